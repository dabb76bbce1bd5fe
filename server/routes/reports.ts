// GET /api/reports/recruiting: the recruiting report for admins and recruiters (contracts/reports.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RECRUITING_REPORT_PATH } from '../../contracts/api-paths';
import { recruitingReportQuerySchema, recruitingReportSchema } from '../../contracts/reports';
import { RECRUITING } from '../../contracts/roles';
import { recruitingReport } from '../services/recruiting-report';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    RECRUITING_REPORT_PATH,
    {
      config: { access: RECRUITING },
      schema: { querystring: recruitingReportQuerySchema, response: { 200: recruitingReportSchema } },
    },
    (request) => recruitingReport(app.database.db, request.query),
  );
};
