import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessionResponseSchema } from '../../contracts/auth';
import { buildApp } from '../../server/app';
import { sessions, users } from '../../server/db/schema';
import { STAFF_PATH_PREFIXES } from '../../server/plugins/route-access';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp({}, (app) => {
  app.get('/api/admin/__probe', { config: { access: ['ADMIN'] } }, async (request) => ({
    user: request.user?.username,
  }));
});
const db = async () => (await getTestDatabase()).db;

const currentUser = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/employee/auth/current-user', headers });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function signedInAs(username = 'asha', role: 'ADMIN' | 'RECRUITER' | 'EMPLOYEE' = 'ADMIN') {
  const user = await createStaff(await db(), { username, role });
  const token = await injectSignIn(ctx.app, username);
  return { user, token, claims: decodeJwt(token) };
}

function expectEnded(res: Awaited<ReturnType<typeof currentUser>>) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({
    error: { code: 'unauthorized', message: 'Your session has ended. Please sign in again.' },
  });
}

describe('bearer tokens', () => {
  it('is an HS256 JWT naming the user and the session, valid for 15 minutes', async () => {
    const { user, token, claims } = await signedInAs();
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
    expect(claims.sub).toBe(String(user.id));
    const [session] = await (await db()).select().from(sessions);
    expect(claims.sid).toBe(session?.id);
    const lifetime = (claims.exp ?? 0) - (claims.iat ?? 0);
    expect(lifetime).toBeGreaterThanOrEqual(15 * 60 - 1);
    expect(lifetime).toBeLessThanOrEqual(15 * 60 + 1);
  });

  it('asks for sign-in when no token is sent', async () => {
    const res = await currentUser();
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.json().error.message).toBe('Please sign in to continue.');
  });

  it('refuses an expired token', async () => {
    const { user, claims } = await signedInAs();
    const expired = await new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('meera-consultancy')
      .setAudience('meera-staff')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 20 * 60)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 5 * 60)
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expectEnded(await currentUser(bearer(expired)));
  });

  it('refuses a token whose session has expired in the database', async () => {
    const { token } = await signedInAs();
    await (await db()).update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expectEnded(await currentUser(bearer(token)));
  });

  it('refuses a token with a changed payload', async () => {
    const { token } = await signedInAs('asha', 'EMPLOYEE');
    const admin = await createStaff(await db(), { username: 'boss', role: 'ADMIN' });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = [header, base64url({ ...claims, sub: String(admin.id) }), signature].join('.');
    expectEnded(await currentUser(bearer(tampered)));
  });

  it('refuses a token signed with another key', async () => {
    const { claims } = await signedInAs();
    const foreign = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-that-is-also-long-enough-42'));
    expectEnded(await currentUser(bearer(foreign)));
  });

  it('refuses alg none and any algorithm but HS256, even with the right key', async () => {
    const { claims } = await signedInAs();
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    expectEnded(await currentUser(bearer(unsigned)));
    const hs512 = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expectEnded(await currentUser(bearer(hs512)));
  });

  it('refuses the token of a person whose account was switched off', async () => {
    const { user, token } = await signedInAs();
    await (await db()).update(users).set({ active: false }).where(eq(users.id, user.id));
    expectEnded(await currentUser(bearer(token)));
  });

  it('refuses garbage in the Authorization header', async () => {
    expectEnded(await currentUser({ authorization: 'Bearer not.a.jwt' }));
    expect((await currentUser({ authorization: 'Basic YWRtaW46YWRtaW4=' })).statusCode).toBe(401);
  });
});

describe('POST /employee/auth/logout', () => {
  it('revokes the session: the token is refused afterwards', async () => {
    const { token } = await signedInAs();
    expect((await currentUser(bearer(token))).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/employee/auth/logout',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(204);
    const [session] = await (await db()).select().from(sessions);
    expect(session?.revokedAt).toBeInstanceOf(Date);
    expectEnded(await currentUser(bearer(token)));
  });

  it('leaves the person’s other sessions signed in', async () => {
    const { token } = await signedInAs();
    const other = await injectSignIn(ctx.app, 'asha');
    await ctx.app.inject({ method: 'POST', url: '/employee/auth/logout', headers: bearer(token) });
    expect((await currentUser(bearer(other))).statusCode).toBe(200);
  });

  it('is open to every role', async () => {
    for (const role of ['ADMIN', 'RECRUITER', 'EMPLOYEE'] as const) {
      const { token } = await signedInAs(role.toLowerCase(), role);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/employee/auth/logout',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(204);
    }
  });
});

describe('GET /employee/auth/current-user', () => {
  it('answers the user and a renewed token for the same session', async () => {
    const { user, token, claims } = await signedInAs('asha', 'EMPLOYEE');
    // The session is about to run out, as when the keep-alive fires.
    const soon = new Date(Date.now() + 60_000);
    await (await db()).update(sessions).set({ expiresAt: soon });

    const res = await currentUser(bearer(token));
    expect(res.statusCode).toBe(200);
    const body = sessionResponseSchema.parse(res.json());
    expect(body.user).toMatchObject({ id: user.id, username: 'asha', role: 'EMPLOYEE' });
    const renewed = decodeJwt(body.token);
    expect(renewed.sid).toBe(claims.sid);
    expect((renewed.exp ?? 0) * 1000).toBeGreaterThan(Date.now() + 14 * 60_000);

    const [session] = await (await db()).select().from(sessions);
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect((await currentUser(bearer(body.token))).statusCode).toBe(200);
    // Only one session: renewal never opens a new one.
    expect(await (await db()).select().from(sessions)).toHaveLength(1);
  });
});

describe('roles', () => {
  it('answers 403 to a valid token of a role the route does not list', async () => {
    const { token } = await signedInAs('rec', 'RECRUITER');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/__probe', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('lets a listed role through with request.user set', async () => {
    const { token } = await signedInAs('boss', 'ADMIN');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/__probe', headers: bearer(token) });
    expect(res.json()).toEqual({ user: 'boss' });
  });

  it('answers 401, not 403, when the token is missing', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/__probe' })).statusCode).toBe(401);
  });

  it('keeps every route’s access in app.accessTable, none public on a staff path', () => {
    const table = ctx.app.accessTable;
    const find = (method: string, url: string) => table.find((e) => e.method === method && e.url === url);
    expect(find('POST', '/auth/authenticate')?.access).toBe('public');
    expect(find('GET', '/api/health')?.access).toBe('public');
    expect(find('POST', '/employee/auth/logout')?.access).toBe('own-account');
    expect(find('GET', '/api/admin/__probe')?.access).toEqual(['ADMIN']);
    const staff = table.filter((e) => STAFF_PATH_PREFIXES.some((prefix) => e.url.startsWith(prefix)));
    expect(staff.length).toBeGreaterThan(0);
    for (const entry of staff) expect(entry.access, `${entry.method} ${entry.url}`).not.toBe('public');
  });

  it('refuses to register a staff route that does not list its roles', async () => {
    const app = await buildApp(ctx.config, { database: await getTestDatabase(), logger: false });
    try {
      expect(() => app.get('/api/admin/forgotten', async () => ({}))).toThrow(/declares no access/);
      expect(() =>
        app.get('/api/recruiter/too-open', { config: { access: 'public' } }, async () => ({})),
      ).toThrow(/declare the roles/);
      expect(() => app.get('/api/admin/nobody', { config: { access: [] } }, async () => ({}))).toThrow(
        /non-empty list/,
      );
    } finally {
      await app.close();
    }
  });
});
