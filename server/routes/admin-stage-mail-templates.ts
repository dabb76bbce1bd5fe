// /api/admin/stage-mail-templates: what the candidate is told when their application enters each status
// (docs/decisions/0021), kept by admins. A template is switched off rather than deleted.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_STAGE_MAIL_TEMPLATES_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { ADMINS } from '../../contracts/roles';
import {
  stageMailTemplateInputSchema,
  stageMailTemplateListSchema,
  stageMailTemplateParamsSchema,
  stageMailTemplateSchema,
} from '../../contracts/stage-mail-templates';
import { requireUser } from '../plugins/auth';
import { listStageMailTemplates, saveStageMailTemplate } from '../services/stage-mail-templates';

export const adminStageMailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: ADMINS };

  app.get(
    ADMIN_STAGE_MAIL_TEMPLATES_PATH,
    { config, schema: { response: { 200: stageMailTemplateListSchema } } },
    () => listStageMailTemplates(db),
  );

  app.put(
    `${ADMIN_STAGE_MAIL_TEMPLATES_PATH}/:statusCode`,
    {
      config,
      schema: {
        params: stageMailTemplateParamsSchema,
        body: stageMailTemplateInputSchema,
        response: { 200: stageMailTemplateSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    (request) => saveStageMailTemplate(db, request.params.statusCode, request.body, requireUser(request).id),
  );
};
