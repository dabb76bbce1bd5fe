// npm run test:crash: nothing acknowledged may be lost. Starts the real server on a throw-away DATA_DIR,
// sends concurrent applications with PDF résumés, SIGKILLs the server mid-stream, restarts it on the same
// directory, then checks in the database and its file store that every application answered 201 exists with
// its file and first history row, and that no stored application lacks either. Runs on embedded PGlite, and
// also on PostgreSQL when CRASH_DATABASE_URL (or TEST_DATABASE_URL) is set (a fresh database, dropped after).
// Uploads cut off by the kill leave résumé files without an application: the orphan sweep (run here with
// no grace period, as the server's timer would an hour later) must remove exactly those.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { asc } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { demoResumePdf } from '../../server/db/demo-resume';
import { applicationStatusHistory, applications } from '../../server/db/schema';
import { openFileStores } from '../../server/plugins/storage';
import { sweepOrphanFiles } from '../../server/services/orphan-files';
import type { FileStorage } from '../../server/storage/file-storage';
import { createPostgresDatabase, dropPostgresDatabase } from '../../tests/support/server/postgres-database';
import { type ServerProcess, startServerProcess } from '../../tests/support/server/spawn-server';

const WORKERS = 8;
/** The kill comes this long after the first acknowledged application, so plenty are in flight. */
const KILL_AFTER_FIRST_ACK_MS = 1500;

const resume = demoResumePdf(['Crash Test Applicant', 'Curriculum vitae']);

/**
 * One application as the browser sends it; each from its own address, so the apply rate limit counts each
 * once. Answers its e-mail (unique per applicant) once answered 201: the answer names no application.
 */
async function apply(baseUrl: string, careerId: number, n: number): Promise<string | undefined> {
  const email = `crash.applicant.${n}@example.com`;
  const form = new FormData();
  form.append('fullName', `Crash Applicant ${String.fromCharCode(65 + (n % 26))}`);
  form.append('email', email);
  form.append('mobile', `+91 9${String(n).padStart(9, '0')}`);
  form.append('state', 'Telangana');
  form.append('city', 'Hyderabad');
  form.append('consent', 'true');
  form.append('resume', new Blob([new Uint8Array(resume)], { type: 'application/pdf' }), `cv-${n}.pdf`);
  const res = await fetch(`${baseUrl}/api/careers/${careerId}/applications`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
  });
  if (res.status !== 201) {
    if (res.status >= 500) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
    return undefined;
  }
  return email;
}

interface Outcome {
  /** The e-mails of the applications answered 201. */
  acknowledged: string[];
  refused: number;
  cutOff: number;
  serverErrors: string[];
}

