// Public careers: the open jobs, one job, and applying with a résumé (multipart).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CAREER_LIST_PATH, CAREERS_PATH } from '../../contracts/api-paths';
import {
  applicationCreatedSchema,
  careerDetailSchema,
  careerErrorSchema,
  careerIdParamsSchema,
  careerListSchema,
  RESUME_MAX_BYTES,
} from '../../contracts/careers';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { NotFoundError, TooLargeError, UnsupportedFileTypeError } from '../domain-errors';
import { HttpError } from '../errors';
import { sendPublicAnswer } from '../http/public-answers';
import { domainErrorStatus, envelope } from '../plugins/errors';
import { partsWithoutNul } from '../plugins/request-hygiene';
import { type Applying, applyForCareer, careerTakingApplications } from '../services/apply-for-career';
import { CareerClosedError } from '../services/career-applications';
import { findCareer, listOpenCareers, unknownCareerMessage } from '../services/careers';
import type { RateRule } from '../services/rate-limiter';

/** Applications per client address: generous for a person applying to several jobs, tight for a script. */
export const APPLY_RATE_RULE: RateRule = { max: 20, windowMs: 60 * 60 * 1000 };

/** One résumé read a byte past the limit (so storeResume sees it is too large), and the form's few fields. */
const APPLICATION_PARTS = {
  limits: { fileSize: RESUME_MAX_BYTES + 1, files: 2, fields: 20, fieldSize: 2048, parts: 22 },
};

const publicAccess = { access: 'public' } as const;

/** 410 names the job it is about; every other error goes to the errors plugin. */
function careerErrorBody(error: CareerClosedError) {
  return { ...envelope(domainErrorStatus(error), error.message), career: error.career };
}

function sendCareerError(reply: FastifyReply, error: CareerClosedError) {
  return reply.status(domainErrorStatus(error)).send(careerErrorBody(error));
}

export const careersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const applying: Applying = {
    db,
    resumes: app.storage.resumes,
    mail: app.mail,
    publicUrl: app.config.publicUrl,
  };

  app.get(
    CAREER_LIST_PATH,
    { config: publicAccess, schema: { response: { 200: careerListSchema } } },
    (request, reply) =>
      sendPublicAnswer(request, reply, db, 'careers', 'list', async () => ({
        statusCode: 200,
        payload: await listOpenCareers(db),
      })),
  );

  app.get(
    `${CAREERS_PATH}/:id`,
    {
      config: publicAccess,
      schema: {
        params: careerIdParamsSchema,
        response: { 200: careerDetailSchema, 404: errorEnvelopeSchema, 410: careerErrorSchema },
      },
    },
    (request, reply) => {
      const { id } = request.params;
      // A job that exists is remembered, closed (410) or not; an unknown id is not (it may be anything).
      return sendPublicAnswer(request, reply, db, 'careers', `job:${id}`, async () => {
        const found = await findCareer(db, app.markdown, id);
        if (found.state === 'unknown') throw new NotFoundError(unknownCareerMessage(id));
        if (found.state === 'open') return { statusCode: 200, payload: found.career };
        const closed = new CareerClosedError(found.career, found.status);
        return { statusCode: 410, payload: careerErrorBody(closed) };
      });
    },
  );

  app.post(
    `${CAREERS_PATH}/:id/applications`,
    {
      config: publicAccess,
      preHandler: app.rateLimit('apply', APPLY_RATE_RULE),
      schema: {
        params: careerIdParamsSchema,
        response: {
          201: applicationCreatedSchema,
          404: errorEnvelopeSchema,
          410: careerErrorSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const career = await careerTakingApplications(db, app.markdown, request.params.id);
        if (!request.isMultipart()) {
          throw new HttpError(
            415,
            'Send the application as multipart/form-data with the résumé in the "resume" field.',
          );
        }
        const parts = partsWithoutNul(request.parts(APPLICATION_PARTS));
        const created = await applyForCareer(applying, career, parts);
        return reply.status(201).send(created);
      } catch (error) {
        if (error instanceof TooLargeError || error instanceof UnsupportedFileTypeError) {
          // The rest of the upload is not wanted: let the connection go rather than read it.
          reply.header('connection', 'close');
        }
        if (error instanceof CareerClosedError) return sendCareerError(reply, error);
        throw error;
      }
    },
  );
};
