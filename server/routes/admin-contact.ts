// /api/admin/contact-messages: the contact inbox, for admins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inboxMessageSchema,
  inboxPageSchema,
  inboxQuerySchema,
  markHandledSchema,
  messageIdParamsSchema,
} from '../../contracts/admin-contact';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { requireUser } from '../plugins/auth';
import { listInbox, markHandled } from '../services/admin-contact';
import { ADMINS } from './admin-access';

const BASE = '/api/admin/contact-messages';

export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: ADMINS };

  app.get(
    BASE,
    { config, schema: { querystring: inboxQuerySchema, response: { 200: inboxPageSchema } } },
    (request) => listInbox(db, request.query),
  );

  app.post(
    `${BASE}/:id/handled`,
    {
      config,
      schema: {
        params: messageIdParamsSchema,
        body: markHandledSchema,
        response: { 200: inboxMessageSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    (request) => markHandled(db, request.params.id, request.body.handled, requireUser(request).id),
  );
};
