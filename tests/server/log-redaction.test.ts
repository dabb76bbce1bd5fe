// The server's log at its most talkative (trace): every request is logged as a JSON line with method, url
// and status, and no line carries a password, a token (JWT), a cookie, a failed query's values or a résumé's
// bytes, whichever way the request went: sign-in, a failed sign-in, the keep-alive, applying, a server error.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { demoResumePdf } from '../../server/db/demo-resume';
import { REDACTED } from '../../server/logger';
import { bearer, createStaff } from '../support/server/auth';
import { insertCareer, multipart, validApplicant } from '../support/server/careers-fixtures';
import { getTestDatabase } from '../support/server/test-database';

const PASSWORD = 'Log-Secret-Password-7731';
const WRONG_PASSWORD = 'Wrong-Secret-Password-5519';
const RESUME_TEXT = 'RESUME-CONTENT-b81f0c';
const QUERY_SECRET = 'query-parameter-secret-4242';

const lines: string[] = [];
let app: FastifyInstance;
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-log-'));
  const config = {
    ...(await loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-0123456789' })),
    seedDemo: false,
    staticDir: undefined,
    logLevel: 'trace',
  };
  app = await buildApp(config, {
    database: await getTestDatabase(),
    logStream: { write: (line) => void lines.push(line) },
  });
  // A failing query with a visitor's value among its parameters: the way a real 500 most often happens.
  app.get('/api/__fails', { config: { access: 'public' } }, async () => {
    await app.database.db.execute(sql`select ${QUERY_SECRET}::int`);
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The log lines written since `from`, parsed. */
const entries = (from = 0) => lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);

it('logs each request with method, url and status, and never a password, token, cookie or résumé', async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'logger.admin', role: 'ADMIN', password: PASSWORD });
  const career = await insertCareer();
  const start = lines.length;

  const signedIn = await app.inject({
    method: 'POST',
    url: '/auth/authenticate',
    payload: { username: 'logger.admin', password: PASSWORD },
  });
  expect(signedIn.statusCode).toBe(200);
  const token = (signedIn.json() as { token: string }).token;

  const refused = await app.inject({
    method: 'POST',
    url: '/auth/authenticate',
    payload: { username: 'logger.admin', password: WRONG_PASSWORD },
  });
  expect(refused.statusCode).toBe(401);

  const current = await app.inject({
    method: 'GET',
    url: `/employee/auth/current-user?token=${QUERY_SECRET}`,
    headers: { ...bearer(token), cookie: `session=${QUERY_SECRET}` },
  });
  expect(current.statusCode).toBe(200);
  const renewed = (current.json() as { token: string }).token;

  const resume = demoResumePdf([RESUME_TEXT, 'Curriculum vitae']);
  const applied = await app.inject({
    method: 'POST',
    url: `/api/careers/${career.id}/applications`,
    ...(await multipart(validApplicant, { name: 'cv.pdf', content: resume, type: 'application/pdf' })),
  });
  expect(applied.statusCode).toBe(201);

  const failed = await app.inject({ method: 'GET', url: '/api/__fails' });
  expect(failed.statusCode).toBe(500);

  const log = lines.slice(start).join('');
  // Structured: JSON lines, and each request's completion names method, url and status.
  const completed = entries(start).filter((entry) => entry.msg === 'request completed');
  const seen = entries(start)
    .filter((entry) => entry.msg === 'incoming request')
    .map((entry) => `${(entry.req as { method: string }).method} ${(entry.req as { url: string }).url}`);
  expect(seen).toEqual([
    'POST /auth/authenticate',
    'POST /auth/authenticate',
    `GET /employee/auth/current-user?token=${encodeURIComponent(REDACTED)}`,
    `POST /api/careers/${career.id}/applications`,
    'GET /api/__fails',
  ]);
  expect(completed.map((entry) => (entry.res as { statusCode: number }).statusCode)).toEqual([
    200, 401, 200, 201, 500,
  ]);
  // The 500 is logged with what failed, without the values the query was given.
  const error = entries(start).find((entry) => entry.msg === 'request failed');
  expect(error?.err).toMatchObject({ message: expect.stringContaining('Failed query: select $1::int') });
  expect(JSON.stringify(error?.err)).toContain('22P02'); // the SQLSTATE says what went wrong

  for (const secret of [
    PASSWORD,
    WRONG_PASSWORD,
    token,
    token.split('.')[2] ?? token,
    renewed,
    QUERY_SECRET,
    RESUME_TEXT,
    resume.toString('base64').slice(0, 40),
    '%PDF-',
  ]) {
    expect(log).not.toContain(secret);
  }
  expect(log.toLowerCase()).not.toMatch(/authorization|bearer |cookie/);
});

it('censors secrets under their keys in anything logged by hand', () => {
  const start = lines.length;
  app.log.info(
    { password: PASSWORD, user: { token: QUERY_SECRET, name: 'Asha' }, headers: { authorization: 'x' } },
    'handwritten',
  );
  const [entry] = entries(start);
  expect(entry).toMatchObject({
    password: REDACTED,
    user: { token: REDACTED, name: 'Asha' },
    headers: REDACTED,
  });
  expect(lines.slice(start).join('')).not.toContain(PASSWORD);
});
