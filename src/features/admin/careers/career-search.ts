// /admin/careers keeps its search, status filter, sort and page in the address.
import { z } from 'zod';
import { careerSorts, careerStatuses } from '../../../../contracts/admin-careers';
import { pageSearchDefaults, pageSearchSchema } from '../shared/page-search';

export const careerSearchSchema = pageSearchSchema.extend({
  status: z.enum(careerStatuses).optional().catch(undefined),
  sort: z.enum(careerSorts).optional().catch(undefined),
});
export type CareerSearch = z.infer<typeof careerSearchSchema>;
export const careerSearchDefaults = { ...pageSearchDefaults, sort: 'newest' } as const;
