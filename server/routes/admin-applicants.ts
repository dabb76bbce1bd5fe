// An applicant's personal data, for admins only (docs/decisions/0007): export everything held as a ZIP,
// erase it, and read the audit log of exports, erasures and purges; and set where an applicant came from by
// hand (docs/decisions/0018), for one who applied another way.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applicantIdParamsSchema,
  applicantSourceInputSchema,
  applicantSourceSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  erasedApplicantSchema,
} from '../../contracts/admin-applicants';
import { ADMIN_APPLICATIONS_PATH, AUDIT_LOG_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { ADMINS } from '../../contracts/roles';
import { attachmentDisposition } from '../http/content-disposition';
import { requireUser } from '../plugins/auth';
import { setApplicantSource } from '../services/applicant-source';
import { eraseApplicant, exportApplicant } from '../services/personal-data';
import { listAuditLog } from '../services/personal-data-audit';

export const adminApplicantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const storage = app.storage.resumes;
  const config = { access: ADMINS };
  const mailing = { mail: app.mail, publicUrl: app.config.publicUrl };
  const actorOf = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { id: user.id, username: user.username };
  };

  app.get(
    `${ADMIN_APPLICATIONS_PATH}/:id/export`,
    // The answer is a ZIP (applicant.json, described by personalDataExportSchema, and the résumé):
    // compressed already.
    { config, compress: false, schema: { params: applicantIdParamsSchema } },
    async (request, reply) => {
      const { filename, archive } = await exportApplicant(db, storage, request.params.id, actorOf(request));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(filename))
        .header('cache-control', 'private, no-store')
        .send(archive);
    },
  );

  app.delete(
    `${ADMIN_APPLICATIONS_PATH}/:id`,
    {
      config,
      schema: {
        params: applicantIdParamsSchema,
        response: { 200: erasedApplicantSchema, 404: errorEnvelopeSchema },
      },
    },
    (request) => eraseApplicant(db, storage, request.params.id, actorOf(request), mailing),
  );

  app.put(
    `${ADMIN_APPLICATIONS_PATH}/:id/source`,
    {
      config,
      schema: {
        params: applicantIdParamsSchema,
        body: applicantSourceInputSchema,
        response: { 200: applicantSourceSchema, 404: errorEnvelopeSchema },
      },
    },
    (request) => setApplicantSource(db, request.params.id, request.body.source),
  );

  app.get(
    AUDIT_LOG_PATH,
    { config, schema: { querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } } },
    (request) => listAuditLog(db, request.query),
  );
};
