// /admin/employees keeps its search, role and state filters and page in the address.
import { z } from 'zod';
import { employeeStates } from '../../../../contracts/admin-employees';
import { roles } from '../../../../contracts/roles';
import { pageSearchDefaults, pageSearchSchema } from '../shared/page-search';

export const employeeSearchSchema = pageSearchSchema.extend({
  role: z.enum(roles).optional().catch(undefined),
  state: z.enum(employeeStates).optional().catch(undefined),
});
export type EmployeeSearch = z.infer<typeof employeeSearchSchema>;
export const employeeSearchDefaults = pageSearchDefaults;
