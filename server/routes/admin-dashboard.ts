// GET /api/admin/dashboard: every member of staff, each seeing the figures of their role.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_PATH, dashboardSchema } from '../../contracts/admin-dashboard';
import { ALL_STAFF, requireUser } from '../plugins/auth';
import { dashboardFor } from '../services/admin-dashboard';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DASHBOARD_PATH,
    { config: { access: ALL_STAFF }, schema: { response: { 200: dashboardSchema } } },
    (request) => dashboardFor(app.database.db, requireUser(request)),
  );
};
