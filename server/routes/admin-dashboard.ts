// GET /api/admin/dashboard: every member of staff, each seeing the figures of their role.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardSchema } from '../../contracts/admin-dashboard';
import { DASHBOARD_PATH } from '../../contracts/api-paths';
import { ALL_STAFF } from '../../contracts/roles';
import { requireUser } from '../plugins/auth';
import { dashboardFor } from '../services/admin-dashboard';

export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DASHBOARD_PATH,
    { config: { access: ALL_STAFF }, schema: { response: { 200: dashboardSchema } } },
    (request) => dashboardFor(app.database.db, requireUser(request)),
  );
};
