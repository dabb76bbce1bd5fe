// The role matrix, read from the app's own route table: every staff endpoint is tried anonymously, as
// each role and with every kind of bad token. A new endpoint is covered the moment it is registered.
import Fastify, { type InjectOptions } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { LOGOUT_PATH } from '../../contracts/api-paths';
import { type Role, roles } from '../../contracts/roles';
import { buildApp } from '../../server/app';
import { ONE_TIME_PASSWORD_MESSAGE } from '../../server/plugins/auth';
import {
  type Access,
  type AccessEntry,
  OWN_ACCOUNT,
  rolesAllowed,
  routeAccessPlugin,
  STAFF_PATH_PREFIXES,
} from '../../server/plugins/route-access';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();

const staffRoutes = () => ctx.app.accessTable.filter((entry) => entry.access !== 'public');

/** 'public', OWN_ACCOUNT or a non-empty list of known roles: anything else is no declaration. */
const isDeclared = (access: Access | undefined) =>
  access === 'public' ||
  access === OWN_ACCOUNT ||
  (Array.isArray(access) && access.length > 0 && access.every((role) => roles.includes(role)));

/** Path parameters become an id that does not exist: a real role then meets 404, never 401/403. */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');

function requestFor(entry: AccessEntry, token?: string): InjectOptions {
  const method = entry.method as InjectOptions['method'];
  return {
    method,
    url: concreteUrl(entry.url),
    headers: token === undefined ? {} : bearer(token),
    ...(entry.method === 'GET' || entry.method === 'DELETE' ? {} : { payload: {} }),
  };
}

const describeEntry = (entry: AccessEntry) => `${entry.method} ${entry.url}`;

/** Signs a token with `secret` and the claims the server issues, `exp` given in seconds. */
function forge(secret: string, claims: { sub: string; sid: string; exp: number }) {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer('meera-consultancy')
    .setAudience('meera-staff')
    .setIssuedAt()
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(secret));
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function signInEveryRole(): Promise<Record<Role, string>> {
  const db = (await getTestDatabase()).db;
  const tokens = {} as Record<Role, string>;
  for (const role of roles) {
    await createStaff(db, { username: role.toLowerCase(), role });
    tokens[role] = await injectSignIn(ctx.app, role.toLowerCase());
  }
  return tokens;
}

