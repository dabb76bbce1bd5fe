// A file name cannot disguise its type with characters a reader cannot see (docs/decisions/0011):
// "invoice\u202Excod.pdf" would show as "invoicefdp.docx" on the board and in the ZIP export.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../../server/db/schema';
import { bearer, createStaff, injectSignIn } from '../../support/server/auth';
import { insertCareer, multipart, validApplicant } from '../../support/server/careers-fixtures';
import { newestApplicationId } from '../../support/server/newest-application';
import { pdfResume } from '../../support/server/resume-files';
import { setupTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

const ctx = setupTestApp();
const INVISIBLE = /[\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/;

const DISGUISES = [
  'invoice\u202Excod.pdf',
  'cv\u200B\u200D\u2060.pdf',
  '\uFEFFresume\u00AD.pdf',
  'report\u2066\u2069\u061C.pdf',
];

async function apply(careerId: number, filename: string) {
  const body = await multipart(validApplicant, {
    name: filename,
    content: pdfResume(),
    type: 'application/pdf',
  });
  const res = await ctx.app.inject({ method: 'POST', url: `/api/careers/${careerId}/applications`, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return newestApplicationId();
}

describe('résumé file names', () => {
  it.each(DISGUISES)('stores, lists and downloads %j without invisible characters', async (disguise) => {
    const { db } = await getTestDatabase();
    await createStaff(db, { username: 'rhea', role: 'RECRUITER' });
    const headers = bearer(await injectSignIn(ctx.app, 'rhea'));
    const career = await insertCareer();
    const id = await apply(career.id, disguise);

    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    expect(row?.resumeFilename).not.toMatch(INVISIBLE);
    expect(row?.resumeFilename).toMatch(/\.pdf$/);

    const board = await ctx.app.inject({
      url: `/api/recruiter/job-management/careers/${career.id}/applications`,
      headers,
    });
    expect(board.body).not.toMatch(INVISIBLE);
    const download = await ctx.app.inject({
      url: `/api/recruiter/job-management/applications/${id}/resume`,
      headers,
    });
    expect(decodeURIComponent(String(download.headers['content-disposition']))).not.toMatch(INVISIBLE);
  });

  it('cleans names stored before the rule, with the migration that brought it', async () => {
    const { db } = await getTestDatabase();
    const career = await insertCareer();
    const id = await apply(career.id, 'plain.pdf');
    await db
      .update(applications)
      .set({ resumeFilename: 'invoice\u202Excod.pdf' })
      .where(eq(applications.id, id));
    const migration = await readFile(
      path.join(import.meta.dirname, '../../../server/db/migrations/0005_rendered_markdown.sql'),
      'utf8',
    );
    const cleanUp = migration.split('--> statement-breakpoint').at(-1) ?? '';
    await db.execute(sql.raw(cleanUp));
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    expect(row?.resumeFilename).toBe('invoicexcod.pdf');
  });
});
