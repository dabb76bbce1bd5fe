// /api/recruiter/shortlists: client shortlists for those who recruit (docs/decisions/0059): a career's list, a
// draft made from the board, its candidates edited, then shared (the link answered once and e-mailed to the
// client's contact), revoked or closed; and the client's answers for a person's page.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHORTLISTS_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { RECRUITING } from '../../contracts/roles';
import {
  personShortlistAnswerListSchema,
  shortlistAnswersQuerySchema,
  shortlistCreateSchema,
  shortlistListQuerySchema,
  shortlistParamsSchema,
  shortlistSchema,
  shortlistSharedSchema,
  shortlistShareSchema,
  shortlistSummaryListSchema,
  shortlistUpdateSchema,
} from '../../contracts/shortlists';
import { requireUser } from '../plugins/auth';
import { createShortlist, updateShortlist } from '../services/shortlist-edit';
import { closeShortlist, revokeShortlist, shareShortlist } from '../services/shortlist-life';
import { listShortlists, personShortlistAnswers, shortlistView } from '../services/shortlist-read';

export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: RECRUITING };
  const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
  const actorOf = (request: FastifyRequest) => {
    const user = requireUser(request);
    return { id: user.id, username: user.username, displayName: user.displayName };
  };

  app.get(
    SHORTLISTS_PATH,
    {
      config,
      schema: { querystring: shortlistListQuerySchema, response: { 200: shortlistSummaryListSchema } },
    },
    (request) => listShortlists(db, request.query.careerId),
  );

  // Registered before …/:shortlistId, which would otherwise take "answers" for an id.
  app.get(
    `${SHORTLISTS_PATH}/answers`,
    {
      config,
      schema: {
        querystring: shortlistAnswersQuerySchema,
        response: { 200: personShortlistAnswerListSchema },
      },
    },
    (request) => personShortlistAnswers(db, request.query.personId),
  );

  app.post(
    SHORTLISTS_PATH,
    { config, schema: { body: shortlistCreateSchema, response: { 201: shortlistSchema, ...errors } } },
    async (request, reply) => {
      const id = await createShortlist(db, request.body, actorOf(request));
      return reply.status(201).send(await shortlistView(db, id));
    },
  );

  app.get(
    `${SHORTLISTS_PATH}/:shortlistId`,
    { config, schema: { params: shortlistParamsSchema, response: { 200: shortlistSchema, ...errors } } },
    (request) => shortlistView(db, request.params.shortlistId),
  );

  app.put(
    `${SHORTLISTS_PATH}/:shortlistId`,
    {
      config,
      schema: {
        params: shortlistParamsSchema,
        body: shortlistUpdateSchema,
        response: { 200: shortlistSchema, ...errors },
      },
    },
    async (request) => {
      await updateShortlist(db, request.params.shortlistId, request.body);
      return shortlistView(db, request.params.shortlistId);
    },
  );

  app.post(
    `${SHORTLISTS_PATH}/:shortlistId/share`,
    {
      config,
      schema: {
        params: shortlistParamsSchema,
        body: shortlistShareSchema,
        response: { 200: shortlistSharedSchema, ...errors },
      },
    },
    (request) =>
      shareShortlist(db, app.mail, {
        shortlistId: request.params.shortlistId,
        days: request.body.days,
        actor: actorOf(request),
        publicUrl: app.config.publicUrl,
      }),
  );

  app.post(
    `${SHORTLISTS_PATH}/:shortlistId/revoke`,
    { config, schema: { params: shortlistParamsSchema, response: { 200: shortlistSchema, ...errors } } },
    (request) => revokeShortlist(db, request.params.shortlistId, actorOf(request)),
  );

  app.post(
    `${SHORTLISTS_PATH}/:shortlistId/close`,
    { config, schema: { params: shortlistParamsSchema, response: { 200: shortlistSchema, ...errors } } },
    (request) => closeShortlist(db, request.params.shortlistId),
  );
};
