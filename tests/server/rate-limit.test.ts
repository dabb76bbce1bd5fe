import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDbRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../../server/services/rate-limiter';
import { setupTestApp } from '../setup/test-app';
import { getTestDatabase } from '../setup/test-database';

const ctx = setupTestApp({}, (app) => {
  app.get(
    '/api/__limited',
    { preHandler: app.rateLimit('probe', { max: 2, windowMs: 60_000 }) },
    async () => ({
      ok: true,
    }),
  );
});
const rule = { max: 3, windowMs: 60_000 };

async function exerciseLimiter(limiter: RateLimiter, key: string) {
  const decisions = [];
  for (let i = 0; i < 5; i++) decisions.push(await limiter.hit(key, rule));
  expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false, false]);
  expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0, 0]);
  expect(decisions[4]?.retryAfterSeconds).toBeGreaterThan(0);
  expect(decisions[4]?.retryAfterSeconds).toBeLessThanOrEqual(60);
  // Other keys are counted apart; a reset key starts again.
  expect((await limiter.hit(`${key}-other`, rule)).allowed).toBe(true);
  await limiter.reset(key);
  expect((await limiter.hit(key, rule)).remaining).toBe(2);
}

describe('rate limiter', () => {
  it('counts in the database by default', async () => {
    await exerciseLimiter(createDbRateLimiter((await getTestDatabase()).db), 'db-test');
  });

  it('starts a new window once the old one has passed', async () => {
    const limiter = createDbRateLimiter((await getTestDatabase()).db);
    const short = { max: 1, windowMs: 300 };
    expect((await limiter.hit('window', short)).allowed).toBe(true);
    expect((await limiter.hit('window', short)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await limiter.hit('window', short)).allowed).toBe(true);
  });

  const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit().catch(() => undefined));

  it('counts in Redis when REDIS_URL is set, shared by every process that uses it', async () => {
    await redis.connect();
    const key = `test-${process.pid}-${Date.now()}`;
    await exerciseLimiter(createRedisRateLimiter(redis, 'meera:test:'), key);
    // A second client (another server process) sees the same counter.
    const other = createRedisRateLimiter(redis.duplicate(), 'meera:test:');
    await other.hit(key, rule);
    await other.hit(key, rule);
    expect((await other.hit(key, rule)).allowed).toBe(false);
  });

  it('answers 429 with Retry-After through app.rateLimit()', async () => {
    const codes = [];
    let last: Awaited<ReturnType<typeof ctx.app.inject>> | undefined;
    for (let i = 0; i < 3; i++) {
      last = await ctx.app.inject({ method: 'GET', url: '/api/__limited' });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json()).toMatchObject({ error: { code: 'rate_limited' } });
  });
});
