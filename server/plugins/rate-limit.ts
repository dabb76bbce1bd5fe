// app.rateLimiter (database or Redis counters) and app.rateLimit(): a preHandler answering 429 with Retry-After.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';
import {
  createDbRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
  type RateRule,
} from '../services/rate-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
    /**
     * A preHandler that counts each request under `name` + key (the client address by default)
     * and refuses with 429 and Retry-After once the rule is exceeded.
     */
    rateLimit(
      name: string,
      rule: RateRule,
      key?: (request: FastifyRequest) => string,
    ): preHandlerAsyncHookHandler;
  }
}

/** Raises a 429 with the wait in its Retry-After header. */
export function tooManyRequests(
  reply: { header(name: string, value: string): unknown },
  retryAfterSeconds: number,
) {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(429, `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`);
}

export const rateLimitPlugin = fp(
  async function rateLimit(app: FastifyInstance) {
    let limiter: RateLimiter;
    if (app.config.redisUrl) {
      // Loaded only when configured: a server without Redis does not hold its source (decision 0054).
      const { Redis } = await import('ioredis');
      const redis = new Redis(app.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
      await redis.connect();
      app.addHook('onClose', async () => {
        await redis.quit();
      });
      limiter = createRedisRateLimiter(redis);
    } else {
      limiter = createDbRateLimiter(app.database.db);
    }
    app.decorate('rateLimiter', limiter);
    app.decorate(
      'rateLimit',
      (name: string, rule: RateRule, key = (request: FastifyRequest) => request.ip) => {
        const handler: preHandlerAsyncHookHandler = async (request, reply) => {
          const decision = await limiter.hit(`${name}:${key(request)}`, rule);
          reply.header('x-ratelimit-limit', String(rule.max));
          reply.header('x-ratelimit-remaining', String(decision.remaining));
          if (!decision.allowed) throw tooManyRequests(reply, decision.retryAfterSeconds);
        };
        return handler;
      },
    );
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
