import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDbRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../../server/services/rate-limiter';
import { setupTestApp, type TestContext } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp({}, (app) => {
  app.get(
    '/api/__limited',
    { config: { access: 'public' }, preHandler: app.rateLimit('probe', { max: 2, windowMs: 60_000 }) },
    async () => ({
      ok: true,
    }),
  );
});
const rule = { max: 3, windowMs: 60_000 };
const REDIS_URL = 'redis://127.0.0.1:6379';

/** Removes the keys a test created (every Redis test uses a prefix of its own). */
async function deleteKeys(redis: Redis, pattern: string) {
  const keys = await redis.keys(pattern);
  if (keys.length) await redis.del(...keys);
}

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

  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit().catch(() => undefined));

  it('counts in Redis when REDIS_URL is set, shared by every process that uses it', async () => {
    await redis.connect();
    const prefix = `meera:test:${process.pid}-${Date.now()}:`;
    const key = 'limiter';
    // A second client (another server process) sees the same counter.
    const otherClient = redis.duplicate();
    try {
      await exerciseLimiter(createRedisRateLimiter(redis, prefix), key);
      const other = createRedisRateLimiter(otherClient, prefix);
      await other.hit(key, rule);
      await other.hit(key, rule);
      expect((await other.hit(key, rule)).allowed).toBe(false);
    } finally {
      await otherClient.quit();
      await deleteKeys(redis, `${prefix}*`);
    }
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

describe('rate limits with REDIS_URL, as two server processes would run them', () => {
  // A limiter name of this run's own, so the counter (and the key to delete after) is ours alone.
  const name = `shared-probe-${process.pid}-${Date.now()}`;
  const addProbe = (app: FastifyInstance) => {
    app.get(
      '/api/__shared-limit',
      { config: { access: 'public' }, preHandler: app.rateLimit(name, { max: 2, windowMs: 60_000 }) },
      async () => ({ ok: true }),
    );
  };
  const first = setupTestApp({ redisUrl: REDIS_URL }, addProbe);
  const second = setupTestApp({ redisUrl: REDIS_URL }, addProbe);
  const probe = (ctx: TestContext) => ctx.app.inject({ method: 'GET', url: '/api/__shared-limit' });

  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    await deleteKeys(redis, `meera:rl:${name}:*`);
    await redis.quit();
  });

  it('shares one counter, and Retry-After counts down the window that is left', async () => {
    expect((await probe(first)).statusCode).toBe(200);
    expect((await probe(first)).statusCode).toBe(200);
    // The first process used the allowance: the second refuses.
    const refused = await probe(second);
    expect(refused.statusCode).toBe(429);
    const waitBefore = Number(refused.headers['retry-after']);
    expect(waitBefore).toBeGreaterThan(55);
    expect(waitBefore).toBeLessThanOrEqual(60);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const later = await probe(first);
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBeLessThan(waitBefore);
  });
});
