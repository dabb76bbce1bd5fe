// /api/admin/careers: staff list, add, view, edit and close/reopen jobs (docs/decisions/0004: admins and recruiters).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCareerPageSchema,
  adminCareerSchema,
  type CareerForm,
  careerFormOptionsSchema,
  careerFormSchema,
  careerIdParamsSchema,
  careerListQuerySchema,
  careerStatusChangeSchema,
} from '../../contracts/admin-careers';
import { ADMIN_CAREERS_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { RECRUITING } from '../../contracts/roles';
import { renderForSaving } from '../markdown/stored-html';
import {
  careerFormOptions,
  createCareer,
  getAdminCareer,
  listAdminCareers,
  setCareerStatus,
  updateCareer,
} from '../services/admin-careers';

export const adminCareerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: RECRUITING };
  const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };
  const { markdown } = app;
  /** The form with its description rendered: one the renderer gives up on is refused, nothing saved. */
  const rendered = async (form: CareerForm) => ({
    ...form,
    descriptionHtml: await renderForSaving(markdown, form.description, 'description'),
  });

  app.get(
    ADMIN_CAREERS_PATH,
    { config, schema: { querystring: careerListQuerySchema, response: { 200: adminCareerPageSchema } } },
    (request) => listAdminCareers(db, request.query),
  );

  app.get(
    `${ADMIN_CAREERS_PATH}/form-options`,
    { config, schema: { response: { 200: careerFormOptionsSchema } } },
    () => careerFormOptions(db),
  );

  app.post(
    ADMIN_CAREERS_PATH,
    { config, schema: { body: careerFormSchema, response: { 201: adminCareerSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await createCareer(db, markdown, await rendered(request.body))),
  );

  app.get(
    `${ADMIN_CAREERS_PATH}/:id`,
    { config, schema: { params: careerIdParamsSchema, response: { 200: adminCareerSchema, ...errors } } },
    (request) => getAdminCareer(db, markdown, request.params.id),
  );

  app.put(
    `${ADMIN_CAREERS_PATH}/:id`,
    {
      config,
      schema: {
        params: careerIdParamsSchema,
        body: careerFormSchema,
        response: { 200: adminCareerSchema, ...errors },
      },
    },
    async (request) => updateCareer(db, markdown, request.params.id, await rendered(request.body)),
  );

  app.post(
    `${ADMIN_CAREERS_PATH}/:id/status`,
    {
      config,
      schema: {
        params: careerIdParamsSchema,
        body: careerStatusChangeSchema,
        response: { 200: adminCareerSchema, ...errors },
      },
    },
    (request) => setCareerStatus(db, markdown, request.params.id, request.body.status),
  );
};
