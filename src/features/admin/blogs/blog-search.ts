// /admin/blogs keeps its search, status filter and page in the address.
import { z } from 'zod';
import { blogStatuses } from '../../../../contracts/admin-blogs';
import { pageSearchDefaults, pageSearchSchema } from '../shared/page-search';

export const blogSearchSchema = pageSearchSchema.extend({
  status: z.enum(blogStatuses).optional().catch(undefined),
});
export type BlogSearch = z.infer<typeof blogSearchSchema>;
export const blogSearchDefaults = pageSearchDefaults;
