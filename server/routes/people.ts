// People behind applications (docs/decisions/0047), for those who see the boards: the person page's read,
// the merge picker's search, merging two records and undoing it, and tags.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PEOPLE_PATH, PERSON_MERGES_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import {
  personLookupQuerySchema,
  personMergeInputSchema,
  personMergeParamsSchema,
  personMergeResultSchema,
  personParamsSchema,
  personSchema,
  personSummaryListSchema,
  personTagInputSchema,
  personTagListSchema,
  personTagParamsSchema,
} from '../../contracts/people';
import { RECRUITING } from '../../contracts/roles';
import { requireUser } from '../plugins/auth';
import { lookupPeople } from '../services/person-lookup';
import { mergePeople, undoPersonMerge } from '../services/person-merges';
import { personRecord } from '../services/person-record';
import { addPersonTag, removePersonTag } from '../services/person-tags';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: RECRUITING };
  const reading = { retentionMonths: app.config.retentionMonths };
  const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
  const actorOf = (request: FastifyRequest) => {
    const user = requireUser(request);
    return { id: user.id, username: user.username };
  };

  // Registered before …/:personId, which would otherwise take "lookup" for an id.
  app.get(
    `${PEOPLE_PATH}/lookup`,
    { config, schema: { querystring: personLookupQuerySchema, response: { 200: personSummaryListSchema } } },
    (request) => lookupPeople(db, request.query),
  );

  app.get(
    `${PEOPLE_PATH}/:personId`,
    { config, schema: { params: personParamsSchema, response: { 200: personSchema, ...errors } } },
    (request) => personRecord(db, request.params.personId, reading),
  );

  app.post(
    `${PEOPLE_PATH}/:personId/tags`,
    {
      config,
      schema: {
        params: personParamsSchema,
        body: personTagInputSchema,
        response: { 200: personTagListSchema, ...errors },
      },
    },
    (request) => addPersonTag(db, request.params.personId, request.body.tag, requireUser(request).id),
  );

  app.delete(
    `${PEOPLE_PATH}/:personId/tags/:tag`,
    { config, schema: { params: personTagParamsSchema, response: { 200: personTagListSchema, ...errors } } },
    (request) => removePersonTag(db, request.params.personId, request.params.tag),
  );

  app.post(
    PERSON_MERGES_PATH,
    {
      config,
      schema: { body: personMergeInputSchema, response: { 201: personMergeResultSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await mergePeople(db, request.body, actorOf(request), reading)),
  );

  // Refused (409) once undone, or while a later merge moved the applications on.
  app.post(
    `${PERSON_MERGES_PATH}/:mergeId/undo`,
    {
      config,
      schema: { params: personMergeParamsSchema, response: { 200: personMergeResultSchema, ...errors } },
    },
    (request) => undoPersonMerge(db, request.params.mergeId, actorOf(request), reading),
  );
};
