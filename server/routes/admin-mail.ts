// /api/admin/mail: outgoing e-mail for admins (docs/decisions/0021): what is queued, sent, failed after its
// last try, or cancelled; a failed message can be sent again.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_MAIL_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import {
  outgoingMailListSchema,
  outgoingMailParamsSchema,
  outgoingMailQuerySchema,
  RETRY_ONLY_FAILED,
} from '../../contracts/outgoing-mail';
import { ADMINS } from '../../contracts/roles';
import { ConflictError, NotFoundError } from '../domain-errors';
import { listOutgoingMail, outgoingMailExists } from '../services/outgoing-mail';

export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: ADMINS };

  app.get(
    ADMIN_MAIL_PATH,
    {
      config,
      schema: {
        querystring: outgoingMailQuerySchema,
        response: { 200: outgoingMailListSchema, 400: errorEnvelopeSchema },
      },
    },
    (request) => listOutgoingMail(db, request.query.state),
  );

  app.post(
    `${ADMIN_MAIL_PATH}/:id/retry`,
    {
      config,
      schema: {
        params: outgoingMailParamsSchema,
        response: { 204: z.null(), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (await app.mail.retry(id)) return reply.status(204).send(null);
      if (!(await outgoingMailExists(db, id))) throw new NotFoundError(`There is no e-mail with id ${id}.`);
      throw new ConflictError(RETRY_ONLY_FAILED);
    },
  );
};
