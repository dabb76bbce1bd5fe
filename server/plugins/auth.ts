// Who is calling, and may they? Each request is checked against its route's declared access
// (route-access.ts: every route has one): a bearer token of a live session, and a role the route allows.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../contracts/roles';
import { HttpError } from '../errors';
import { findActiveSession } from '../services/sessions';
import { createTokenService, type TokenService } from '../services/tokens';
import { type Access, OWN_ACCOUNT, rolesAllowed } from './route-access';

export interface AuthUser {
  id: number;
  username: string;
  displayName: string;
  role: Role;
  sessionId: string;
  profileComplete: boolean;
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The signed-in person on routes that need one; null on public routes. */
    user: AuthUser | null;
  }
}

export const SIGN_IN_MESSAGE = 'Please sign in to continue.';
const ENDED_MESSAGE = 'Your session has ended. Please sign in again.';
export const ONE_TIME_PASSWORD_MESSAGE =
  'You signed in with a one-time password. Please set a password of your own on your profile page first.';

function unauthorized(reply: FastifyReply, message: string, tokenGiven: boolean) {
  reply.header('www-authenticate', tokenGiven ? 'Bearer error="invalid_token"' : 'Bearer');
  return new HttpError(401, message);
}

/** The signed-in person, for handlers of routes that allow several roles. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, SIGN_IN_MESSAGE);
  return request.user;
}

function readBearer(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export const authPlugin = fp(
  async function auth(app: FastifyInstance) {
    const tokens = createTokenService(app.config.jwtSecret);
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);

    /** A staff route's check: a bearer token of a live session, with a role the route allows. */
    const check = async (request: FastifyRequest, reply: FastifyReply, access: Access) => {
      const token = readBearer(request);
      if (!token) throw unauthorized(reply, SIGN_IN_MESSAGE, false);
      const claims = await tokens.verify(token);
      const session = claims && (await findActiveSession(app.database.db, claims.sessionId, claims.userId));
      if (!session) throw unauthorized(reply, ENDED_MESSAGE, true);

      request.user = { ...session.user, sessionId: session.sessionId };
      const allowed = rolesAllowed(access);
      if (!allowed.includes(session.user.role)) {
        throw new HttpError(
          403,
          `Your account (${session.user.role}) may not do this; it is for ${allowed.join(' or ')}.`,
        );
      }
      if (session.user.mustChangePassword && access !== OWN_ACCOUNT) {
        throw new HttpError(403, ONE_TIME_PASSWORD_MESSAGE);
      }
    };

    // A callback hook: a public request (every page and public read) settles without a promise
    // (docs/decisions/0054); a staff one waits for the token and session check.
    app.addHook('onRequest', (request, reply, done) => {
      // The not-found handler is no route: it answers unknown paths (404) and the site's pages.
      if (request.is404) return done();
      const access = request.routeOptions.config.access;
      // route-access refuses to register a route without a declaration: none here means a bug, so refuse.
      if (access === undefined)
        return done(new Error(`${request.method} ${request.url} has no declared access`));
      if (access === 'public') return done();
      check(request, reply, access).then(() => done(), done);
    });
  },
  { name: 'auth', dependencies: ['db', 'route-access'] },
);
