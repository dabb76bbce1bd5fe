// /api/admin/contact-messages: the contact inbox, for admins only.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inboxMessageSchema,
  inboxPageSchema,
  inboxQuerySchema,
  markHandledSchema,
  messageIdParamsSchema,
} from '../../contracts/admin-contact';
import { CONTACT_MESSAGES_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { ADMINS } from '../../contracts/roles';
import { requireUser } from '../plugins/auth';
import { listInbox, markHandled } from '../services/admin-contact';

export const adminContactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: ADMINS };

  app.get(
    CONTACT_MESSAGES_PATH,
    { config, schema: { querystring: inboxQuerySchema, response: { 200: inboxPageSchema } } },
    (request) => listInbox(db, request.query),
  );

  app.post(
    `${CONTACT_MESSAGES_PATH}/:id/handled`,
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
