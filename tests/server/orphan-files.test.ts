// The orphan sweep removes stored files that no row refers to once they are older than the grace period;
// fresh files (an upload whose row is still being written) and referenced ones stay.
import { existsSync } from 'node:fs';
import { mkdtemp, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applications, auditLog, blogs } from '../../server/db/schema';
import { createMediaStorage } from '../../server/services/cover-images';
import { DEFAULT_ORPHAN_GRACE, sweepOrphanFiles } from '../../server/services/orphan-files';
import { createFileStorage, type FileStorage } from '../../server/storage/file-storage';
import { insertCareer } from '../setup/careers-fixtures';
import { pdfResume } from '../setup/resume-files';
import { getTestDatabase } from '../setup/test-database';

const HOUR = 60 * 60 * 1000;
const NOW = new Date();
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function setup() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-orphans-'));
  const storage = { resumes: createFileStorage(dataDir), covers: createMediaStorage(dataDir) };
  /** A stored file last modified `hoursAgo` hours before NOW; answers its key and path. */
  const stored = async (where: FileStorage, bytes: Buffer, hoursAgo: number, folder: string) => {
    const key = await where.put(bytes);
    const file = path.join(dataDir, folder, key.slice(0, 2), key);
    const when = new Date(NOW.getTime() - hoursAgo * HOUR);
    await utimes(file, when, when);
    return { key, file };
  };
  return {
    storage,
    resume: (hoursAgo: number) => stored(storage.resumes, pdfResume(), hoursAgo, 'uploads'),
    cover: (hoursAgo: number) => stored(storage.covers, PNG, hoursAgo, 'media/uploads'),
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
    await db.insert(applications).values({
      careerId: career.id,
      fullName: 'Priya Sharma',
      email: 'priya@example.com',
      mobile: '+91 98765 43210',
      resumeKey: referenced.key,
      consentAt: NOW,
    });

    expect(await sweepOrphanFiles(db, storage, { now: NOW })).toEqual({ resumes: 1, covers: 0 });
    expect(existsSync(oldOrphan.file)).toBe(false);
    expect(existsSync(referenced.file)).toBe(true);
    expect(existsSync(freshOrphan.file)).toBe(true);
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
    expect(existsSync(oldOrphan.file)).toBe(false);
    for (const kept of [asCover, inText, recentOrphan]) expect(existsSync(kept.file)).toBe(true);
    expect(DEFAULT_ORPHAN_GRACE.covers).toBe(7 * 24 * HOUR);
  });

  it('finds nothing to do in a data directory with no files yet', async () => {
    const { db } = await getTestDatabase();
    const { storage } = await setup();
    expect(await sweepOrphanFiles(db, storage, { now: NOW })).toEqual({ resumes: 0, covers: 0 });
  });
});
