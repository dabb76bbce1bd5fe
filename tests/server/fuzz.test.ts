// Hostile input against every route in the app's own table (staff routes with an admin token): generated
// path params, queries, bodies and headers must never cause a 500, every 4xx must be the JSON error
// envelope, and a route whose writes were all refused must leave the tables and files as they were.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { LOGOUT_PATH } from '../../contracts/api-paths';
import { errorEnvelopeSchema } from '../../contracts/errors';
import * as schema from '../../server/db/schema';
import type { AccessEntry } from '../../server/plugins/route-access';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const RUNS_PER_ROUTE = 25;
const ctx = setupTestApp();

// Rate-limit counters count refused requests too: that is their job, not a change of data.
const watchedTables = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => is(value, PgTable) && value !== schema.rateLimitCounters,
);

/** Every watched table's row count, in one query: the snapshot is taken twice per route. */
const countRows = sql.join(
  watchedTables.map(
    (table) => sql`(SELECT count(*)::int FROM ${table}) AS ${sql.identifier(getTableName(table))}`,
  ),
  sql`, `,
);

async function snapshot(): Promise<string> {
  const { db } = await getTestDatabase();
  const { rows } = (await db.execute(sql`SELECT ${countRows}`)) as unknown as {
    rows: Record<string, number>[];
  };
  const [row] = rows;
  const counts = Object.entries(row ?? {}).map(([table, count]) => `${table}=${count}`);
  const uploads = path.join(ctx.config.dataDir, 'uploads');
  const files = existsSync(uploads)
    ? (await readdir(uploads, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
        .length
    : 0;
  return `${counts.join(' ')} files=${files}`;
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1.5',
    '1e309',
    'NaN',
    '9007199254740993',
    '99999999999999999999',
    'null',
    'undefined',
    'true',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    '%00',
    'x'.repeat(3000),
    '__proto__',
    'constructor',
  ),
);

// Raw path segments: real ids, hostile text encoded, some broken percent-escapes for the URL parser.
const pathParam = (realIds: string[]) =>
  fc.oneof(
    fc.constantFrom(...realIds),
    hostileText.map(encodeURIComponent),
    fc.integer().map(String),
    fc.constantFrom('%', '%zz', '%E0%A4%A', '..%2F..%2F', '1;DROP', '1%00', '1.pdf', 'a.pdf.exe'),
  );

const query = fc.dictionary(
  fc.oneof(hostileText, fc.constantFrom('page', 'pageSize', 'q', 'status', 'sort', 'department', 'limit')),
  fc.oneof(hostileText, fc.array(hostileText, { maxLength: 3 })),
  { maxKeys: 4 },
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----fuzz',
  'multipart/form-data',
  'application/xml',
  'image/png',
  'garbage',
);

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.object({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
  hostileText,
  fc.constantFrom(
    '{',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '------fuzz\r\nContent-Disposition: form-data; name="resume"; filename="a.pdf"\r\n\r\n%PDF-1.4\r\n',
    '------fuzz--\r\n',
    '[]',
    'null',
  ),
);

const extraHeaders = fc.dictionary(
  fc.constantFrom(
    'accept',
    'accept-language',
    'x-forwarded-for',
    'x-forwarded-proto',
    'origin',
    'range',
    'if-none-match',
  ),
  fc.string({ maxLength: 40 }).map((value) => value.replace(/[^\x20-\x7e]/g, '')),
  { maxKeys: 3 },
);

const hostileRequest = (realIds: string[]) =>
  fc.record({
    param: pathParam(realIds),
    query,
    body: fc.option(body, { nil: undefined }),
    contentType,
    headers: extraHeaders,
  });

type HostileRequest = ReturnType<typeof hostileRequest> extends fc.Arbitrary<infer T> ? T : never;

function toInject(entry: AccessEntry, input: HostileRequest, token: string | undefined): InjectOptions {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input.query)) {
    for (const item of [value].flat()) search.append(key, item);
  }
  const url = entry.url.replace(/:[A-Za-z]+/g, input.param) + (search.size ? `?${search}` : '');
  const sendsBody = input.body !== undefined && entry.method !== 'GET';
  return {
    method: entry.method as InjectOptions['method'],
    url,
    headers: {
      ...input.headers,
      ...(sendsBody ? { 'content-type': input.contentType } : {}),
      ...(token ? bearer(token) : {}),
    },
    ...(sendsBody ? { payload: input.body } : {}),
  };
}

describe('hostile input on every route', () => {
  it(`never answers 500, always the error envelope, and changes nothing when refused (${RUNS_PER_ROUTE} runs a route)`, async () => {
    const { db } = await getTestDatabase();
    await createStaff(db, { username: 'fuzzadmin', role: 'ADMIN' });
    // Something for the id-taking routes to find: an open career, to apply to among others.
    const career = await insertCareer();
    const realIds = [String(career.id), '1'];
    let token = await injectSignIn(ctx.app, 'fuzzadmin');

    // Signing out ends the admin's session, so it is tried last.
    const routes = [...ctx.app.accessTable].sort(
      (a, b) => Number(a.url === LOGOUT_PATH) - Number(b.url === LOGOUT_PATH),
    );
    const failures: string[] = [];
    for (const entry of routes) {
      const staff = entry.access !== 'public';
      const before = await snapshot();
      let wrote = false;
      try {
        await fc.assert(
          fc.asyncProperty(hostileRequest(realIds), async (input) => {
            const res = await ctx.app.inject(toInject(entry, input, staff ? token : undefined));
            if (res.statusCode >= 500) throw new Error(`${res.statusCode}: ${res.body.slice(0, 300)}`);
            if (res.statusCode >= 400) {
              expect(res.headers['content-type'], res.body).toContain('application/json');
              errorEnvelopeSchema.parse(res.json());
            } else if (entry.method !== 'GET') {
              wrote = true;
            }
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      } catch (error) {
        failures.push(`${entry.method} ${entry.url}: ${(error as Error).message.slice(0, 1200)}`);
      }
      if (!wrote && (await snapshot()) !== before) {
        failures.push(`${entry.method} ${entry.url}: refused every request yet the data changed`);
      }
      // A generated request may have deactivated or signed out the admin; later routes need a live token.
      token = await injectSignIn(ctx.app, 'fuzzadmin').catch(() => token);
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
