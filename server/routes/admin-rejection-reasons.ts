// /api/admin/rejection-reasons: the reasons a rejection can be given (docs/decisions/0020), kept by admins. A
// reason is switched off (active: false) rather than deleted: history rows keep naming it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_REJECTION_REASONS_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import {
  rejectionReasonInputSchema,
  rejectionReasonListSchema,
  rejectionReasonParamsSchema,
  rejectionReasonSchema,
} from '../../contracts/rejection-reasons';
import { ADMINS } from '../../contracts/roles';
import {
  addRejectionReason,
  listRejectionReasons,
  updateRejectionReason,
} from '../services/rejection-reasons';

export const adminRejectionReasonRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: ADMINS };
  const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };

  app.get(
    ADMIN_REJECTION_REASONS_PATH,
    { config, schema: { response: { 200: rejectionReasonListSchema } } },
    () => listRejectionReasons(db, { all: true }),
  );

  app.post(
    ADMIN_REJECTION_REASONS_PATH,
    {
      config,
      schema: { body: rejectionReasonInputSchema, response: { 201: rejectionReasonSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await addRejectionReason(db, request.body)),
  );

  app.put(
    `${ADMIN_REJECTION_REASONS_PATH}/:id`,
    {
      config,
      schema: {
        params: rejectionReasonParamsSchema,
        body: rejectionReasonInputSchema,
        response: { 200: rejectionReasonSchema, ...errors },
      },
    },
    (request) => updateRejectionReason(db, request.params.id, request.body),
  );
};
