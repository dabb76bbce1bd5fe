// GET /api/admin/dashboard: the figures that matter to the signed-in person's role. Sections a role
// does not work with are absent, never zero.
import { z } from 'zod';
import { statusCountSchema } from './admin-careers';
import { roleSchema } from './roles';

export const RECENT_APPLICATIONS = 8;

export const recentApplicationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  careerId: z.number().int(),
  careerTitle: z.string(),
  jobId: z.string(),
  statusCode: z.string(),
  statusLabel: z.string(),
  /** ISO 8601. */
  appliedAt: z.string(),
});
export type RecentApplication = z.infer<typeof recentApplicationSchema>;

export const dashboardSchema = z.object({
  role: roleSchema,
  /** Careers and applicants: admins and recruiters. */
  hiring: z
    .object({
      openCareers: z.number().int(),
      onHoldCareers: z.number().int(),
      /** Applications received in the last 7 days, by the status they are in now (every status listed). */
      thisWeek: z.object({ total: z.number().int(), byStatus: z.array(statusCountSchema) }),
      /** Applicants still in APPLIED, on any career. */
      waitingInApplied: z.number().int(),
      recentApplications: z.array(recentApplicationSchema),
    })
    .optional(),
  /** Admins only. */
  office: z
    .object({
      newContactMessages: z.number().int(),
      activeEmployees: z.number().int(),
      profilesIncomplete: z.number().int(),
      clients: z.number().int(),
    })
    .optional(),
  /** Everyone writes posts. */
  blogs: z.object({ drafts: z.number().int(), published: z.number().int(), myDrafts: z.number().int() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
