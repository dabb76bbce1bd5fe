import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { healthResponseSchema } from '../../contracts/health';
import { setupTestApp } from '../support/server/test-app';

const ctx = setupTestApp();

describe('GET /api/health', () => {
  it('answers ok with the database engine in use', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = healthResponseSchema.parse(res.json());
    expect(body.db).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
  });
});

describe('error envelope', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/auth/nope', '/employee/auth/nope']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      const body = errorEnvelopeSchema.parse(res.json());
      expect(body.error.code).toBe('not_found');
      expect(body.error.message).toContain(url);
    }
  });

  it('answers malformed JSON with a 400 envelope and no stack trace', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect([400, 404]).toContain(res.statusCode);
    const body = errorEnvelopeSchema.parse(res.json());
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses a JSON body over the 1 MB limit with 413', async () => {
    ctx.app.log.level = 'silent';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ big: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(errorEnvelopeSchema.parse(res.json()).error.code).toBe('payload_too_large');
  });
});
