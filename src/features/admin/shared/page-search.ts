// Search parameters every admin list keeps in the address: page and search text (validateSearch).
import { definedSearch, searchInt, searchText } from '../../../lib/search-params';

export interface PageSearch {
  page?: number | undefined;
  q?: string | undefined;
}

export const pageSearch = (search: Record<string, unknown>): PageSearch =>
  definedSearch({
    page: searchInt(search.page, 1, 100_000),
    q: searchText(search.q, { trim: true, maxLength: 100 }),
  });

/** The defaults stripped from the address, so a plain list has a plain address. */
export const pageSearchDefaults = { page: 1, q: '' } as const;
