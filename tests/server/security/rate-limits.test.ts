// Bursts sent all at once against every rate limit: at most the limit is ever let through (and, for the
// sign-in, ever checked against the password), whatever the concurrency (docs/decisions/0011).
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_TIMEOUTS } from '../../../server/config';
import { APPLY_RATE_RULE } from '../../../server/routes/careers';
import { CONTACT_RATE_RULE } from '../../../server/routes/contact';
import { SIGN_IN_LIMITS, signIn } from '../../../server/services/auth';
import { verifyPassword } from '../../../server/services/passwords';
import {
  createDbRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../../../server/services/rate-limiter';
import { createStaff, injectSignIn, STAFF_PASSWORD } from '../../support/server/auth';
import { insertCareer, multipart, validApplicant } from '../../support/server/careers-fixtures';
import { pdfResume } from '../../support/server/resume-files';
import { setupTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

// Uploads at once per address are limited too (request-deadlines.ts): lifted here so the apply limit is what answers.
const ctx = setupTestApp({ requestTimeouts: { ...DEFAULT_REQUEST_TIMEOUTS, uploadsPerAddress: 100 } });
const db = async () => (await getTestDatabase()).db;

const authenticate = (username: string, password: string, remoteAddress = '203.0.113.7') =>
  ctx.app.inject({
    method: 'POST',
    url: '/auth/authenticate',
    payload: { username, password },
    remoteAddress,
  });

function statusCounts(codes: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const code of codes) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

describe('concurrent sign-ins', () => {
  it('checks at most 5 passwords of 40 sent at once for one username, the right 40th included', async () => {
    await createStaff(await db(), { username: 'employee', role: 'EMPLOYEE' });
    let checks = 0;
    const countingVerify: typeof verifyPassword = (password, stored) => {
      checks += 1;
      return verifyPassword(password, stored);
    };
    const deps = {
      db: await db(),
      tokens: ctx.app.tokens,
      limiter: ctx.app.rateLimiter,
      verify: countingVerify,
    };
    const attempts = Array.from({ length: 40 }, (_, i) => (i === 39 ? STAFF_PASSWORD : `guess-${i}`));
    const results = await Promise.all(
      attempts.map((password) => signIn(deps, { username: 'employee', password, address: '198.51.100.9' })),
    );
    expect(checks).toBeLessThanOrEqual(SIGN_IN_LIMITS.perPair.max);
    expect(results.filter((r) => r.outcome === 'throttled').length).toBeGreaterThanOrEqual(
      40 - SIGN_IN_LIMITS.perPair.max,
    );
  });

  it('answers 429 to all but 5 of 40 concurrent requests, and the right password among them does not sign in', async () => {
    await createStaff(await db(), { username: 'employee', role: 'EMPLOYEE' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        authenticate('employee', i === 39 ? STAFF_PASSWORD : `guess-${i}`),
      ),
    );
    const counts = statusCounts(answers.map((a) => a.statusCode));
    expect((counts[401] ?? 0) + (counts[200] ?? 0)).toBeLessThanOrEqual(SIGN_IN_LIMITS.perPair.max);
    expect(counts[429]).toBeGreaterThanOrEqual(40 - SIGN_IN_LIMITS.perPair.max);
  });

  it('checks at most 20 of 60 unknown usernames sent at once from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => authenticate(`nobody-${i}`, 'wrong-password', '192.0.2.60')),
    );
    const counts = statusCounts(answers.map((a) => a.statusCode));
    expect(counts[401] ?? 0).toBeLessThanOrEqual(SIGN_IN_LIMITS.perAddress.max);
    expect(counts[429]).toBeGreaterThanOrEqual(60 - SIGN_IN_LIMITS.perAddress.max);
  });

  it('lets the owner in from another address while a guesser is refused', async () => {
    await createStaff(await db(), { username: 'asha', role: 'ADMIN' });
    for (let i = 0; i < SIGN_IN_LIMITS.perPair.max; i++)
      await authenticate('asha', `wrong-${i}`, '192.0.2.1');
    expect((await authenticate('asha', STAFF_PASSWORD, '192.0.2.1')).statusCode).toBe(429);
    expect((await authenticate('asha', STAFF_PASSWORD, '198.51.100.2')).statusCode).toBe(200);
  });

  it('past the username ceiling, checks only an address that has not tried that username yet', async () => {
    await createStaff(await db(), { username: 'asha', role: 'ADMIN' });
    // The ceiling reached from many addresses, a few guesses each, all at once.
    const perAddress = SIGN_IN_LIMITS.perPair.max;
    const addresses = Math.ceil(SIGN_IN_LIMITS.perUsername.max / perAddress);
    await Promise.all(
      Array.from({ length: addresses * perAddress }, (_, i) =>
        authenticate('asha', `wrong-${i}`, `10.0.${Math.floor(i / perAddress)}.1`),
      ),
    );
    // An address that already tried once is refused; one that never tried gets its one check.
    await authenticate('asha', 'wrong-again', '10.9.9.1');
    expect((await authenticate('asha', STAFF_PASSWORD, '10.9.9.1')).statusCode).toBe(429);
    expect((await authenticate('asha', STAFF_PASSWORD, '10.9.9.2')).statusCode).toBe(200);
  });
});

