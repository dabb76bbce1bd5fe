// The candidate's interviews on their status page (docs/decisions/0056): under the page's own address, opened
// by the same personal link and held to the same rules (rate, headers, one answer for every dead link): the
// candidate sees, books, moves and cancels only the interviews of the application their link opens.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MY_APPLICATION_PATH, MY_INTERVIEWS_SEGMENT } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import {
  candidateInterviewListSchema,
  candidateInterviewSchema,
  interviewBookingSchema,
  myInterviewParamsSchema,
} from '../../contracts/interviews';
import { myApplicationParamsSchema } from '../../contracts/my-application';
import { bookByCandidate } from '../services/interview-booking';
import { cancelByCandidate } from '../services/interview-cancellation';
import { candidateInterviews } from '../services/interview-reads';
import { applicationOfLink } from '../services/status-link-tokens';
import { PERSONAL_PAGE_HEADERS } from '../ssr/page-routes';
import { STATUS_PAGE_RATE_RULE } from './my-application';

const BASE = `${MY_APPLICATION_PATH}/:token/${MY_INTERVIEWS_SEGMENT}`;

export const myInterviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const mailing = { mail: app.mail, publicUrl: app.config.publicUrl };
  const config = { access: 'public' as const };
  // The status page's own budget: opening the page and its interviews count together against guessing.
  const opening = app.rateLimit('status-page', STATUS_PAGE_RATE_RULE);
  const personal = { ...PERSONAL_PAGE_HEADERS, 'cache-control': 'no-store' };
  const errors = {
    400: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
  };

  app.get(
    BASE,
    {
      config,
      preHandler: opening,
      schema: {
        params: myApplicationParamsSchema,
        response: { 200: candidateInterviewListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const applicationId = await applicationOfLink(db, request.params.token);
      return reply.headers(personal).send({ interviews: await candidateInterviews(db, applicationId) });
    },
  );

  app.post(
    `${BASE}/:id/book`,
    {
      config,
      preHandler: opening,
      schema: {
        params: myInterviewParamsSchema,
        body: interviewBookingSchema,
        response: { 200: candidateInterviewSchema, ...errors },
      },
    },
    async (request, reply) => {
      const applicationId = await applicationOfLink(db, request.params.token);
      const booked = await bookByCandidate(
        db,
        mailing,
        applicationId,
        request.params.id,
        request.body.slotId,
      );
      return reply.headers(personal).send(booked);
    },
  );

  app.post(
    `${BASE}/:id/cancel`,
    {
      config,
      preHandler: opening,
      schema: { params: myInterviewParamsSchema, response: { 200: candidateInterviewSchema, ...errors } },
    },
    async (request, reply) => {
      const applicationId = await applicationOfLink(db, request.params.token);
      return reply
        .headers(personal)
        .send(await cancelByCandidate(db, mailing, applicationId, request.params.id));
    },
  );
};
