// Scorecards and their templates (docs/decisions/0058). Employees may sit on interviews, so the scorecard
// routes are open to all staff and the services check who sits on which interview; the templates are for
// admins only.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SCORECARD_TEMPLATES_PATH, SCORECARDS_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { ADMINS, ALL_STAFF } from '../../contracts/roles';
import {
  careerTemplateParamsSchema,
  interviewScorecardsSchema,
  scorecardInputSchema,
  scorecardListQuerySchema,
  scorecardListSchema,
  scorecardParamsSchema,
  scorecardTemplateInputSchema,
  scorecardTemplateSchema,
} from '../../contracts/scorecards';
import { requireUser } from '../plugins/auth';
import { saveScorecardTemplate, scorecardTemplate } from '../services/scorecard-templates';
import { interviewScorecards, listScorecards, saveScorecard } from '../services/scorecards';

export const scorecardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const errors = {
    400: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
  };
  const readerOf = (request: FastifyRequest) => {
    const user = requireUser(request);
    return { id: user.id, role: user.role };
  };
  const staff = { access: ALL_STAFF };

  // The person page and the board: every scorecard of the applications (or the person) the reader may know of.
  app.get(
    SCORECARDS_PATH,
    {
      config: staff,
      schema: { querystring: scorecardListQuerySchema, response: { 200: scorecardListSchema } },
    },
    async (request) => {
      const { applicationId, personId } = request.query;
      const whose =
        personId !== undefined
          ? { personId }
          : { applicationIds: Array.isArray(applicationId) ? applicationId : [applicationId ?? 0] };
      return { scorecards: await listScorecards(db, whose, readerOf(request)) };
    },
  );

  // The interviewer's scorecard page.
  app.get(
    `${SCORECARDS_PATH}/:interviewId`,
    {
      config: staff,
      schema: { params: scorecardParamsSchema, response: { 200: interviewScorecardsSchema, ...errors } },
    },
    (request) => interviewScorecards(db, request.params.interviewId, readerOf(request)),
  );

  // The signed-in interviewer's own scorecard: a draft, or submitted (final).
  app.put(
    `${SCORECARDS_PATH}/:interviewId`,
    {
      config: staff,
      schema: {
        params: scorecardParamsSchema,
        body: scorecardInputSchema,
        response: { 200: interviewScorecardsSchema, ...errors },
      },
    },
    (request) => saveScorecard(db, request.params.interviewId, readerOf(request), request.body),
  );

  const admins = { access: ADMINS };

  app.get(
    `${SCORECARD_TEMPLATES_PATH}/:careerId`,
    {
      config: admins,
      schema: { params: careerTemplateParamsSchema, response: { 200: scorecardTemplateSchema, ...errors } },
    },
    (request) => scorecardTemplate(db, request.params.careerId),
  );

  app.put(
    `${SCORECARD_TEMPLATES_PATH}/:careerId`,
    {
      config: admins,
      schema: {
        params: careerTemplateParamsSchema,
        body: scorecardTemplateInputSchema,
        response: { 200: scorecardTemplateSchema, ...errors },
      },
    },
    (request) => saveScorecardTemplate(db, request.params.careerId, request.body.criteria),
  );
};
