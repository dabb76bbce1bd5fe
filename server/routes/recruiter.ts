// Recruiter job management (docs/requirements.md#api-recruiter): the board's reads, the move, the résumé and
// the stage history.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPLICATION_STATUSES_PATH,
  JOB_MANAGEMENT_PATH,
  REJECTION_REASONS_PATH,
  STAGE_MAILS_PATH,
} from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { applicantMailListSchema } from '../../contracts/outgoing-mail';
import {
  applicationIdParamsSchema,
  boardApplicationSchema,
  bulkMoveResultSchema,
  bulkMoveSchema,
  careerIdParamsSchema,
  historySchema,
  moveBodySchema,
  moveQuerySchema,
  moveUndoParamsSchema,
  recentCareerListSchema,
  stageMailParamsSchema,
  statusListSchema,
} from '../../contracts/recruiter';
import { rejectionReasonListSchema } from '../../contracts/rejection-reasons';
import { RECRUITING } from '../../contracts/roles';
import { stageMailOffersSchema } from '../../contracts/stage-mail-templates';
import { HttpError } from '../errors';
import { attachmentDisposition } from '../http/content-disposition';
import { requireUser } from '../plugins/auth';
import { undoMove } from '../services/move-undo';
import { applicantMails, stopStageMail } from '../services/outgoing-mail';
import {
  type AlongsideMove,
  applicationHistory,
  careerApplicationsJson,
  listRecentCareers,
  listStatuses,
  moveApplication,
  moveApplications,
  resumeOf,
} from '../services/pipeline';
import { listRejectionReasons } from '../services/rejection-reasons';
import { queueStageMail } from '../services/stage-mail';
import { activeStageMailSubjects } from '../services/stage-mail-templates';

const NOTE_SENT_TWICE = 'Send the note once, in the request body ({ "note": "…" }), not also in the query.';

