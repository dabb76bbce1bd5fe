// Who is calling, and may they? Every route declares `config.access`: 'public' or the roles it allows.
// The declarations are collected in app.accessTable (one place a test can read), a staff path without
// a role list fails at registration, and every request is checked against its route's declaration.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../contracts/roles';
import { roles } from '../../contracts/roles';
import { HttpError } from '../errors';
import { findActiveSession } from '../services/sessions';
import { createTokenService, type TokenService } from '../services/tokens';

export type Access = 'public' | readonly Role[];

export interface AuthUser {
  id: number;
  username: string;
  displayName: string;
  role: Role;
  sessionId: string;
  profileComplete: boolean;
}

export interface AccessEntry {
  method: string;
  url: string;
  access: Access;
  /** False when the route said nothing (allowed only outside the staff paths, and then public). */
  declared: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public', or the roles allowed to call this route. Required under the staff paths. */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route's method, url and access, in registration order. */
    accessTable: AccessEntry[];
    tokens: TokenService;
  }
  interface FastifyRequest {
    /** The signed-in person on routes that need one; null on public routes. */
    user: AuthUser | null;
  }
}

/** Paths whose routes must list the roles they allow. */
export const STAFF_PATH_PREFIXES = ['/api/admin/', '/api/recruiter/', '/employee/', '/api/applications/'];

export const ALL_STAFF: readonly Role[] = roles;

const SIGN_IN_MESSAGE = 'Please sign in to continue.';
const ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

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

function checkDeclaration(method: string, url: string, access: Access | undefined) {
  const staffPath = STAFF_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));
  if (access === undefined || access === 'public') {
    if (staffPath) {
      throw new Error(
        `${method} ${url} is a staff path: declare the roles it allows with config: { access: [...] }.`,
      );
    }
    return;
  }
  if (!Array.isArray(access) || access.length === 0 || access.some((role) => !roles.includes(role))) {
    throw new Error(
      `${method} ${url}: config.access must be 'public' or a non-empty list of ${roles.join(', ')}.`,
    );
  }
}

export const authPlugin = fp(
  async function auth(app: FastifyInstance) {
    const tokens = createTokenService(app.config.jwtSecret);
    app.decorate('tokens', tokens);
    app.decorate('accessTable', [] as AccessEntry[]);
    app.decorateRequest('user', null);

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      const access = route.config?.access;
      for (const method of methods) {
        checkDeclaration(method, route.url, access);
        app.accessTable.push({ method, url: route.url, access: access ?? 'public', declared: !!access });
      }
    });

    app.addHook('onRequest', async (request, reply) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return;

      const token = readBearer(request);
      if (!token) throw unauthorized(reply, SIGN_IN_MESSAGE, false);
      const claims = await tokens.verify(token);
      const session = claims && (await findActiveSession(app.database.db, claims.sessionId, claims.userId));
      if (!session) throw unauthorized(reply, ENDED_MESSAGE, true);

      request.user = { ...session.user, sessionId: session.sessionId };
      if (!access.includes(session.user.role)) {
        throw new HttpError(
          403,
          `Your account (${session.user.role}) may not do this; it is for ${access.join(' or ')}.`,
        );
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
