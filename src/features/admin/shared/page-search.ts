// Search parameters every admin list keeps in the address: page and search text (validateSearch).
import { searchInt, searchText, validatedSearch } from '#src/lib/search-params.ts';

export interface PageSearch {
  page?: number | undefined;
  q?: string | undefined;
}

/** The page asked for in the address; anything but a whole number from 1 is dropped (the first page). */
export const searchPage = (value: unknown) => searchInt(value, 1, 100_000);

export const pageSearch = (search: Record<string, unknown>): PageSearch =>
  validatedSearch({
    page: searchPage(search.page),
    q: searchText(search.q, { trim: true, maxLength: 100 }),
  });

/** The defaults stripped from the address, so a plain list has a plain address. */
export const pageSearchDefaults = { page: 1, q: '' } as const;
