// Résumé text for the talent pool: read after an application's answer, recorded as unreadable (never a failed
// application) when it cannot be read, within a time and size budget, and by a backfill that can stop, resume
// and share its work with another server.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { demoResumePdf } from '../../server/db/demo-resume';
import { resumeTexts, scheduledRuns } from '../../server/db/schema';
import { cleanText, createResumeReader, MAX_TEXT_CHARS } from '../../server/resume-text/resume-text-reader';
import { claimResumes, countStillToRead, readPendingResumes } from '../../server/services/resume-texts';
import { insertApplication } from '../support/server/application-fixtures';
import { insertCareer, multipart, validApplicant } from '../support/server/careers-fixtures';
import { docResume, docxResume } from '../support/server/resume-files';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp({ readResumes: true });
const reader = createResumeReader();
afterAll(() => reader.close());

async function textOf(db: Db, applicationId: number) {
  const [row] = await db.select().from(resumeTexts).where(eq(resumeTexts.applicationId, applicationId));
  return row;
}

async function withResumes(count: number) {
  const { db } = await getTestDatabase();
  const career = await insertCareer();
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const resumeKey = await ctx.app.storage.resumes.put(
      demoResumePdf([`Candidate ${index}`, `skill${index}`]),
    );
    const row = await insertApplication(db, {
      careerId: career.id,
      email: `c${index}@example.com`,
      resumeKey,
    });
    ids.push(row.id);
  }
  return { db, ids };
}

describe('reading a résumé after applying', () => {
  it('reads the text of the PDF once the application is answered', async () => {
    const { db } = await getTestDatabase();
    const career = await insertCareer();
    const body = await multipart(validApplicant, {
      name: 'cv.pdf',
      content: demoResumePdf(['Priya Sharma', 'Certified Kubernetes administrator']),
      type: 'application/pdf',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/careers/${career.id}/applications`,
      ...body,
    });
    expect(res.statusCode).toBe(201);
    const [application] = await db.query.applications.findMany();
    const id = application?.id ?? 0;
    await expect.poll(async () => (await textOf(db, id))?.state).toBe('extracted');
    expect((await textOf(db, id))?.text).toContain('Certified Kubernetes administrator');
  });

  it('records a file it cannot read as unreadable, with the reason, and the application stands', async () => {
    const { db } = await getTestDatabase();
    const career = await insertCareer();
    const body = await multipart(validApplicant, {
      name: 'cv.doc',
      content: docResume(),
      type: 'application/msword',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/careers/${career.id}/applications`,
      ...body,
    });
    expect(res.statusCode).toBe(201);
    const [application] = await db.query.applications.findMany();
    expect(application?.statusCode).toBe('APPLIED');
    const id = application?.id ?? 0;
    await expect.poll(async () => (await textOf(db, id))?.state).toBe('unreadable');
    expect((await textOf(db, id))?.reason).toMatch(/^The file could not be read: ./);
  });
});

describe('the reader’s memory', () => {
  it('reads a PDF without loading the canvas library (Skia) into the process, where it would stay for good', async () => {
    // A process of its own: a native library, once loaded by any file's test, stays in a shared worker.
    const root = path.resolve(import.meta.dirname, '../..');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'resume-memory-'));
    const file = path.join(dir, 'read-one.mts');
    await writeFile(
      file,
      `
      import { readFileSync } from 'node:fs';
      import { demoResumePdf } from ${JSON.stringify(path.join(root, 'server/db/demo-resume.ts'))};
      import { createResumeReader } from ${JSON.stringify(path.join(root, 'server/resume-text/resume-text-reader.ts'))};
      const reader = createResumeReader();
      const reading = await reader.read(demoResumePdf(['Ravi Kumar', 'Payroll and Rust']));
      const skia = readFileSync('/proc/self/maps', 'utf8').includes('skia');
      await reader.close();
      console.log(JSON.stringify({ reading, skia }));
    `,
    );
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', file], { cwd: root });
    await rm(dir, { recursive: true, force: true });
    const { reading, skia } = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
    expect(reading).toMatchObject({ state: 'extracted' });
    expect(reading.text).toContain('Payroll and Rust');
    expect(skia).toBe(false);
  });
});

