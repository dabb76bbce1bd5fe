// /admin/blogs keeps its search, status filter and page in the address.
import { blogStatuses } from '#contracts/value-lists.ts';
import { searchOneOf, validatedSearch } from '#src/lib/search-params.ts';
import { type PageSearch, pageSearch, pageSearchDefaults } from '../shared/page-search';

export interface BlogSearch extends PageSearch {
  status?: (typeof blogStatuses)[number] | undefined;
}

export const blogSearch = (search: Record<string, unknown>): BlogSearch => ({
  ...pageSearch(search),
  ...validatedSearch({ status: searchOneOf(search.status, blogStatuses) }),
});
export const blogSearchDefaults = pageSearchDefaults;
