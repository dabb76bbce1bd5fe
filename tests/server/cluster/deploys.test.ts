// What a rolling deploy does to a server on PostgreSQL (docs/decisions/0012): servers that start together
// migrate once, a stopping server says so to the balancer and still finishes the upload under way.
import { describe, expect, it } from 'vitest';
import { notReadySchema } from '../../../contracts/health';
import { openDatabase } from '../../../server/db/client';
import { applications } from '../../../server/db/schema';
import { insertCareer, multipart, validApplicant } from '../../support/server/careers-fixtures';
import { startClusterServer } from '../../support/server/cluster-server';
import { createPostgresDatabase, dropPostgresDatabase } from '../../support/server/postgres-database';
import { rawExchange, send } from '../../support/server/raw-http';
import { pdfResume } from '../../support/server/resume-files';
import { setupTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

const ctx = setupTestApp();

describe('servers starting together', () => {
  it('migrate a fresh database once, whoever comes first', async () => {
    const base = process.env.TEST_DATABASE_URL ?? '';
    const name = `meera_migrate_${process.pid}_${Date.now()}`;
    const url = await createPostgresDatabase(base, name);
    const servers = await Promise.all([1, 2, 3].map(() => openDatabase({ url })));
    try {
      await Promise.all(servers.map((server) => server.migrate()));
      for (const server of servers) expect(await server.pendingMigrations()).toBe(0);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
      await dropPostgresDatabase(base, name);
    }
  });
});

describe('readiness', () => {
  it('answers 200 when ready, 503 while shutting down, and liveness either way', async () => {
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    ctx.app.shuttingDown = true;
    try {
      const res = await ctx.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(notReadySchema.parse(res.json())).toEqual({ status: 'unavailable', reason: 'shutting-down' });
      expect((await ctx.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      ctx.app.shuttingDown = false;
    }
  });
});

describe('a server stopped with SIGTERM', () => {
  it('reports not ready, then finishes the upload under way before it exits', {
    timeout: 120_000,
  }, async () => {
    const career = await insertCareer();
    const server = await startClusterServer({ SHUTDOWN_DRAIN_SECONDS: '2' });
    const port = Number(new URL(server.baseUrl).port);
    const { payload, headers } = await multipart(validApplicant, {
      name: 'cv.pdf',
      content: pdfResume(),
      type: 'application/pdf',
    });
    const upload = rawExchange(port, async (socket) => {
      await send(
        socket,
        `POST /api/careers/${career.id}/applications HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n` +
          `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
      );
      await send(socket, payload.subarray(0, 200));
      // Stopped while the upload is under way.
      server.process.kill('SIGTERM');
      await expect.poll(async () => (await fetch(`${server.baseUrl}/api/health`)).status).toBe(503);
      await send(socket, payload.subarray(200));
    });
    const answer = await upload;
    expect(answer.status, answer.body).toBe(201);
    await server.exited;
    expect(server.process.exitCode).toBe(0);
    const { db } = await getTestDatabase();
    expect(await db.select().from(applications)).toHaveLength(1);
  });
});
