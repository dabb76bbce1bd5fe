// Sign-in, sign-out and the keep-alive (docs/requirements.md#api-session): POST /auth/authenticate, POST
// /employee/auth/logout, GET /employee/auth/current-user (answers the user and a renewed token for the same
// session).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTHENTICATE_PATH, CURRENT_USER_PATH, LOGOUT_PATH } from '../../contracts/api-paths';
import { sessionResponseSchema, signInRequestSchema, WRONG_CREDENTIALS_MESSAGE } from '../../contracts/auth';
import { HttpError } from '../errors';
import { requireUser, SIGN_IN_MESSAGE } from '../plugins/auth';
import { tooManyRequests } from '../plugins/rate-limit';
import { OWN_ACCOUNT } from '../plugins/route-access';
import { signIn, toSessionUser } from '../services/auth';
import { renewSession, revokeSession } from '../services/sessions';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AUTHENTICATE_PATH,
    {
      config: { access: 'public' },
      schema: { body: signInRequestSchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const result = await signIn(
        { db: app.database.db, tokens: app.tokens, limiter: app.rateLimiter },
        { ...request.body, address: request.ip },
      );
      switch (result.outcome) {
        case 'signed-in':
          return result.session;
        case 'throttled':
          throw tooManyRequests(reply, result.retryAfterSeconds);
        case 'inactive':
          throw new HttpError(403, 'This account has been switched off. Please ask an administrator.');
        default:
          throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
      }
    },
  );

  app.post(LOGOUT_PATH, { config: { access: OWN_ACCOUNT } }, async (request, reply) => {
    await revokeSession(app.database.db, requireUser(request).sessionId);
    return reply.status(204).send();
  });

  app.get(
    CURRENT_USER_PATH,
    { config: { access: OWN_ACCOUNT }, schema: { response: { 200: sessionResponseSchema } } },
    async (request) => {
      const user = requireUser(request);
      const expiresAt = await renewSession(app.database.db, user.sessionId);
      // Kept alive up to its absolute end (docs/decisions/0011): from then on, only a new sign-in.
      if (expiresAt.getTime() <= Date.now()) throw new HttpError(401, SIGN_IN_MESSAGE);
      const token = await app.tokens.sign({ userId: user.id, sessionId: user.sessionId }, expiresAt);
      return { token, user: toSessionUser(user) };
    },
  );
};
