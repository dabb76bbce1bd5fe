// Requests Node refuses before Fastify sees them, and the other answers that used to leave without the
// envelope or the security headers (docs/decisions/0011), sent at the socket as they would arrive.
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../contracts/errors';
import { bearer, createStaff, injectSignIn } from '../../support/server/auth';
import { insertCareer, multipart, validApplicant } from '../../support/server/careers-fixtures';
import { newestApplicationId } from '../../support/server/newest-application';
import { type RawAnswer, rawExchange, send } from '../../support/server/raw-http';
import { pdfResume } from '../../support/server/resume-files';
import { setupTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

const ctx = setupTestApp();
let port = 0;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});

const exchange = (request: string) => rawExchange(port, (socket) => send(socket, request));

function expectEnvelopeWithHeaders(answer: RawAnswer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toContain('application/json');
  expect(errorEnvelopeSchema.safeParse(JSON.parse(answer.body)).success, answer.body).toBe(true);
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

describe('requests Node refuses itself', () => {
  it('answers an oversize header with 431 in the envelope', async () => {
    const answer = await exchange(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expectEnvelopeWithHeaders(answer, 431);
  });

  it('answers an oversize address with 431 in the envelope', async () => {
    const answer = await exchange(`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectEnvelopeWithHeaders(answer, 431);
  });

  it.each([
    [
      'Content-Length with Transfer-Encoding',
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    [
      'two different Content-Lengths',
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nContent-Length: 5\r\n\r\nabcd',
    ],
    ['a NUL in a header', 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Nul: a\u0000b\r\n\r\n'],
    ['a bare line feed', 'GET /api/health HTTP/1.1\nHost: x\r\n\r\n'],
    ['a broken request line', 'GET /api/health HTTP/9.9 extra\r\nHost: x\r\n\r\n'],
  ])('answers %s with 400 in the envelope', async (_what, request) => {
    expectEnvelopeWithHeaders(await exchange(request), 400);
  });
});

describe('answers made before routing', () => {
  it('answers a malformed address (GET /%) with 400 in the envelope, security headers included', async () => {
    expectEnvelopeWithHeaders(await exchange('GET /% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), 400);
  });
});

describe('a résumé whose file is gone', () => {
  it('answers 410 in the envelope with no download headers', async () => {
    const { db } = await getTestDatabase();
    await createStaff(db, { username: 'rhea', role: 'RECRUITER' });
    const token = await injectSignIn(ctx.app, 'rhea');
    const career = await insertCareer();
    const body = await multipart(validApplicant, {
      name: 'cv.pdf',
      content: pdfResume(),
      type: 'application/pdf',
    });
    const applied = await ctx.app.inject({
      method: 'POST',
      url: `/api/careers/${career.id}/applications`,
      ...body,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = await newestApplicationId();
    for await (const { key } of ctx.app.storage.resumes.list()) await ctx.app.storage.resumes.remove(key);
    const answer = await exchange(
      `GET /api/recruiter/job-management/applications/${applicationId}/resume HTTP/1.1\r\nHost: x\r\n` +
        `Authorization: ${bearer(token).authorization}\r\nConnection: close\r\n\r\n`,
    );
    expectEnvelopeWithHeaders(answer, 410);
    expect(answer.headers['content-disposition']).toBeUndefined();
  });
});
