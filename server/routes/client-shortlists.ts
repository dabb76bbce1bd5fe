// /api/shortlist/{token}: the client contact's view of a shortlist (docs/decisions/0059). Public, told apart from
// a guess only by the token, and rate-limited as the status page is; an ended link answers 410 and nothing
// personal. Answers are personal and secret as the page is: no referrer, not indexed, never cached.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLIENT_SHORTLIST_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import {
  clientAnswerInputSchema,
  clientShortlistEntryParamsSchema,
  clientShortlistParamsSchema,
  clientShortlistSchema,
  SHORTLIST_TEXTS,
} from '../../contracts/shortlists';
import { HttpError } from '../errors';
import { attachmentDisposition } from '../http/content-disposition';
import { answerAsClient, clientResume, clientShortlist } from '../services/shortlist-client';
import { PERSONAL_PAGE_HEADERS } from '../ssr/page-routes';
import { STATUS_PAGE_RATE_RULE } from './my-application';

export const clientShortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const storage = app.storage.resumes;
  const config = { access: 'public' as const };
  const opening = app.rateLimit('client-shortlist', STATUS_PAGE_RATE_RULE);
  const personal = { ...PERSONAL_PAGE_HEADERS, 'cache-control': 'no-store' };
  const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, 410: errorEnvelopeSchema };

  app.get(
    `${CLIENT_SHORTLIST_PATH}/:token`,
    {
      config,
      preHandler: opening,
      schema: { params: clientShortlistParamsSchema, response: { 200: clientShortlistSchema, ...errors } },
    },
    async (request, reply) => reply.headers(personal).send(await clientShortlist(db, request.params.token)),
  );

  app.post(
    `${CLIENT_SHORTLIST_PATH}/:token/answers/:entryId`,
    {
      config,
      preHandler: opening,
      schema: {
        params: clientShortlistEntryParamsSchema,
        body: clientAnswerInputSchema,
        response: { 200: clientShortlistSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.headers(personal).send(
        await answerAsClient(db, app.mail, {
          token: request.params.token,
          entryId: request.params.entryId,
          input: request.body,
          publicUrl: app.config.publicUrl,
        }),
      ),
  );

  app.get(
    `${CLIENT_SHORTLIST_PATH}/:token/resumes/:entryId`,
    // Sent as uploaded: PDF and Word files are compressed already.
    { config, preHandler: opening, compress: false, schema: { params: clientShortlistEntryParamsSchema } },
    async (request, reply) => {
      const resume = await clientResume(db, request.params.token, request.params.entryId);
      const file = await storage.openIfPresent(resume.key);
      if (!file) throw new HttpError(410, SHORTLIST_TEXTS.resumeGone);
      return reply
        .headers(personal)
        .header('content-type', resume.contentType ?? 'application/octet-stream')
        .header('content-disposition', attachmentDisposition(resume.filename))
        .header('x-content-type-options', 'nosniff')
        .send(file);
    },
  );
};
