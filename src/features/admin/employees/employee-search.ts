// /admin/employees keeps its search, role and state filters and page in the address.
import { employeeStates, roles } from '#contracts/value-lists.ts';
import { searchOneOf, validatedSearch } from '#src/lib/search-params.ts';
import { type PageSearch, pageSearch, pageSearchDefaults } from '../shared/page-search';

export interface EmployeeSearch extends PageSearch {
  role?: (typeof roles)[number] | undefined;
  state?: (typeof employeeStates)[number] | undefined;
}

export const employeeSearch = (search: Record<string, unknown>): EmployeeSearch => ({
  ...pageSearch(search),
  ...validatedSearch({
    role: searchOneOf(search.role, roles),
    state: searchOneOf(search.state, employeeStates),
  }),
});
export const employeeSearchDefaults = pageSearchDefaults;
