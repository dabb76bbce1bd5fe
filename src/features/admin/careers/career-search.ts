// /admin/careers keeps its search, status filter, sort and page in the address.
import { careerSorts, careerStatuses } from '#contracts/value-lists.ts';
import { searchOneOf, validatedSearch } from '#src/lib/search-params.ts';
import { type PageSearch, pageSearch, pageSearchDefaults } from '../shared/page-search';

export interface CareerSearch extends PageSearch {
  status?: (typeof careerStatuses)[number] | undefined;
  sort?: (typeof careerSorts)[number] | undefined;
}

export const careerSearch = (search: Record<string, unknown>): CareerSearch => ({
  ...pageSearch(search),
  ...validatedSearch({
    status: searchOneOf(search.status, careerStatuses),
    sort: searchOneOf(search.sort, careerSorts),
  }),
});
export const careerSearchDefaults = { ...pageSearchDefaults, sort: 'newest' } as const;