describe('concurrent requests against the other limits', () => {
  it(`takes at most ${APPLY_RATE_RULE.max} applications of 25 sent at once from one address`, async () => {
    const career = await insertCareer();
    const answers = await Promise.all(
      Array.from({ length: 25 }, async (_, i) => {
        const body = await multipart(
          {
            ...validApplicant,
            email: `applicant${i}@example.com`,
            mobile: `+91 98765 4${String(i).padStart(4, '0')}`,
          },
          { name: 'cv.pdf', content: pdfResume(), type: 'application/pdf' },
        );
        return ctx.app.inject({
          method: 'POST',
          url: `/api/careers/${career.id}/applications`,
          remoteAddress: '192.0.2.80',
          ...body,
        });
      }),
    );
    const counts = statusCounts(answers.map((a) => a.statusCode));
    expect(counts).toEqual({ 201: APPLY_RATE_RULE.max, 429: 25 - APPLY_RATE_RULE.max });
  });

  it(`takes at most ${CONTACT_RATE_RULE.max} contact messages of 15 sent at once`, async () => {
    const message = {
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '+91 98765 43210',
      service: 'Website Design',
      state: 'Telangana',
      city: 'Hyderabad',
      message: 'We would like a new website for our firm, please get in touch.',
    };
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: message,
          remoteAddress: '192.0.2.70',
        }),
      ),
    );
    const counts = statusCounts(answers.map((a) => a.statusCode));
    expect(counts[201] ?? 0).toBeLessThanOrEqual(CONTACT_RATE_RULE.max);
    expect(counts[429]).toBeGreaterThanOrEqual(15 - CONTACT_RATE_RULE.max);
  });

  it('checks at most 5 current passwords of 20 password changes sent at once', async () => {
    await createStaff(await db(), { username: 'asha', role: 'ADMIN' });
    const token = await injectSignIn(ctx.app, 'asha');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/profile/password',
          headers: { authorization: `Bearer ${token}` },
          payload: { currentPassword: `guess-${i}`, newPassword: 'A-new-password-2026' },
        }),
      ),
    );
    const counts = statusCounts(answers.map((a) => a.statusCode));
    expect(counts[429]).toBeGreaterThanOrEqual(15);
    expect(counts[204]).toBeUndefined();
  });
});

describe('counters under concurrency', () => {
  async function exercise(limiter: RateLimiter, key: string) {
    const rule = { max: 5, windowMs: 60_000 };
    const decisions = await Promise.all(Array.from({ length: 30 }, () => limiter.hit(key, rule)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    // Giving attempts back never goes below zero, and keeps the window.
    await Promise.all(Array.from({ length: 40 }, () => limiter.release(key)));
    const next = await limiter.hit(key, rule);
    expect(next).toMatchObject({ allowed: true, remaining: 4 });
    expect(next.retryAfterSeconds).toBeLessThanOrEqual(60);
  }

  it('counts atomically in the database', async () => {
    await exercise(createDbRateLimiter(await db()), 'burst-db');
  });

  const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit().catch(() => undefined));

  it('counts atomically in Redis', async () => {
    await redis.connect();
    const key = `burst-${process.pid}-${Date.now()}`;
    await exercise(createRedisRateLimiter(redis, 'meera:test:'), key);
    await redis.del(`meera:test:${key}`);
  });
});
