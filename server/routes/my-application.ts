// /api/my-application: the applicant's own status page (docs/decisions/0022), opened by the personal link in
// their e-mails. Public, and told apart from a guess only by the token; a fresh link goes to the address on
// file, and asking for one says nothing about whether the address applied (docs/decisions/0041).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MY_APPLICATION_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import {
  MY_APPLICATION_TEXTS,
  myApplicationParamsSchema,
  myApplicationSchema,
  statusLinkRequestSchema,
  statusLinkSentSchema,
} from '../../contracts/my-application';
import { workAfterAnswers } from '../http/after-answer';
import type { RateRule } from '../services/rate-limiter';
import { myApplication, sendFreshLinks, withdrawByCandidate } from '../services/status-links';
import { PERSONAL_PAGE_HEADERS } from '../ssr/page-routes';

/** Opening and withdrawing: far more than a person needs, too few to try tokens by the thousand. */
export const STATUS_PAGE_RATE_RULE: RateRule = { max: 60, windowMs: 15 * 60 * 1000 };
/**
 * Fresh links per client address. Not per e-mail address: strangers would use up the owner's own requests;
 * the e-mails an address is sent are capped instead (sendFreshLinks).
 */
export const STATUS_LINK_RATE_RULE: RateRule = { max: 5, windowMs: 60 * 60 * 1000 };

export const myApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = { access: 'public' as const };
  // A withdrawal cancels the interviews still to come, in everyone's calendar.
  const mailing = { mail: app.mail, publicUrl: app.config.publicUrl };
  const opening = app.rateLimit('status-page', STATUS_PAGE_RATE_RULE);
  // A stranger's link says nothing to whoever it is passed on to: no referrer, not indexed, not cached.
  const personal = { ...PERSONAL_PAGE_HEADERS, 'cache-control': 'no-store' };
  const afterAnswer = workAfterAnswers(app, 'fresh status links could not be sent');

  app.get(
    `${MY_APPLICATION_PATH}/:token`,
    {
      config,
      preHandler: opening,
      schema: {
        params: myApplicationParamsSchema,
        response: { 200: myApplicationSchema, 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => reply.headers(personal).send(await myApplication(db, request.params.token)),
  );

  app.post(
    `${MY_APPLICATION_PATH}/:token/withdraw`,
    {
      config,
      preHandler: opening,
      schema: {
        params: myApplicationParamsSchema,
        response: {
          200: myApplicationSchema,
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) =>
      reply.headers(personal).send(await withdrawByCandidate(db, request.params.token, mailing)),
  );

  app.post(
    `${MY_APPLICATION_PATH}/links`,
    {
      config,
      preHandler: app.rateLimit('status-link', STATUS_LINK_RATE_RULE),
      schema: {
        body: statusLinkRequestSchema,
        response: { 202: statusLinkSentSchema, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      // The same answer, in the same time, whether the address applied or not: the e-mail work comes after.
      const { email } = request.body;
      afterAnswer(reply, () => sendFreshLinks(db, app.mail, { email, publicUrl: app.config.publicUrl }));
      return reply.status(202).send({ message: MY_APPLICATION_TEXTS.linkSent });
    },
  );
};