describe('the reader’s budgets', () => {
  it('gives up on a file that takes too long, stopping its thread', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'resume-reader-'));
    try {
      // A stand-in thread that never answers, then the real one.
      const stuck = path.join(dir, 'stuck.mjs');
      await writeFile(
        stuck,
        "import { parentPort } from 'node:worker_threads';\nparentPort.on('message', () => {});\nparentPort.postMessage({ ready: true });\n",
      );
      const slow = createResumeReader({ budgetMs: 300, workerUrl: pathToFileURL(stuck) });
      expect(await slow.read(demoResumePdf(['anything']))).toEqual({
        state: 'unreadable',
        reason: 'Reading it took longer than 0.3 s.',
      });
      await slow.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('does not read a file over the size budget, nor one that is no résumé', async () => {
    const small = createResumeReader({ maxBytes: 1024 * 1024 });
    expect(await small.read(Buffer.concat([demoResumePdf(['x']), Buffer.alloc(1024 * 1024)]))).toEqual({
      state: 'too-large',
      reason: 'The file is larger than 1 MB.',
    });
    expect(await small.read(Buffer.from('MZ not a résumé'))).toMatchObject({ state: 'unreadable' });
    await small.close();
  });

  it('keeps a bounded, storable text: no NUL, no marker characters, capped', async () => {
    expect(cleanText('a\u0000b \ue000c\n\n\n  d')).toBe('a b c\nd');
    expect(cleanText('word '.repeat(20_000))).toHaveLength(MAX_TEXT_CHARS);
    expect(await reader.read(docxResume('   '))).toEqual({ state: 'empty', text: '' });
  });
});

describe('the backfill', () => {
  it('stops between files and resumes where it stopped, reading each résumé once', async () => {
    const { db, ids } = await withResumes(5);
    expect(await countStillToRead(db)).toBe(5);
    // The server starts closing once two files have been read.
    let reads = 0;
    const counting = {
      ...reader,
      read: (bytes: Buffer) => {
        reads += 1;
        return reader.read(bytes);
      },
    };
    const first = await readPendingResumes(
      { db, resumes: ctx.app.storage.resumes, reader: counting },
      { batch: 2, stopping: () => reads >= 2 },
    );
    expect(first.recorded).toBe(2);
    expect(await countStillToRead(db)).toBe(3);
    // Nothing stays claimed by a pass that stopped: the next server need not wait for leases.
    expect(await db.select().from(scheduledRuns).where(like(scheduledRuns.task, 'resume-text:%'))).toEqual(
      [],
    );

    const second = await readPendingResumes({ db, resumes: ctx.app.storage.resumes, reader }, { batch: 2 });
    expect(second).toEqual({ recorded: 3, unreadable: 0 });
    expect(await countStillToRead(db)).toBe(0);
    for (const [index, id] of ids.entries()) expect((await textOf(db, id))?.text).toContain(`skill${index}`);
    expect(await readPendingResumes({ db, resumes: ctx.app.storage.resumes, reader })).toEqual({
      recorded: 0,
      unreadable: 0,
    });
  });

  it('leaves a résumé another server has claimed to it, and takes it over once the lease has passed', async () => {
    const { db, ids } = await withResumes(2);
    const [theirs = 0, ours = 0] = ids;
    expect(await claimResumes(db, [theirs], 60_000)).toEqual([theirs]);
    // Claimed already: nobody else wins it.
    expect(await claimResumes(db, [theirs, ours], 60_000)).toEqual([ours]);
    await db.delete(scheduledRuns).where(eq(scheduledRuns.task, `resume-text:${ours}`));

    await readPendingResumes({ db, resumes: ctx.app.storage.resumes, reader });
    expect(await textOf(db, ours)).toBeDefined();
    expect(await textOf(db, theirs)).toBeUndefined();

    // The other server died: its lease passes and the next pass reads the file.
    await db
      .update(scheduledRuns)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(scheduledRuns.task, `resume-text:${theirs}`));
    await readPendingResumes({ db, resumes: ctx.app.storage.resumes, reader });
    expect((await textOf(db, theirs))?.state).toBe('extracted');
  });

  it('records a résumé whose stored file is gone as unreadable, so the backfill does not retry it forever', async () => {
    const { db } = await getTestDatabase();
    const career = await insertCareer();
    const row = await insertApplication(db, {
      careerId: career.id,
      resumeKey: '00000000-0000-4000-8000-000000000000',
    });
    expect(await readPendingResumes({ db, resumes: ctx.app.storage.resumes, reader })).toEqual({
      recorded: 1,
      unreadable: 1,
    });
    expect(await textOf(db, row.id)).toMatchObject({
      state: 'unreadable',
      reason: 'The stored file is missing.',
    });
  });
});
