// Public careers: the open jobs, one job, and applying with a résumé (multipart).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ApplicationFields,
  applicationCreatedSchema,
  applicationFieldNames,
  applicationFieldsSchema,
  type CareerSummary,
  careerDetailSchema,
  careerErrorSchema,
  careerIdParamsSchema,
  careerListSchema,
  RESUME_FIELD,
  RESUME_MAX_BYTES,
  resumeMessages,
} from '../../contracts/careers';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { TooLargeError, UnsupportedFileTypeError } from '../domain-errors';
import { HttpError } from '../errors';
import { sendPublicAnswer } from '../http/public-answers';
import { applicationConfirmation } from '../mail/application-confirmation';
import { domainErrorStatus, envelope } from '../plugins/errors';
import {
  assertNotInProcess,
  CareerClosedError,
  type CareerRefusal,
  isCareerRefusal,
  submitApplication,
} from '../services/career-applications';
import { careerSummary, findCareer, listOpenCareers, unknownCareerMessage } from '../services/careers';
import type { RateRule } from '../services/rate-limiter';
import { type StoredResume, storeResume } from '../services/resume-upload';

/** Applications per client address: generous for a person applying to several jobs, tight for a script. */
export const APPLY_RATE_RULE: RateRule = { max: 20, windowMs: 60 * 60 * 1000 };

const publicAccess = { access: 'public' } as const;
const INVALID_FIELDS = 'Some fields are not valid.';

/** 409 and 410 name the job they are about; every other error goes to the errors plugin. */
function careerErrorBody(error: CareerRefusal) {
  return { ...envelope(domainErrorStatus(error), error.message), career: error.career };
}

function sendCareerError(reply: FastifyReply, error: CareerRefusal) {
  return reply.status(domainErrorStatus(error)).send(careerErrorBody(error));
}

function fieldErrors(raw: Record<string, string>, resumeMissing: boolean) {
  const parsed = applicationFieldsSchema.safeParse(raw);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'form'] ??= issue.message;
  }
  if (resumeMissing) errors[RESUME_FIELD] = resumeMessages.missing;
  if (Object.keys(errors).length > 0 || !parsed.success) throw new HttpError(400, INVALID_FIELDS, errors);
  return parsed.data;
}

export const careersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const storage = app.storage.resumes;

  app.get(
    '/api/careers/all',
    { config: publicAccess, schema: { response: { 200: careerListSchema } } },
    (request, reply) =>
      sendPublicAnswer(request, reply, db, 'careers', 'list', async () => ({
        statusCode: 200,
        payload: await listOpenCareers(db),
      })),
  );

  app.get(
    '/api/careers/:id',
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
        if (found.state === 'unknown') throw new HttpError(404, unknownCareerMessage(id));
        if (found.state === 'open') return { statusCode: 200, payload: found.career };
        const closed = new CareerClosedError(found.career, found.status);
        return { statusCode: 410, payload: careerErrorBody(closed) };
      });
    },
  );

  app.post(
    '/api/careers/:id/applications',
    {
      config: publicAccess,
      preHandler: app.rateLimit('apply', APPLY_RATE_RULE),
      schema: {
        params: careerIdParamsSchema,
        response: {
          201: applicationCreatedSchema,
          404: errorEnvelopeSchema,
          409: careerErrorSchema,
          410: careerErrorSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const found = await findCareer(db, app.markdown, request.params.id);
      if (found.state === 'unknown') throw new HttpError(404, unknownCareerMessage(request.params.id));
      if (found.state === 'closed') {
        return sendCareerError(reply, new CareerClosedError(found.career, found.status));
      }
      if (!request.isMultipart()) {
        throw new HttpError(
          415,
          'Send the application as multipart/form-data with the résumé in the "resume" field.',
        );
      }
      const career: CareerSummary = careerSummary(found.career);

      let resume: StoredResume | undefined;
      try {
        const { fields, stored } = await receiveApplication(career);
        resume = stored;
        const applicationId = await submitApplication(db, career, fields, stored);
        // After the commit: the application is safe whatever happens to the e-mail.
        void app.mailer.send(
          applicationConfirmation({ applicant: fields, career, publicUrl: app.config.publicUrl }),
        );
        return reply.status(201).send({ applicationId, career, status: 'APPLIED' as const });
      } catch (error) {
        if (resume) await storage.remove(resume.key);
        if (error instanceof TooLargeError || error instanceof UnsupportedFileTypeError) {
          // The rest of the upload is not wanted: let the connection go rather than read it.
          reply.header('connection', 'close');
        }
        if (isCareerRefusal(error)) return sendCareerError(reply, error);
        throw error;
      }

      /** Reads the parts in order: fields, then the résumé streamed into storage. */
      async function receiveApplication(career: CareerSummary) {
        const raw: Record<string, string> = {};
        let fields: ApplicationFields | undefined;
        let stored: StoredResume | undefined;
        try {
          const parts = request.parts({
            limits: { fileSize: RESUME_MAX_BYTES + 1, files: 2, fields: 20, fieldSize: 2048, parts: 22 },
          });
          for await (const part of parts) {
            if (part.type === 'field') {
              if ((applicationFieldNames as readonly string[]).includes(part.fieldname)) {
                raw[part.fieldname] = String(part.value);
              }
              continue;
            }
            if (part.fieldname !== RESUME_FIELD) {
              throw new HttpError(400, INVALID_FIELDS, {
                [RESUME_FIELD]: `Send the résumé in the "${RESUME_FIELD}" field.`,
              });
            }
            if (stored) {
              throw new HttpError(400, INVALID_FIELDS, { [RESUME_FIELD]: 'Please attach one résumé only.' });
            }
            // The site sends the fields first: a bad or duplicate form is refused before the file is read.
            if (Object.keys(raw).length > 0) {
              fields = fieldErrors(raw, false);
              await assertNotInProcess(db, career, fields);
            }
            stored = await storeResume(storage, part.file, part.filename);
          }
          fields ??= fieldErrors(raw, !stored);
          if (!stored) throw new HttpError(400, INVALID_FIELDS, { [RESUME_FIELD]: resumeMessages.missing });
          return { fields, stored };
        } catch (error) {
          if (stored) await storage.remove(stored.key);
          throw error;
        }
      }
    },
  );
};
