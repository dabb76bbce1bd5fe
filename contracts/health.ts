// GET /api/health: liveness plus which database engine answers.
import { z } from 'zod';

export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(databaseKinds),
});

export type HealthResponse = z.infer<typeof healthResponseSchema>;
