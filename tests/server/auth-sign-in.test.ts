import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionResponseSchema, WRONG_CREDENTIALS_MESSAGE } from '../../contracts/auth';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { sessions, users } from '../../server/db/schema';
import { SIGN_IN_LIMITS } from '../../server/services/auth';
import { createStaff, STAFF_PASSWORD } from '../support/server/auth';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const db = async () => (await getTestDatabase()).db;

function authenticate(username: string, password: string, remoteAddress = '203.0.113.7') {
  return ctx.app.inject({
    method: 'POST',
    url: '/auth/authenticate',
    payload: { username, password },
    remoteAddress,
  });
}

describe('POST /auth/authenticate', () => {
  it('answers a token and the user for the right password', async () => {
    const user = await createStaff(await db(), {
      username: 'asha',
      role: 'RECRUITER',
      displayName: 'Asha Rao',
    });
    const res = await authenticate('asha', STAFF_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = sessionResponseSchema.parse(res.json());
    expect(body.user).toEqual({
      id: user.id,
      username: 'asha',
      displayName: 'Asha Rao',
      role: 'RECRUITER',
      profileComplete: true,
      mustChangePassword: false,
    });
    expect(body.token.split('.')).toHaveLength(3);
    // One session row per sign-in.
    expect(await (await db()).select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    await createStaff(await db(), { username: 'asha', role: 'ADMIN' });
    expect((await authenticate('  ASHA ', STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it('gives the same 401 answer for a wrong password and an unknown username', async () => {
    await createStaff(await db(), { username: 'asha', role: 'ADMIN' });
    const wrongPassword = await authenticate('asha', 'not-the-password');
    const unknownUser = await authenticate('nobody', STAFF_PASSWORD);
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.statusCode).toBe(401);
      expect(errorEnvelopeSchema.parse(res.json()).error).toEqual({
        code: 'unauthorized',
        message: WRONG_CREDENTIALS_MESSAGE,
      });
    }
    expect(wrongPassword.body).toBe(unknownUser.body);
    expect(await (await db()).select().from(sessions)).toHaveLength(0);
  });

  it('refuses an empty username or password with field messages and no session', async () => {
    const res = await authenticate('  ', '');
    expect(res.statusCode).toBe(400);
    const { fields } = errorEnvelopeSchema.parse(res.json()).error;
    expect(fields).toEqual({
      username: 'Please enter your username.',
      password: 'Please enter your password.',
    });
  });

  it('refuses a switched-off account even with the right password', async () => {
    await createStaff(await db(), { username: 'gone', role: 'EMPLOYEE', active: false });
    const res = await authenticate('gone', STAFF_PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/switched off/);
    // A wrong password for that account still gets the generic answer: nothing is revealed.
    expect((await authenticate('gone', 'guess-guess')).json().error.message).toBe(WRONG_CREDENTIALS_MESSAGE);
  });

  it('never stores the password itself', async () => {
    await createStaff(await db(), { username: 'asha', role: 'ADMIN' });
    const [row] = await (await db()).select().from(users);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(STAFF_PASSWORD);
  });
});

describe('repeated failed sign-ins', () => {
  const max = SIGN_IN_LIMITS.perPair.max;

  it(`refuses a username from one address with 429 and Retry-After after ${max} failures, even with the right password`, async () => {
    await createStaff(await db(), { username: 'asha', role: 'ADMIN' });
    const codes: number[] = [];
    for (let i = 0; i < max; i++) codes.push((await authenticate('asha', `wrong-${i}`)).statusCode);
    expect(codes).toEqual(Array(max).fill(401));

    const refused = await authenticate('asha', STAFF_PASSWORD);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.json().error.code).toBe('rate_limited');
    // The limit is per username: another account from elsewhere is unaffected.
    await createStaff(await db(), { username: 'ravi', role: 'ADMIN' });
    expect((await authenticate('ravi', STAFF_PASSWORD, '198.51.100.1')).statusCode).toBe(200);
  });

  it('answers later failures more slowly before refusing them', async () => {
    await createStaff(await db(), { username: 'asha', role: 'ADMIN' });
    for (let i = 0; i < SIGN_IN_LIMITS.slowAfter; i++) await authenticate('asha', `wrong-${i}`);
    const started = Date.now();
    const res = await authenticate('asha', 'wrong-again');
    expect(res.statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SIGN_IN_LIMITS.slowStepMs - 20);
  });

  it('forgets earlier failures of a username after a successful sign-in', async () => {
    await createStaff(await db(), { username: 'asha', role: 'ADMIN' });
    for (let i = 0; i < max - 1; i++) await authenticate('asha', `wrong-${i}`);
    expect((await authenticate('asha', STAFF_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < max - 1; i++) await authenticate('asha', `wrong-${i}`);
    expect((await authenticate('asha', STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it(`refuses an address after ${SIGN_IN_LIMITS.perAddress.max} failures across usernames`, async () => {
    await createStaff(await db(), { username: 'asha', role: 'ADMIN' });
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.max; i++) {
      expect((await authenticate(`guess-${i}`, 'wrong-password', '192.0.2.50')).statusCode).toBe(401);
    }
    const refused = await authenticate('asha', STAFF_PASSWORD, '192.0.2.50');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Successful sign-ins are not failures: another address signs in as often as it likes.
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress.max + 2; i++) {
      expect((await authenticate('asha', STAFF_PASSWORD, '192.0.2.51')).statusCode).toBe(200);
    }
  });
});