export const recruiterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const storage = app.storage.resumes;
  const config = { access: RECRUITING };
  const mailing = {
    mail: app.mail,
    markdown: app.markdown,
    publicUrl: app.config.publicUrl,
    delayMinutes: app.config.stageMailDelayMinutes,
  };
  const undoMinutes = app.config.stageMailDelayMinutes;
  /** The signed-in recruiter, as the board's answers offer them undo of their own moves. */
  const viewer = (request: FastifyRequest) => ({ userId: requireUser(request).id, undoMinutes });
  /** Who moves, as the offer gate knows them (docs/decisions/0058): only an admin may override it. */
  const moverOf = (request: FastifyRequest) => {
    const user = requireUser(request);
    return { userId: user.id, username: user.username, isAdmin: user.role === 'ADMIN' };
  };
  /** What a move does alongside when the recruiter asks to e-mail the candidate. */
  const emailing = (emailCandidate: boolean | undefined): AlongsideMove | undefined =>
    emailCandidate ? (tx, id, to) => queueStageMail(tx, mailing, id, to) : undefined;

  app.get(APPLICATION_STATUSES_PATH, { config, schema: { response: { 200: statusListSchema } } }, () =>
    listStatuses(db),
  );

  // The reasons the board offers when it rejects (docs/decisions/0020).
  app.get(REJECTION_REASONS_PATH, { config, schema: { response: { 200: rejectionReasonListSchema } } }, () =>
    listRejectionReasons(db),
  );

  // What a move can e-mail the candidate (docs/decisions/0021): the board's "E-mail the candidate" and its
  // preview.
  app.get(STAGE_MAILS_PATH, { config, schema: { response: { 200: stageMailOffersSchema } } }, async () => ({
    delayMinutes: app.config.stageMailDelayMinutes,
    templates: await activeStageMailSubjects(db),
  }));

  app.get(
    `${JOB_MANAGEMENT_PATH}/careers/recent`,
    { config, schema: { response: { 200: recentCareerListSchema } } },
    () => listRecentCareers(db),
  );

  app.get(
    `${JOB_MANAGEMENT_PATH}/careers/:careerId/applications`,
    // The answer is built as JSON by the database (see careerApplicationsJson); careerApplicationsSchema
    // describes it and the tests check it against that schema.
    { config, schema: { params: careerIdParamsSchema } },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await careerApplicationsJson(db, request.params.careerId, viewer(request))),
  );

  // The note comes in the query (the required call, docs/requirements.md#api-move) or in the JSON body, as
  // the board sends it so that no request log keeps it (docs/decisions/0042); in both at once it is refused
  // rather than one silently dropped.
  app.post(
    `${JOB_MANAGEMENT_PATH}/applications/:applicationId/move`,
    {
      config,
      schema: {
        params: applicationIdParamsSchema,
        querystring: moveQuerySchema,
        // Fastify hands a request without a body to its validator as null.
        body: moveBodySchema.nullish(),
        response: { 200: boardApplicationSchema },
      },
    },
    (request) => {
      const { query, body } = request;
      if (query.note !== undefined && body?.note !== undefined) {
        throw new HttpError(400, NOTE_SENT_TWICE, { note: 'Send the note in the request body only.' });
      }
      return moveApplication(
        db,
        {
          applicationId: request.params.applicationId,
          toStatusCode: query.toStatusCode,
          note: body?.note ?? query.note,
          reasonId: query.reasonId,
          offerOverrideReason: body?.offerOverrideReason,
          mover: moverOf(request),
          mailing,
          ...viewer(request),
        },
        emailing(query.emailCandidate),
      );
    },
  );

  // Several applicants to one status: each by the single move's rules, in a transaction of its own.
  app.post(
    `${JOB_MANAGEMENT_PATH}/applications/bulk-move`,
    { config, schema: { body: bulkMoveSchema, response: { 200: bulkMoveResultSchema } } },
    // A bulk move carries no override: each applicant without a yes scorecard is refused, and the answer
    // says why (docs/decisions/0058).
    (request) =>
      moveApplications(
        db,
        { ...request.body, ...viewer(request), mover: moverOf(request), mailing },
        emailing(request.body.emailCandidate),
      ),
  );

  // The recruiter takes back their latest move within the e-mail's delay (docs/decisions/0023): "Undo move"
  // on the card.
  app.post(
    `${JOB_MANAGEMENT_PATH}/applications/:applicationId/moves/:historyId/undo`,
    {
      config,
      schema: {
        params: moveUndoParamsSchema,
        response: { 200: boardApplicationSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    (request) => undoMove(db, { ...request.params, userId: requireUser(request).id }, { undoMinutes }),
  );

  // "Don't send" on the card: a stage e-mail still waiting is not sent after all (docs/decisions/0021). Only a
  // queued one can be stopped; otherwise 409 says where it stands (docs/decisions/0040).
  app.post(
    `${JOB_MANAGEMENT_PATH}/mails/:mailId/cancel`,
    {
      config,
      schema: {
        params: stageMailParamsSchema,
        response: {
          204: z.null(),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      await stopStageMail(app.mail, request.params.mailId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${JOB_MANAGEMENT_PATH}/applications/:applicationId/history`,
    { config, schema: { params: applicationIdParamsSchema, response: { 200: historySchema } } },
    (request) => applicationHistory(db, request.params.applicationId),
  );

  // The e-mails sent (or waiting, stopped, failed) about the applicant: shown in their history
  // (docs/decisions/0021).
  app.get(
    `${JOB_MANAGEMENT_PATH}/applications/:applicationId/mails`,
    { config, schema: { params: applicationIdParamsSchema, response: { 200: applicantMailListSchema } } },
    (request) => applicantMails(db, request.params.applicationId),
  );

  app.get(
    `${JOB_MANAGEMENT_PATH}/applications/:applicationId/resume`,
    // Sent as uploaded: PDF and Word files are compressed already, and an unknown type would be guessed at.
    { config, compress: false, schema: { params: applicationIdParamsSchema } },
    async (request, reply) => {
      const resume = await resumeOf(db, request.params.applicationId);
      // Opened before any header is set: a file gone missing is a clear answer, not a broken download.
      const file = await storage.openIfPresent(resume.key);
      if (!file) throw new HttpError(410, 'This applicant’s résumé file is no longer stored.');
      return reply
        .header('content-type', resume.contentType ?? 'application/octet-stream')
        .header(
          'content-disposition',
          attachmentDisposition(resume.filename ?? `resume-${request.params.applicationId}`),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
