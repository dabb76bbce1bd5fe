// Search parameters every admin list keeps in the address: page and search text (validateSearch + zod).
import { z } from 'zod';

export const pageSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  q: z.string().trim().max(100).optional().catch(undefined),
});
export type PageSearch = z.infer<typeof pageSearchSchema>;

/** The defaults stripped from the address, so a plain list has a plain address. */
export const pageSearchDefaults = { page: 1, q: '' } as const;
