// GET /api/health: whether this server can take traffic (the database answers, its schema is current,
// it is not shutting down), for a load balancer's readiness check; GET /api/health/live: whether the
// process runs at all (a liveness check that never touches the database).
import { z } from 'zod';

export const databaseKinds = ['pglite', 'postgres'] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  db: z.enum(databaseKinds),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** 503 from GET /api/health: why this server should get no traffic now. */
export const notReadySchema = z.object({
  status: z.literal('unavailable'),
  reason: z.enum(['database', 'migrations', 'shutting-down']),
});
export type NotReady = z.infer<typeof notReadySchema>;

export const livenessSchema = z.object({ status: z.literal('ok') });