/** Workers apply until the server dies; the kill comes a moment after the first success. */
async function applyUntilKilled(server: ServerProcess, careerId: number): Promise<Outcome> {
  const outcome: Outcome = { acknowledged: [], refused: 0, cutOff: 0, serverErrors: [] };
  let next = 0;
  let killed = false;
  let killTimer: NodeJS.Timeout | undefined;
  const kill = () => {
    killed = true;
    server.process.kill('SIGKILL');
  };
  const safetyTimer = setTimeout(kill, 60_000);
  const worker = async () => {
    while (!killed) {
      next += 1;
      try {
        const email = await apply(server.baseUrl, careerId, next);
        if (email === undefined) outcome.refused += 1;
        else {
          outcome.acknowledged.push(email);
          killTimer ??= setTimeout(kill, KILL_AFTER_FIRST_ACK_MS);
        }
      } catch (error) {
        if (killed) outcome.cutOff += 1;
        else outcome.serverErrors.push((error as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  clearTimeout(safetyTimer);
  clearTimeout(killTimer);
  await server.exited;
  return outcome;
}

async function uploadedFiles(resumes: FileStorage): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const file of resumes.list()) keys.add(file.key);
  return keys;
}

/** The stored résumé's size, or -1 when the store has no complete file under the key. */
async function storedSize(resumes: FileStorage, key: string | null): Promise<number> {
  const stream = key ? await resumes.openIfPresent(key) : null;
  return stream ? (await buffer(stream)).length : -1;
}

/** Checks the stored state against what was acknowledged; answers the problems found. */
async function verify(dataDir: string, databaseUrl: string | undefined, outcome: Outcome) {
  const database = await openDatabase({ url: databaseUrl, dataDir });
  const { resumes } = await openFileStores(database.db, { s3Url: undefined });
  try {
    const allRows = await database.db.select().from(applications);
    // The demo seed's applications are not the test's (some have no résumé on purpose).
    const rows = allRows.filter((row) => row.email.startsWith('crash.'));
    const history = await database.db
      .select()
      .from(applicationStatusHistory)
      .orderBy(asc(applicationStatusHistory.changedAt), asc(applicationStatusHistory.id));
    const files = await uploadedFiles(resumes);
    const firstHistory = new Map<number, (typeof history)[number]>();
    for (const row of history)
      if (!firstHistory.has(row.applicationId)) firstHistory.set(row.applicationId, row);

    const problems: string[] = [];
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    for (const email of outcome.acknowledged) {
      if (!byEmail.has(email))
        problems.push(`the application of ${email} was answered 201 but is not stored`);
    }
    for (const row of rows) {
      const size = await storedSize(resumes, row.resumeKey);
      if (size < 0) problems.push(`application ${row.id} has no résumé file`);
      else if (size !== row.resumeSize)
        problems.push(`application ${row.id}: file ${size} B, recorded ${row.resumeSize} B`);
      const first = firstHistory.get(row.id);
      if (!first || first.fromStatus !== null || first.toStatus !== 'APPLIED')
        problems.push(`application ${row.id} lacks its first history row (none → APPLIED)`);
    }
    const referenced = new Set(allRows.map((row) => row.resumeKey));
    const orphanFiles = [...files].filter((name) => !referenced.has(name)).length;
    const acknowledged = new Set(outcome.acknowledged);
    const unacknowledgedStored = rows.filter((row) => !acknowledged.has(row.email)).length;
    return { problems, stored: rows.length, orphanFiles, unacknowledgedStored };
  } finally {
    await database.close();
  }
}

/** The sweep the server runs every few hours, with no grace period: every orphan is old enough now. */
async function sweepOrphans(dataDir: string, databaseUrl: string | undefined) {
  const database = await openDatabase({ url: databaseUrl, dataDir });
  try {
    const { close, ...storage } = await openFileStores(database.db, { s3Url: undefined });
    close();
    return await sweepOrphanFiles(database.db, storage, { grace: { resumes: 0, covers: 0 } });
  } finally {
    await database.close();
  }
}

async function crashRun(label: string, databaseUrl: string | undefined): Promise<boolean> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-crash-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    SEED_DEMO: 'true',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    // The applicants come "from" many addresses (X-Forwarded-For), as real ones would: one apply limit each.
    TRUST_PROXY: 'true',
    STATIC_DIR: path.join(dataDir, 'no-spa'),
    LOG_LEVEL: 'error',
    SMTP_URL: '',
  };
  try {
    console.info(`\n[${label}] starting the server on ${dataDir}…`);
    const first = await startServerProcess(env);
    const careers = (await (await fetch(`${first.baseUrl}/api/careers/all`)).json()) as { id: number }[];
    const careerId = careers[0]?.id;
    if (careerId === undefined) throw new Error('no open career to apply to');

    const outcome = await applyUntilKilled(first, careerId);
    console.info(
      `[${label}] SIGKILL sent: ${outcome.acknowledged.length} answered 201, ${outcome.cutOff} cut off by the kill, ` +
        `${outcome.refused} refused (4xx), ${outcome.serverErrors.length} server errors before the kill`,
    );

    const second = await startServerProcess(env);
    console.info(`[${label}] restarted on the same data: healthy`);
    await second.stop();

    const result = await verify(dataDir, databaseUrl, outcome);
    console.info(
      `[${label}] stored test applications: ${result.stored}; acknowledged and found: ` +
        `${outcome.acknowledged.length - result.problems.filter((p) => p.includes('not in the database')).length}/` +
        `${outcome.acknowledged.length}; stored though cut off before the answer: ${result.unacknowledgedStored}; ` +
        `résumé files no application uses: ${result.orphanFiles}`,
    );
    const swept = await sweepOrphans(dataDir, databaseUrl);
    const afterSweep = await verify(dataDir, databaseUrl, outcome);
    console.info(
      `[${label}] orphan sweep: ${swept.resumes} résumé files removed; files no application uses now: ` +
        `${afterSweep.orphanFiles}; stored applications still complete: ${afterSweep.problems.length === 0 ? 'yes' : 'NO'}`,
    );
    const problems = [
      ...outcome.serverErrors.map((error) => `server error before the kill: ${error}`),
      ...result.problems,
      ...afterSweep.problems.map((problem) => `after the orphan sweep: ${problem}`),
      ...(afterSweep.orphanFiles > 0 ? [`${afterSweep.orphanFiles} orphan files survived the sweep`] : []),
      ...(swept.resumes !== result.orphanFiles
        ? [`the sweep removed ${swept.resumes} files, but ${result.orphanFiles} were orphans`]
        : []),
    ];
    for (const problem of problems) console.error(`[${label}] LOST/BROKEN: ${problem}`);
    console.info(
      `[${label}] ${problems.length === 0 ? 'PASS: nothing acknowledged was lost' : `FAIL: ${problems.length} problems`}`,
    );
    return problems.length === 0;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A fresh database on the server of `base`, dropped when `run` is done. */
async function withFreshPostgres(base: string, run: (url: string) => Promise<boolean>): Promise<boolean> {
  const name = `meera_crash_${process.pid}_${Date.now()}`;
  const url = await createPostgresDatabase(base, name);
  try {
    return await run(url);
  } finally {
    await dropPostgresDatabase(base, name);
  }
}

const results = [await crashRun('PGlite', undefined)];
const postgresBase = process.env.CRASH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (postgresBase) results.push(await withFreshPostgres(postgresBase, (url) => crashRun('PostgreSQL', url)));
else console.info('\n(PostgreSQL skipped: set CRASH_DATABASE_URL or TEST_DATABASE_URL to run it too)');
process.exit(results.every(Boolean) ? 0 : 1);
