// /api/admin/clients: client companies and the jobs run for them, for admins only (docs/decisions/0004).
// A job's status is changed through POST /api/admin/careers/{id}/status, the one place that rule lives.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientFormSchema,
  clientJobsQuerySchema,
  clientJobsSchema,
  clientListQuerySchema,
  clientPageSchema,
  clientSchema,
  clientSnoParamsSchema,
} from '../../contracts/admin-clients';
import { ADMIN_CLIENTS_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { ADMINS } from '../../contracts/roles';
import {
  clientJobs,
  createClient,
  deleteClient,
  getClient,
  listClients,
  updateClient,
} from '../services/admin-clients';

export const adminClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: ADMINS };
  const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
  const one = { params: clientSnoParamsSchema, response: { 200: clientSchema, ...errors } };

  app.get(
    ADMIN_CLIENTS_PATH,
    { config, schema: { querystring: clientListQuerySchema, response: { 200: clientPageSchema } } },
    (request) => listClients(db, request.query),
  );

  app.post(
    ADMIN_CLIENTS_PATH,
    { config, schema: { body: clientFormSchema, response: { 201: clientSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await createClient(db, request.body)),
  );

  app.get(`${ADMIN_CLIENTS_PATH}/:sno`, { config, schema: one }, (request) =>
    getClient(db, request.params.sno),
  );

  app.put(`${ADMIN_CLIENTS_PATH}/:sno`, { config, schema: { ...one, body: clientFormSchema } }, (request) =>
    updateClient(db, request.params.sno, request.body),
  );

  app.delete(
    `${ADMIN_CLIENTS_PATH}/:sno`,
    { config, schema: { params: clientSnoParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteClient(db, request.params.sno);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${ADMIN_CLIENTS_PATH}/:sno/jobs`,
    {
      config,
      schema: {
        params: clientSnoParamsSchema,
        querystring: clientJobsQuerySchema,
        response: { 200: clientJobsSchema, ...errors },
      },
    },
    (request) => clientJobs(db, request.params.sno, request.query),
  );
};
