// /admin/reports keeps its filters in the address: a report can be bookmarked and shared as it is.
import { isDayInRange, MAX_ID } from '#contracts/bounds.ts';
import { searchInt, searchText, validatedSearch } from '#src/lib/search-params.ts';

export interface ReportSearch {
  from?: string | undefined;
  to?: string | undefined;
  department?: string | undefined;
  careerId?: number | undefined;
  clientSno?: number | undefined;
}

const day = (value: unknown) => {
  const text = searchText(value);
  return text && /^\d{4}-\d\d-\d\d$/.test(text) && isDayInRange(text) ? text : undefined;
};

export const reportSearch = (search: Record<string, unknown>): ReportSearch =>
  validatedSearch({
    from: day(search.from),
    to: day(search.to),
    department: searchText(search.department),
    careerId: searchInt(search.careerId, 1, MAX_ID),
    clientSno: searchInt(search.clientSno, 1, MAX_ID),
  });
