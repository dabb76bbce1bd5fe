// /api/admin/employees: staff accounts and profiles, for admins only (docs/decisions/0004).

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  employeeCreatedSchema,
  employeeCreateSchema,
  employeeIdParamsSchema,
  employeeListQuerySchema,
  employeePageSchema,
  employeeSchema,
  employeeUpdateSchema,
} from '../../contracts/admin-employees';
import { ADMIN_EMPLOYEES_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { ADMINS } from '../../contracts/roles';
import { requireUser } from '../plugins/auth';
import {
  createEmployee,
  getEmployee,
  listEmployees,
  resetEmployeePassword,
  setEmployeeActive,
  updateEmployee,
} from '../services/admin-employees';

export const adminEmployeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: ADMINS };
  const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
  const one = { params: employeeIdParamsSchema, response: { 200: employeeSchema, ...errors } };
  app.get(
    ADMIN_EMPLOYEES_PATH,
    { config, schema: { querystring: employeeListQuerySchema, response: { 200: employeePageSchema } } },
    (request) => listEmployees(db, request.query),
  );

  app.post(
    ADMIN_EMPLOYEES_PATH,
    {
      config,
      schema: { body: employeeCreateSchema, response: { 201: employeeCreatedSchema, ...errors } },
    },
    // The password is shown once: no browser or proxy may keep the answer.
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send(await createEmployee(db, request.body)),
  );

  app.get(`${ADMIN_EMPLOYEES_PATH}/:id`, { config, schema: one }, (request) =>
    getEmployee(db, request.params.id),
  );

  app.put(
    `${ADMIN_EMPLOYEES_PATH}/:id`,
    { config, schema: { ...one, body: employeeUpdateSchema } },
    (request) => updateEmployee(db, request.params.id, request.body, requireUser(request).id),
  );

  app.post(`${ADMIN_EMPLOYEES_PATH}/:id/deactivate`, { config, schema: one }, (request) =>
    setEmployeeActive(db, request.params.id, false, requireUser(request).id),
  );

  app.post(`${ADMIN_EMPLOYEES_PATH}/:id/activate`, { config, schema: one }, (request) =>
    setEmployeeActive(db, request.params.id, true, requireUser(request).id),
  );

  app.post(
    `${ADMIN_EMPLOYEES_PATH}/:id/reset-password`,
    {
      config,
      schema: { params: employeeIdParamsSchema, response: { 200: employeeCreatedSchema, ...errors } },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await resetEmployeePassword(db, request.params.id, requireUser(request).id)),
  );
};