describe('the route table', () => {
  it('has a declaration for every route, plugins’ own routes included, and staff routes to test', () => {
    const undeclared = ctx.app.accessTable.filter((entry) => !isDeclared(entry.access)).map(describeEntry);
    expect(undeclared).toEqual([]);
    const staffPath = (url: string) => STAFF_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));
    const publicStaffPaths = ctx.app.accessTable
      .filter((entry) => staffPath(entry.url) && entry.access === 'public')
      .map(describeEntry);
    expect(publicStaffPaths).toEqual([]);
    const find = (method: string, url: string) =>
      ctx.app.accessTable.find((entry) => entry.method === method && entry.url === url)?.access;
    // @fastify/cors's own preflight route, declared by the app.
    expect(find('OPTIONS', '*')).toBe('public');
    expect(find('GET', '/api/health')).toBe('public');
    expect(staffRoutes().length).toBeGreaterThan(10);
  });

  it('refuses to register a route that declares no access, naming it', async () => {
    const app = await buildApp(ctx.config, { database: await getTestDatabase(), logger: false });
    try {
      expect(() => app.get('/api/__no-access-probe', async () => 'open to all')).toThrow(
        "GET /api/__no-access-probe declares no access: give it one of config: { access: 'public' }, " +
          "config: { access: 'own-account' }, config: { access: [roles] }.",
      );
      expect(app.accessTable.some((entry) => entry.url === '/api/__no-access-probe')).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('refuses to start with a staff route that declares no roles', async () => {
    const app = Fastify({ logger: false });
    await app.register(routeAccessPlugin);
    const registering = (async () => {
      await app.register(async (scope) => {
        scope.get('/api/admin/forgotten', { config: { access: 'public' } }, async () => 'open to all');
      });
      await app.ready();
    })();
    await expect(registering).rejects.toThrow(
      /GET \/api\/admin\/forgotten is a staff path: declare the roles/,
    );
    await app.close().catch(() => {});
  });
});

describe('every staff endpoint', () => {
  it('answers 401 to anonymous callers, HEAD included', async () => {
    const wrong: string[] = [];
    for (const entry of staffRoutes()) {
      const res = await ctx.app.inject(requestFor(entry));
      if (res.statusCode !== 401) wrong.push(`${describeEntry(entry)} → ${res.statusCode}`);
      if (entry.method === 'GET') {
        const head = await ctx.app.inject({ ...requestFor(entry), method: 'HEAD' });
        if (head.statusCode !== 401) wrong.push(`HEAD ${entry.url} → ${head.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets in exactly the declared roles: others get 403', async () => {
    const tokens = await signInEveryRole();
    const wrong: string[] = [];
    // Sign-out ends the session it is called with, so it comes last.
    const ordered = [...staffRoutes()].sort(
      (a, b) => Number(a.url === LOGOUT_PATH) - Number(b.url === LOGOUT_PATH),
    );
    for (const entry of ordered) {
      for (const role of roles) {
        const res = await ctx.app.inject(requestFor(entry, tokens[role]));
        const allowed = rolesAllowed(entry.access).includes(role);
        const ok = allowed ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === 403;
        if (!ok) wrong.push(`${role} ${describeEntry(entry)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets someone with a one-time password reach only their own account until they replace it', async () => {
    const db = (await getTestDatabase()).db;
    const wrong: string[] = [];
    for (const role of roles) {
      const username = `new-${role.toLowerCase()}`;
      await createStaff(db, { username, role, mustChangePassword: true });
      const token = await injectSignIn(ctx.app, username);
      const ordered = [...staffRoutes()].sort(
        (a, b) => Number(a.url === LOGOUT_PATH) - Number(b.url === LOGOUT_PATH),
      );
      for (const entry of ordered) {
        const res = await ctx.app.inject(requestFor(entry, token));
        const open = entry.access === OWN_ACCOUNT;
        const ok = open
          ? res.statusCode !== 401 && res.statusCode !== 403
          : res.statusCode === 403 &&
            (!rolesAllowed(entry.access).includes(role) ||
              res.json().error.message === ONE_TIME_PASSWORD_MESSAGE);
        if (!ok) wrong.push(`${role} ${describeEntry(entry)} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    // Exactly the own account's routes are open: profile, password, sign-out and keep-alive.
    expect(
      ctx.app.accessTable
        .filter((entry) => entry.access === OWN_ACCOUNT)
        .map(describeEntry)
        .sort(),
    ).toEqual([
      'GET /api/profile',
      'GET /employee/auth/current-user',
      'POST /api/profile/password',
      'POST /employee/auth/logout',
      'PUT /api/profile',
    ]);
  });

  it('answers 401 to expired, revoked, altered, foreign-key and unsigned tokens', async () => {
    const tokens = await signInEveryRole();
    const { sub, sid } = decodeJwt(tokens.EMPLOYEE) as { sub: string; sid: string };
    const adminId = decodeJwt(tokens.ADMIN).sub as string;
    const inAnHour = Math.floor(Date.now() / 1000) + 3600;
    const [header, , signature] = tokens.EMPLOYEE.split('.');
    const payload = decodeJwt(tokens.EMPLOYEE);

    // The admin signs out: that session's token must be worthless from then on.
    const revoked = tokens.ADMIN;
    expect(
      (await ctx.app.inject({ method: 'POST', url: LOGOUT_PATH, headers: bearer(revoked) })).statusCode,
    ).toBeLessThan(300);

    const bad: Record<string, string> = {
      expired: await forge(ctx.config.jwtSecret, { sub, sid, exp: Math.floor(Date.now() / 1000) - 60 }),
      revoked,
      'altered payload (employee claims to be the admin)': `${header}.${base64url({ ...payload, sub: adminId })}.${signature}`,
      'signed with another key': await forge('another-secret-that-is-long-enough-0123456789', {
        sub,
        sid,
        exp: inAnHour,
      }),
      'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...payload, exp: inAnHour })}.`,
      'alg none with the real signature': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.${signature}`,
      garbage: 'not.a.token',
    };
    const wrong: string[] = [];
    for (const entry of staffRoutes()) {
      for (const [kind, token] of Object.entries(bad)) {
        const res = await ctx.app.inject(requestFor(entry, token));
        if (res.statusCode !== 401) wrong.push(`${kind}: ${describeEntry(entry)} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    // The genuine employee token still works: the 401s above are about the tokens, not a broken server.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(tokens.EMPLOYEE) });
    expect(me.statusCode).toBe(200);
  });
});
