import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';

const ctx = setupTestApp();

async function expectRefused(options: InjectOptions, status = 400) {
  const res = await ctx.app.inject(options);
  expect(res.statusCode, res.body).toBe(status);
  return errorEnvelopeSchema.parse(res.json()).error;
}

describe('input no route can handle', () => {
  it('a broken percent-escape in the address is a 400 envelope', async () => {
    for (const url of ['/api/careers/%', '/api/blogs/%E0%A4%A']) await expectRefused({ method: 'GET', url });
  });

  it('a NUL character in the address, query or body is a 400 envelope, not a database error', async () => {
    const error = await expectRefused({ method: 'GET', url: '/api/blogs/first%00post' });
    expect(error.message).toContain('NUL');
    await expectRefused({ method: 'GET', url: '/api/blogs?q=a%00b' });
    await expectRefused({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Priya\u0000', email: 'priya@example.com', message: 'Hello there' },
    });
  });

  it('a malformed multipart body is a 400 envelope', async () => {
    const career = await insertCareer();
    for (const payload of ['[]', '------x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nPri']) {
      await expectRefused({
        method: 'POST',
        url: `/api/careers/${career.id}/applications`,
        headers: { 'content-type': 'multipart/form-data; boundary=----x' },
        payload,
      });
    }
  });
});
