import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDbRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '../../server/services/rate-limiter';
import { getTestDatabase } from '../setup/test-database';

const rule = { max: 2, windowMs: 60_000 };

// The sign-in checks whether an address or username is already blocked before counting anything.
async function exercisePeek(limiter: RateLimiter, key: string) {
  expect(await limiter.peek(key, rule)).toMatchObject({ allowed: true, remaining: 1 });
  expect(await limiter.peek(key, rule)).toMatchObject({ allowed: true, remaining: 1 });
  await limiter.hit(key, rule);
  await limiter.hit(key, rule);
  const blocked = await limiter.peek(key, rule);
  expect(blocked.allowed).toBe(false);
  expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
  expect(blocked.retryAfterSeconds).toBeLessThanOrEqual(60);
  // Peeking never counted: a reset key is open again.
  await limiter.reset(key);
  expect((await limiter.peek(key, rule)).allowed).toBe(true);
}

describe('rate limiter peek', () => {
  it('looks at a database counter without counting', async () => {
    await exercisePeek(createDbRateLimiter((await getTestDatabase()).db), 'peek-test');
  });

  it('treats an ended window as open', async () => {
    const limiter = createDbRateLimiter((await getTestDatabase()).db);
    const short = { max: 1, windowMs: 200 };
    await limiter.hit('peek-window', short);
    expect((await limiter.peek('peek-window', short)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await limiter.peek('peek-window', short)).allowed).toBe(true);
  });

  const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  afterAll(() => redis.quit().catch(() => undefined));

  it('looks at a Redis counter without counting', async () => {
    await redis.connect();
    await exercisePeek(createRedisRateLimiter(redis, 'meera:test:'), `peek-${process.pid}-${Date.now()}`);
  });
});
