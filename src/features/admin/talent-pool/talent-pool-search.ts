// The talent pool's search in the address (validateSearch): words, filters and page. A value that does not
// fit is dropped, as if absent, rather than sent on to be refused.
import { isDayInRange, MAX_ID } from '#contracts/bounds.ts';
import { searchInt, searchText, validatedSearch } from '#src/lib/search-params.ts';
import { type PageSearch, pageSearch, pageSearchDefaults } from '../shared/page-search';

export interface TalentPoolSearch extends PageSearch {
  state?: string | undefined;
  city?: string | undefined;
  source?: string | undefined;
  status?: string | undefined;
  careerId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  tag?: string | undefined;
}

const text = (value: unknown, maxLength: number) => searchText(value, { trim: true, maxLength }) || undefined;
const day = (value: unknown) => {
  const given = text(value, 10);
  return given && /^\d{4}-\d{2}-\d{2}$/.test(given) && isDayInRange(given) ? given : undefined;
};
const status = (value: unknown) => {
  const given = text(value, 40);
  return given && /^[A-Z][A-Z0-9_]*$/.test(given) ? given : undefined;
};

export const talentPoolSearch = (search: Record<string, unknown>): TalentPoolSearch => ({
  ...pageSearch(search),
  ...validatedSearch({
    state: text(search.state, 60),
    city: text(search.city, 60),
    source: text(search.source, 100),
    status: status(search.status),
    careerId: searchInt(search.careerId, 1, MAX_ID),
    from: day(search.from),
    to: day(search.to),
    tag: text(search.tag, 40),
  }),
});

export const talentPoolSearchDefaults = pageSearchDefaults;

/** Any filter beside the page: an empty answer then means nothing matched. */
export const isFiltered = ({ page: _page, ...filters }: TalentPoolSearch) =>
  Object.values(filters).some((value) => value !== undefined && value !== '');
