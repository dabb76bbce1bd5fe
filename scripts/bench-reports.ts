// npm run bench:reports: a throw-away database (embedded PGlite, or BENCH_DATABASE_URL for PostgreSQL) with
// BENCH_APPLICATIONS (50,000) applications over 60 careers, each moved along the pipeline with its history
// rows (about 3 per application) and a source, then GET /api/reports/recruiting over real HTTP on loopback:
// unfiltered, one department, one quarter, one career. Prints p50/p95 per report and writes docs/perf.md.
// Budget (issue 21): p95 ≤ 300 ms on 50,000 applications.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { RECRUITING_REPORT_PATH } from '../contracts/api-paths';
import { defaultStatusCodes } from '../contracts/application-status';
import { openDatabase } from '../server/db/client';
import { applicationStatusHistory, applications, careers } from '../server/db/schema';
import { addBenchRecruiter, serveBenchApp } from './lib/bench-recruiter-app';
import { machineLine, writePerfSection } from './lib/perf-doc';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const CAREERS = 60;
const BUDGET_MS = 300;
// The main path: the SPEC's statuses up to POSITION_FILLED (NO_SHOW and REJECTED are side exits).
const PATH = defaultStatusCodes.slice(0, defaultStatusCodes.indexOf('POSITION_FILLED') + 1);
const DEPARTMENTS = ['Engineering', 'Design', 'Human Resources', 'Marketing', 'Education', 'Sales'];
const SOURCES = ['linkedin', 'indeed', 'google.com', null, 'naukri', 'referral', 'instagram', 'facebook'];
const DAY = 24 * 60 * 60 * 1000;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-bench-reports-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = await openDatabase(databaseUrl ? { dataDir, url: databaseUrl } : { dataDir });
await database.migrate();
const { db } = database;
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';

const seedStart = performance.now();
await addBenchRecruiter(database);
const start = Date.now() - 365 * DAY;
const careerRows = await db
  .insert(careers)
  .values(
    Array.from({ length: CAREERS }, (_, n) => ({
      jobId: `MC-BEN-${1000 + n}`,
      title: `Role ${n}`,
      department: DEPARTMENTS[n % DEPARTMENTS.length] ?? 'Engineering',
      employmentType: 'FULL_TIME' as const,
      location: 'Hyderabad, India',
      experience: '2–4 years',
      status: n % 5 === 0 ? ('CLOSED' as const) : ('OPEN' as const),
      postedAt: new Date(start + (n % 30) * DAY),
    })),
  )
  .returning({ id: careers.id });
for (let offset = 0; offset < APPLICATIONS; offset += 1000) {
  const planned = Array.from({ length: Math.min(1000, APPLICATIONS - offset) }, (_, i) => {
    const n = offset + i;
    // How far along the path: most stop early, a few are filled; one in five of those who stop is rejected.
    const depth = [0, 0, 0, 1, 1, 2, 2, 3, 4, 5][n % 10] ?? 0;
    const rejected = depth < 3 && n % 5 === 0;
    const appliedAt = start + 30 * DAY + ((n * 7919) % (300 * DAY));
    const stages = PATH.slice(0, depth + 1).map((status, k) => ({
      status,
      at: appliedAt + k * (2 + (n % 4)) * DAY,
    }));
    if (rejected) stages.push({ status: 'REJECTED', at: appliedAt + (depth + 1) * 3 * DAY });
    return { n, appliedAt, stages };
  });
  const inserted = await db
    .insert(applications)
    .values(
      planned.map(({ n, appliedAt, stages }) => ({
        careerId: careerRows[n % CAREERS]?.id ?? 1,
        fullName: `Applicant ${n}`,
        email: `applicant${n}@example.com`,
        mobile: '+91 98765 43210',
        source: SOURCES[n % SOURCES.length] ?? null,
        statusCode: stages.at(-1)?.status ?? 'APPLIED',
        consentAt: new Date(appliedAt),
        appliedAt: new Date(appliedAt),
      })),
    )
    .returning({ id: applications.id });
  await db.insert(applicationStatusHistory).values(
    inserted.flatMap((row, i) =>
      (planned[i]?.stages ?? []).map((stage, k, all) => ({
        applicationId: row.id,
        fromStatus: k === 0 ? null : (all[k - 1]?.status ?? null),
        toStatus: stage.status,
        changedAt: new Date(stage.at),
      })),
    ),
  );
}
// A live database has its planner statistics; a bulk load must gather them (autovacuum would, later).
await db.execute(sql`analyze`);
const seconds = ((performance.now() - seedStart) / 1000).toFixed(1);
console.info(`Seeded ${APPLICATIONS} applications over ${CAREERS} careers in ${seconds} s (${engine})`);

const { app, address, token } = await serveBenchApp(database, { dataDir, databaseUrl });

const quarter = new Date(start + 120 * DAY).toISOString().slice(0, 10);
const quarterEnd = new Date(start + 210 * DAY).toISOString().slice(0, 10);
const reports = [
  { name: 'every application', query: '' },
  { name: 'one department', query: '?department=Design' },
  { name: 'one quarter', query: `?from=${quarter}&to=${quarterEnd}` },
  { name: 'one career', query: `?careerId=${careerRows[7]?.id}` },
];
const results: { name: string; p50: number; p95: number }[] = [];
for (const report of reports) {
  const timings: number[] = [];
  for (let i = 0; i < REQUESTS + 3; i++) {
    const began = performance.now();
    const res = await fetch(`${address}${RECRUITING_REPORT_PATH}${report.query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`HTTP ${res.status} for ${report.name}`);
    // The first three warm the caches and the plans; they are not counted.
    if (i >= 3) timings.push(performance.now() - began);
  }
  timings.sort((a, b) => a - b);
  const pick = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0;
  results.push({ name: report.name, p50: pick(0.5), p95: pick(0.95) });
  console.info(`${report.name}: p50 ${pick(0.5).toFixed(0)} ms · p95 ${pick(0.95).toFixed(0)} ms`);
}
await app.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });

const misses = results.filter((r) => r.p95 > BUDGET_MS);
const markdown = [
  `## Recruiting reports on ${engine} (\`npm run bench:reports\`)`,
  '',
  `${machineLine()} · ${engine}, ${APPLICATIONS.toLocaleString('en-GB')} applications over ${CAREERS} careers with ` +
    `their stage history and sources; GET ${RECRUITING_REPORT_PATH} over HTTP on loopback, ${REQUESTS} requests ` +
    'per report after 3 not counted, one at a time.',
  '',
  '| Report | p50 (ms) | p95 (ms) |',
  '| --- | ---: | ---: |',
  ...results.map((r) => `| ${r.name} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} |`),
  '',
  `Budget: p95 ≤ ${BUDGET_MS} ms: ${misses.length === 0 ? '**met**.' : `**not met** for ${misses.map((r) => r.name).join(', ')}.`}`,
].join('\n');
writePerfSection(`bench-reports-${engine.toLowerCase()}`, markdown);
console.info('Written to docs/perf.md');
process.exit(0);
