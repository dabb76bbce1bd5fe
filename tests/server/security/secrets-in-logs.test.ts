// At the production log level (info) every request is a log line with its address. An address may carry a
// secret (the applicant's status-page token, in the API's path and the page's) or a note about a person (a
// move's note, once in its query): the log names the route and never the secret. A move's note now travels in
// the request body, where nothing logs it; the query form of docs/requirements.md#api-move keeps working
// (docs/decisions/0042).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { historySchema } from '../../../contracts/recruiter';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { REDACTED, safeUrl } from '../../../server/logger';
import { insertApplication } from '../../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../../support/server/auth';
import { insertCareer } from '../../support/server/careers-fixtures';
import { getTestDatabase } from '../../support/server/test-database';

const TOKEN = 'status-page-token-9f3a61c2d8e4';
const NOTE = 'On medical leave until March';
const BODY_NOTE = 'Asked to be called after her surgery';
const MOVES = '/api/recruiter/job-management/applications';
const CENSORED = encodeURIComponent(REDACTED);

const lines: string[] = [];
let app: FastifyInstance;
let dataDir = '';
let recruiter: Record<string, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-secrets-log-'));
  // A built site's shell, so the status page's own address is answered as in production.
  await writeFile(path.join(dataDir, 'index.html'), '<!doctype html><div id="root"></div>');
  const config = {
    ...(await loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-0123456789' })),
    seedDemo: false,
    staticDir: dataDir,
    logLevel: 'info',
  };
  app = await buildApp(config, {
    database: await getTestDatabase(),
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'rita', role: 'RECRUITER' });
  recruiter = bearer(await injectSignIn(app, 'rita'));
});

/** The addresses of the requests logged since `from`, as the log wrote them. */
const loggedUrls = (from: number) =>
  lines
    .slice(from)
    .map((line) => JSON.parse(line) as { msg?: string; req?: { method: string; url: string } })
    .filter((entry) => entry.msg === 'incoming request')
    .map((entry) => `${entry.req?.method} ${entry.req?.url}`);

async function applicant() {
  const { db } = await getTestDatabase();
  const career = await insertCareer();
  return insertApplication(db, { careerId: career.id });
}

describe('the request log', () => {
  it('names the status page’s routes without their token, in the API and the page', async () => {
    const start = lines.length;
    for (const [method, url] of [
      ['GET', `/api/my-application/${TOKEN}`],
      ['POST', `/api/my-application/${TOKEN}/withdraw`],
      ['GET', `/my-application/${TOKEN}`],
      ['GET', `/my-application/${TOKEN}/`],
      ['GET', `/My-Application/${TOKEN}?from=mail`],
    ] as const) {
      await app.inject({ method, url });
    }
    expect(lines.slice(start).join('')).not.toContain(TOKEN);
    expect(loggedUrls(start)).toEqual([
      `GET /api/my-application/${CENSORED}`,
      `POST /api/my-application/${CENSORED}/withdraw`,
      `GET /my-application/${CENSORED}`,
      `GET /my-application/${CENSORED}/`,
      `GET /My-Application/${CENSORED}?from=mail`,
    ]);
  });

  it('keeps the addresses that hold no secret as they are', () => {
    for (const url of ['/api/my-application/links', '/careers/my-application/7?q=x', '/my-application']) {
      expect(safeUrl(url)).toBe(url);
    }
  });

  it('censors a move’s note sent in the query, the required form, which still moves', async () => {
    const { id } = await applicant();
    const start = lines.length;
    const res = await app.inject({
      method: 'POST',
      url: `${MOVES}/${id}/move?toStatusCode=PROFILE_SCREENED&note=${encodeURIComponent(NOTE)}`,
      headers: recruiter,
    });
    expect(res.statusCode).toBe(200);
    expect(lines.slice(start).join('')).not.toContain(encodeURIComponent(NOTE));
    expect(loggedUrls(start)).toEqual([
      `POST ${MOVES}/${id}/move?toStatusCode=PROFILE_SCREENED&note=${CENSORED}`,
    ]);
  });
});

describe('a move’s note in the request body', () => {
  const history = async (id: number) =>
    historySchema.parse((await app.inject({ url: `${MOVES}/${id}/history`, headers: recruiter })).json());

  it('is taken from a JSON body, with the target status in the query', async () => {
    const { id } = await applicant();
    const start = lines.length;
    const res = await app.inject({
      method: 'POST',
      url: `${MOVES}/${id}/move?toStatusCode=PROFILE_SCREENED`,
      headers: recruiter,
      payload: { note: `  ${BODY_NOTE} ` },
    });
    expect(res.statusCode).toBe(200);
    expect((await history(id)).at(-1)).toMatchObject({ toStatus: 'PROFILE_SCREENED', note: BODY_NOTE });
    expect(lines.slice(start).join('')).not.toContain(BODY_NOTE);
  });

  it('is checked as the query’s note is', async () => {
    const { id } = await applicant();
    const res = await app.inject({
      method: 'POST',
      url: `${MOVES}/${id}/move?toStatusCode=PROFILE_SCREENED`,
      headers: recruiter,
      payload: { note: 'x'.repeat(501) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ note: 'Please keep the note under 500 characters.' });
    const elsewhere = await app.inject({
      method: 'POST',
      url: `${MOVES}/${id}/move?toStatusCode=PROFILE_SCREENED`,
      headers: recruiter,
      payload: { note: BODY_NOTE, toStatusCode: 'REJECTED' },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields).toEqual({
      body: 'The body takes only the note; send toStatusCode in the query.',
    });
  });

  it('refuses a note in both places, saying where it belongs, and moves nobody', async () => {
    const { id } = await applicant();
    const res = await app.inject({
      method: 'POST',
      url: `${MOVES}/${id}/move?toStatusCode=PROFILE_SCREENED&note=${encodeURIComponent(NOTE)}`,
      headers: recruiter,
      payload: { note: BODY_NOTE },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'bad_request',
      message: 'Send the note once, in the request body ({ "note": "…" }), not also in the query.',
      fields: { note: 'Send the note in the request body only.' },
    });
    expect((await history(id)).map((row) => row.toStatus)).toEqual(['APPLIED']);
  });
});
