// Fixed-window counters: in the database by default, in Redis when REDIS_URL is set.
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';

export interface RateRule {
  /** Hits allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Hits left in this window after this one. */
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit against `key` and says whether it is within the rule. */
  hit(key: string, rule: RateRule): Promise<RateDecision>;
  /** Forgets a key, e.g. after a successful sign-in. */
  reset(key: string): Promise<void>;
  /** Gives one counted hit back (never below zero): an attempt that turned out to be no threat. */
  release(key: string): Promise<void>;
}

function decide(count: number, rule: RateRule, msLeft: number): RateDecision {
  return {
    allowed: count <= rule.max,
    remaining: Math.max(0, rule.max - count),
    retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
  };
}

export function createDbRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, rule) {
      // One atomic upsert: a window that has ended starts again at 1.
      const result = await db.execute(sql`
        insert into rate_limit_counters as c (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when c.window_start <= now() - make_interval(secs => ${rule.windowMs / 1000}) then 1 else c.count + 1 end,
          window_start = case when c.window_start <= now() - make_interval(secs => ${rule.windowMs / 1000}) then now() else c.window_start end
        returning count,
          (extract(epoch from (window_start + make_interval(secs => ${rule.windowMs / 1000}) - now())) * 1000)::float8 as ms_left`);
      // PGlite and node-postgres both answer { rows }.
      const row = (result as unknown as { rows: { count: number; ms_left: number }[] }).rows[0];
      return decide(Number(row?.count ?? 1), rule, Number(row?.ms_left ?? rule.windowMs));
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
    },
    async release(key) {
      await db.execute(
        sql`update rate_limit_counters set count = count - 1 where key = ${key} and count > 0`,
      );
    },
  };
}

/** Decrements a counter that exists and is above zero; its expiry (the window) is kept. */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export function createRedisRateLimiter(redis: Redis, prefix = 'meera:rl:'): RateLimiter {
  return {
    async hit(key, rule) {
      const redisKey = prefix + key;
      // Three replies: INCR's count, PEXPIRE's 0/1 (skipped), then PTTL's milliseconds left.
      const [[, count], , [, ttl]] = (await redis
        .multi()
        .incr(redisKey)
        .pexpire(redisKey, rule.windowMs, 'NX')
        .pttl(redisKey)
        .exec()) as [[null, number], [null, number], [null, number]];
      return decide(count, rule, ttl > 0 ? ttl : rule.windowMs);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async release(key) {
      // One script, so a concurrent hit can never see the counter below zero or lose its expiry.
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
    },
  };
}
