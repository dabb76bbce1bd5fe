// Interviews for staff (docs/decisions/0056): recruiters propose them and list an applicant's; every member of
// staff lists their own ("My interviews") and takes the actions the rules give them on one (recruiters all;
// an interviewer only records how it went: the service says no to the rest, 403 with the reason).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTERVIEWS_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import {
  interviewActionBodySchema,
  interviewActionParamsSchema,
  interviewerChoiceListSchema,
  interviewListQuerySchema,
  interviewListSchema,
  interviewProposalSchema,
  interviewSchema,
} from '../../contracts/interviews';
import { ALL_STAFF, RECRUITING } from '../../contracts/roles';
import { requireUser } from '../plugins/auth';
import { proposeInterview } from '../services/interview-proposal';
import {
  interviewerChoices,
  interviewsOfApplication,
  interviewsOfInterviewer,
} from '../services/interview-reads';
import { staffInterviewAction } from '../services/interviews';

export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const mailing = { mail: app.mail, publicUrl: app.config.publicUrl };
  const errors = {
    400: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
  };

  app.get(
    INTERVIEWS_PATH,
    {
      config: { access: RECRUITING },
      schema: { querystring: interviewListQuerySchema, response: { 200: interviewListSchema, ...errors } },
    },
    async (request) => ({ interviews: await interviewsOfApplication(db, request.query.applicationId) }),
  );

  // Registered before …/:id/:action; a GET there would not match it anyway, but the order reads plainly.
  app.get(
    `${INTERVIEWS_PATH}/mine`,
    { config: { access: ALL_STAFF }, schema: { response: { 200: interviewListSchema } } },
    async (request) => ({ interviews: await interviewsOfInterviewer(db, requireUser(request).id) }),
  );

  // Who "Propose interview" offers: the same people the proposal accepts.
  app.get(
    `${INTERVIEWS_PATH}/interviewers`,
    { config: { access: RECRUITING }, schema: { response: { 200: interviewerChoiceListSchema } } },
    async () => ({ interviewers: await interviewerChoices(db) }),
  );

  app.post(
    INTERVIEWS_PATH,
    {
      config: { access: RECRUITING },
      schema: { body: interviewProposalSchema, response: { 201: interviewSchema, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const proposer = { id: user.id, displayName: user.displayName };
      return reply.status(201).send(await proposeInterview(db, mailing, request.body, proposer));
    },
  );

  app.post(
    `${INTERVIEWS_PATH}/:id/:action`,
    {
      config: { access: ALL_STAFF },
      schema: {
        params: interviewActionParamsSchema,
        body: interviewActionBodySchema.optional(),
        response: { 200: interviewSchema, ...errors },
      },
    },
    (request) => {
      const user = requireUser(request);
      const { id, action } = request.params;
      return staffInterviewAction(db, mailing, id, action, request.body ?? {}, {
        id: user.id,
        role: user.role,
      });
    },
  );
};
