// The signed-in person's own profile and password: GET/PUT /api/profile, POST /api/profile/password.
// OWN_ACCOUNT: open also to someone who must still replace a one-time password (here is where they do).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PASSWORD_PATH, PROFILE_PATH } from '../../contracts/api-paths';
import { passwordChangeSchema, profileSchema, profileUpdateSchema } from '../../contracts/auth';
import { requireUser } from '../plugins/auth';
import { OWN_ACCOUNT } from '../plugins/route-access';
import { changePassword, getProfile, updateProfile } from '../services/profile';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    PROFILE_PATH,
    { config: { access: OWN_ACCOUNT }, schema: { response: { 200: profileSchema } } },
    async (request) => getProfile(db, requireUser(request).id),
  );

  app.put(
    PROFILE_PATH,
    {
      config: { access: OWN_ACCOUNT },
      schema: { body: profileUpdateSchema, response: { 200: profileSchema } },
    },
    async (request) => updateProfile(db, requireUser(request).id, request.body),
  );

  app.post(
    PASSWORD_PATH,
    {
      config: { access: OWN_ACCOUNT },
      schema: { body: passwordChangeSchema },
      // Guessing the current password through this form is limited like the sign-in.
      preHandler: app.rateLimit('password-change', { max: 5, windowMs: 15 * 60 * 1000 }, (request) =>
        String(request.user?.id),
      ),
    },
    async (request, reply) => {
      const user = requireUser(request);
      await changePassword(db, { userId: user.id, sessionId: user.sessionId }, request.body);
      return reply.status(204).send();
    },
  );
};
