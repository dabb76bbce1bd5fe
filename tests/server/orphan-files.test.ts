// The orphan sweep removes stored files that no row refers to once they are older than the grace period;
// fresh files (an upload whose row is still being written) and referenced ones stay.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, blogs, storedFiles } from '../../server/db/schema';
import { DEFAULT_ORPHAN_GRACE, sweepOrphanFiles } from '../../server/services/orphan-files';
import { createDatabaseStorage } from '../../server/storage/database-storage';
import type { FileBucket } from '../../server/storage/file-storage';
import { insertApplication } from '../support/server/application-fixtures';
import { insertCareer } from '../support/server/careers-fixtures';
import { pdfResume } from '../support/server/resume-files';
import { getTestDatabase } from '../support/server/test-database';

const HOUR = 60 * 60 * 1000;
const NOW = new Date();
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function setup() {
  const { db } = await getTestDatabase();
  const storage = {
    resumes: createDatabaseStorage(db, 'resumes'),
    covers: createDatabaseStorage(db, 'covers'),
  };
  /** A file stored `hoursAgo` hours before NOW; answers its key and whether it is still stored. */
  const stored = async (bucket: FileBucket, bytes: Buffer, hoursAgo: number) => {
    const key = await storage[bucket].put(bytes);
    const file = and(eq(storedFiles.bucket, bucket), eq(storedFiles.key, key));
    await db
      .update(storedFiles)
      .set({ createdAt: new Date(NOW.getTime() - hoursAgo * HOUR) })
      .where(file);
    const isKept = async () => (await db.select().from(storedFiles).where(file)).length === 1;
    return { key, isKept };
  };
  return {
    storage,
    resume: (hoursAgo: number) => stored('resumes', pdfResume(), hoursAgo),
    cover: (hoursAgo: number) => stored('covers', PNG, hoursAgo),
  };
}

describe('the orphan sweep', () => {
  it('removes unreferenced résumés older than an hour and keeps fresh and referenced ones', async () => {
    const { db } = await getTestDatabase();
    const { storage, resume } = await setup();
    const referenced = await resume(48);
    const oldOrphan = await resume(2);
    const freshOrphan = await resume(0.5);
    const career = await insertCareer();
    await insertApplication(db, {
      careerId: career.id,
      email: 'priya@example.com',
      resumeKey: referenced.key,
      consentAt: NOW,
    });

    expect(await sweepOrphanFiles(db, storage, { now: NOW })).toEqual({ resumes: 1, covers: 0 });
    expect(await oldOrphan.isKept()).toBe(false);
    expect(await referenced.isKept()).toBe(true);
    expect(await freshOrphan.isKept()).toBe(true);
    expect(await db.select().from(auditLog)).toEqual([
      expect.objectContaining({
        action: 'orphan-sweep',
        actorName: 'system',
        details: { resumes: 1, covers: 0 },
      }),
    ]);

    // Nothing left to remove: no second audit row.
    expect(await sweepOrphanFiles(db, storage, { now: NOW })).toEqual({ resumes: 0, covers: 0 });
    expect(await db.select().from(auditLog)).toHaveLength(1);
  });

  it('gives blog covers a week, and keeps those a post uses as its cover or in its text', async () => {
    const { db } = await getTestDatabase();
    const { storage, cover } = await setup();
    const asCover = await cover(24 * 30);
    const inText = await cover(24 * 30);
    const oldOrphan = await cover(24 * 8);
    const recentOrphan = await cover(24 * 2);
    await db.insert(blogs).values({
      title: 'Payroll in 2027',
      slug: 'payroll-in-2027',
      coverImage: `/api/media/${asCover.key}.png`,
      body: `Intro\n\n![Chart](/api/media/${inText.key}.png)`,
    });

    expect(await sweepOrphanFiles(db, storage, { now: NOW })).toEqual({ resumes: 0, covers: 1 });
    expect(await oldOrphan.isKept()).toBe(false);
    for (const kept of [asCover, inText, recentOrphan]) expect(await kept.isKept()).toBe(true);
    expect(DEFAULT_ORPHAN_GRACE.covers).toBe(7 * 24 * HOUR);
  });

  it('finds nothing to do in a store with no files yet', async () => {
    const { db } = await getTestDatabase();
    const { storage } = await setup();
    expect(await sweepOrphanFiles(db, storage, { now: NOW })).toEqual({ resumes: 0, covers: 0 });
  });
});
