// Slow clients at the socket: trickled, paused and slow-header requests are cut off at their deadlines
// with the envelope, a steady slow upload still arrives, and one address holds only a few uploads at once
// (docs/decisions/0011). The deadlines are scaled down here; the real ones are in server/config.ts.
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_TIMEOUTS } from '../../../server/config';
import { applications } from '../../../server/db/schema';
import { insertCareer, multipart, validApplicant } from '../../support/server/careers-fixtures';
import { rawExchange, send, trickle } from '../../support/server/raw-http';
import { pdfResume } from '../../support/server/resume-files';
import { setupTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

const timeouts = { headersMs: 1500, idleMs: 1500, requestMs: 5000, bodyMs: 1500, uploadsPerAddress: 2 };
const ctx = setupTestApp({ requestTimeouts: timeouts });
let port = 0;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});

const head = (path: string, headers: Record<string, string | number>) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

async function applicationBody() {
  const body = await multipart(validApplicant, {
    name: 'cv.pdf',
    content: pdfResume(),
    type: 'application/pdf',
  });
  return { payload: body.payload, contentType: body.headers['content-type'] };
}

const applicationCount = async () =>
  (await (await getTestDatabase()).db.select({ id: applications.id }).from(applications)).length;

describe('slow requests', () => {
  it('keeps deadlines a phone upload fits in by default', () => {
    // The largest résumé on a phone's slow upload (docs/decisions/0011).
    expect(DEFAULT_REQUEST_TIMEOUTS.requestMs).toBeGreaterThanOrEqual(150_000);
    expect(DEFAULT_REQUEST_TIMEOUTS.idleMs).toBeGreaterThanOrEqual(20_000);
  });

  it('answers 408 in the envelope to a sign-in body trickled slower than its deadline', async () => {
    const body = Buffer.from(JSON.stringify({ username: 'employee', password: 'x'.repeat(60) }));
    const answer = await rawExchange(port, async (socket) => {
      await send(
        socket,
        head('/auth/authenticate', { 'content-type': 'application/json', 'content-length': body.length }),
      );
      await trickle(socket, body, 1, 400);
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'request_timeout' } });
    expect(answer.closedAfterMs).toBeLessThan(timeouts.requestMs);
  });

  it('closes an upload that goes silent, and keeps nothing of it', async () => {
    await insertCareer();
    const career = await insertCareer();
    const { payload, contentType } = await applicationBody();
    const answer = await rawExchange(port, async (socket) => {
      await send(
        socket,
        head(`/api/careers/${career.id}/applications`, {
          'content-type': contentType,
          'content-length': payload.length,
        }),
      );
      await send(socket, payload.subarray(0, payload.length / 2));
    });
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(timeouts.idleMs - 100);
    expect(answer.closedAfterMs).toBeLessThan(timeouts.requestMs);
    expect(await applicationCount()).toBe(0);
  });

  it('ends an upload trickled just fast enough to never go silent at the whole-request deadline', async () => {
    const career = await insertCareer();
    const { payload, contentType } = await applicationBody();
    const answer = await rawExchange(port, async (socket) => {
      await send(
        socket,
        head(`/api/careers/${career.id}/applications`, {
          'content-type': contentType,
          'content-length': payload.length,
        }),
      );
      await trickle(socket, payload, 16, 500);
    });
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(timeouts.requestMs - 100);
    expect(answer.closedAfterMs).toBeLessThan(timeouts.requestMs + 4000);
    expect(await applicationCount()).toBe(0);
  });

  it('answers 408 to headers that never finish', async () => {
    const answer = await rawExchange(port, async (socket) => {
      await send(socket, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      await trickle(socket, Buffer.from('X-Slow: '.padEnd(200, 'a')), 1, 300);
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'request_timeout' } });
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('takes an upload that arrives slowly but steadily', async () => {
    const career = await insertCareer();
    const { payload, contentType } = await applicationBody();
    // Silent for at most a third of the idle limit, done in about half the whole-request limit.
    const pieces = Math.ceil(timeouts.requestMs / 2 / (timeouts.idleMs / 3));
    const answer = await rawExchange(port, async (socket) => {
      await send(
        socket,
        head(`/api/careers/${career.id}/applications`, {
          'content-type': contentType,
          'content-length': payload.length,
          connection: 'close',
        }),
      );
      await trickle(socket, payload, Math.ceil(payload.length / pieces), timeouts.idleMs / 3);
    });
    expect(answer.status, answer.body).toBe(201);
    expect(await applicationCount()).toBe(1);
  });

  it(`lets one address have ${timeouts.uploadsPerAddress} uploads under way, refusing more with 429`, async () => {
    const career = await insertCareer();
    const { payload, contentType } = await applicationBody();
    const stalled = (onHeaders?: () => void) =>
      rawExchange(port, async (socket) => {
        await send(
          socket,
          head(`/api/careers/${career.id}/applications`, {
            'content-type': contentType,
            'content-length': payload.length,
          }),
        );
        await send(socket, payload.subarray(0, 100));
        onHeaders?.();
      });
    const held: Promise<unknown>[] = [];
    for (let i = 0; i < timeouts.uploadsPerAddress; i++) {
      await new Promise<void>((resolve) => held.push(stalled(resolve)));
    }
    // Sockets are read in the order their bytes arrived: once a later connection is answered, the server
    // has taken the held uploads' headers too.
    await rawExchange(port, (socket) =>
      send(socket, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
    );
    const refused = await rawExchange(port, (socket) =>
      send(
        socket,
        head(`/api/careers/${career.id}/applications`, {
          'content-type': contentType,
          'content-length': payload.length,
        }),
      ),
    );
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'rate_limited' } });
    await Promise.all(held);
  });
});
