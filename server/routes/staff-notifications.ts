// Careers the signed-in recruiter follows and when their digest goes (issue 61.4, docs/decisions/0050):
// GET /api/recruiter/following, PUT and DELETE …/following/:careerId, GET and PUT
// /api/recruiter/preferences/digest. Always the caller's own rows: no user id is taken.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DIGEST_SETTINGS_PATH, FOLLOWING_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { RECRUITING } from '../../contracts/roles';
import {
  digestSettingsInputSchema,
  digestSettingsSchema,
  followedCareerSchema,
  followInputSchema,
  followingSchema,
  followParamsSchema,
} from '../../contracts/staff-notifications';
import { applicantDigestsPlugin } from '../plugins/applicant-digests';
import { requireUser } from '../plugins/auth';
import {
  digestSettings,
  listFollowing,
  saveDigestSettings,
  setFollow,
  unfollow,
} from '../services/career-follows';

export const staffNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The digests' clock lives with the feature it serves (app.ts registers this plugin only).
  await app.register(applicantDigestsPlugin);

  const { db } = app.database;
  // Those who see applicants hear of them.
  const config = { access: RECRUITING };
  const errors = { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema };

  app.get(FOLLOWING_PATH, { config, schema: { response: { 200: followingSchema } } }, (request) =>
    listFollowing(db, requireUser(request).id),
  );

  app.put(
    `${FOLLOWING_PATH}/:careerId`,
    {
      config,
      schema: {
        params: followParamsSchema,
        body: followInputSchema,
        response: { 200: followedCareerSchema, ...errors },
      },
    },
    (request) => setFollow(db, requireUser(request).id, request.params.careerId, request.body.delivery),
  );

  app.delete(
    `${FOLLOWING_PATH}/:careerId`,
    { config, schema: { params: followParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await unfollow(db, requireUser(request).id, request.params.careerId);
      return reply.status(204).send(null);
    },
  );

  app.get(DIGEST_SETTINGS_PATH, { config, schema: { response: { 200: digestSettingsSchema } } }, (request) =>
    digestSettings(db, requireUser(request).id),
  );

  app.put(
    DIGEST_SETTINGS_PATH,
    {
      config,
      schema: {
        body: digestSettingsInputSchema,
        response: { 200: digestSettingsSchema, 400: errorEnvelopeSchema },
      },
    },
    (request) => saveDigestSettings(db, requireUser(request).id, request.body),
  );
};
