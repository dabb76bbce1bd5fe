// Personal data on request: an admin exports everything held about an applicant (a ZIP of applicant.json
// and the résumé) or erases it (row, stage history, résumé file); both are audit-logged, admins only.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  auditLogPageSchema,
  EXPORT_JSON_NAME,
  erasedApplicantSchema,
  personalDataExportSchema,
} from '../../contracts/admin-applicants';
import { errorEnvelopeSchema } from '../../contracts/errors';
import { applicationStatusHistory, applications, auditLog } from '../../server/db/schema';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import {
  forgetCachedCareers,
  insertCareer,
  multipart,
  validApplicant,
} from '../support/server/careers-fixtures';
import { newestApplicationId } from '../support/server/newest-application';
import { pdfResume } from '../support/server/resume-files';
import { storedKeys } from '../support/server/stored-files';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';
import { readZip } from '../support/server/zip-reader';

const ctx = setupTestApp();
let admin: Record<string, string>;
let recruiter: Record<string, string>;
let employee: Record<string, string>;

beforeEach(async () => {
  await forgetCachedCareers();
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'adam', role: 'ADMIN', displayName: 'Adam Admin' });
  await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
  await createStaff(db, { username: 'emma', role: 'EMPLOYEE' });
  admin = bearer(await injectSignIn(ctx.app, 'adam'));
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
  employee = bearer(await injectSignIn(ctx.app, 'emma'));
});

/** Applies through the real careers form and moves the applicant once, with a note. */
async function applicantWithHistory() {
  const career = await insertCareer({ title: 'Payroll Specialist' });
  const body = await multipart(validApplicant, {
    name: 'Priya CV.pdf',
    content: pdfResume(),
    type: 'application/pdf',
  });
  const applied = await ctx.app.inject({
    method: 'POST',
    url: `/api/careers/${career.id}/applications`,
    ...body,
  });
  expect(applied.statusCode).toBe(201);
  const id = await newestApplicationId();
  const moved = await ctx.app.inject({
    method: 'POST',
    url: `/api/recruiter/job-management/applications/${id}/move?toStatusCode=PROFILE_SCREENED&note=Strong%20payroll%20background`,
    headers: recruiter,
  });
  expect(moved.statusCode, moved.body).toBe(200);
  const { db } = await getTestDatabase();
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row?.resumeKey) throw new Error('the application has no résumé');
  return { id, career, resumeKey: row.resumeKey };
}

const auditRows = async () => (await getTestDatabase()).db.select().from(auditLog);

describe('GET /api/admin/applications/:id/export', () => {
  it('answers a ZIP with everything held — fields, history with who/when/notes, the résumé — and logs it', async () => {
    const { id, career } = await applicantWithHistory();
    const res = await ctx.app.inject({
      url: `/api/admin/applications/${id}/export`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`applicant-${id}-personal-data.zip`);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const files = readZip(res.rawPayload);
    expect([...files.keys()]).toEqual([EXPORT_JSON_NAME, 'resume/Priya CV.pdf']);
    expect(files.get('resume/Priya CV.pdf')?.equals(pdfResume())).toBe(true);
    const document = personalDataExportSchema.parse(JSON.parse(String(files.get(EXPORT_JSON_NAME))));
    expect(document).toMatchObject({
      exportedBy: 'adam',
      application: {
        id,
        fullName: 'Priya Sharma',
        email: 'priya.sharma@example.com',
        mobile: '+91 98765 43210',
        state: 'Telangana',
        city: 'Hyderabad',
        status: { statusCode: 'PROFILE_SCREENED', label: 'Profile Screened' },
      },
      career: { id: career.id, jobId: career.jobId, title: 'Payroll Specialist' },
      resume: {
        filename: 'Priya CV.pdf',
        contentType: 'application/pdf',
        size: pdfResume().length,
        file: 'resume/Priya CV.pdf',
      },
    });
    expect(document.statusHistory.map((h) => [h.fromStatus, h.toStatus, h.note, h.changedBy])).toEqual([
      [null, 'APPLIED', 'Applied through the careers page', null],
      ['APPLIED', 'PROFILE_SCREENED', 'Strong payroll background', 'Rita Recruiter'],
    ]);
    expect(document.notes.join(' ')).toMatch(/e-mails/i);

    const log = await auditRows();
    expect(log).toEqual([
      expect.objectContaining({ action: 'export', actorName: 'adam', applicationId: id }),
    ]);
    // The log says who and what, never the personal data itself.
    expect(JSON.stringify(log)).not.toMatch(/Priya|priya\.sharma|98765/);
  });

  it('says so in applicant.json when the résumé file is missing from storage', async () => {
    const { id, resumeKey } = await applicantWithHistory();
    await ctx.app.storage.resumes.remove(resumeKey);
    const res = await ctx.app.inject({ url: `/api/admin/applications/${id}/export`, headers: admin });
    expect(res.statusCode).toBe(200);
    const files = readZip(res.rawPayload);
    expect([...files.keys()]).toEqual([EXPORT_JSON_NAME]);
    const document = personalDataExportSchema.parse(JSON.parse(String(files.get(EXPORT_JSON_NAME))));
    expect(document.resume).toMatchObject({ filename: 'Priya CV.pdf', file: null });
  });

  it('answers 404 in the error envelope for an unknown application, and logs nothing', async () => {
    const res = await ctx.app.inject({ url: '/api/admin/applications/424242/export', headers: admin });
    expect(res.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(res.json()).error.message).toBe(
      'There is no application with id 424242.',
    );
    expect(await auditRows()).toEqual([]);
  });
});

describe('DELETE /api/admin/applications/:id', () => {
  it('erases the row, its history and its résumé file, answers what went, and logs who and when', async () => {
    const { id, resumeKey } = await applicantWithHistory();
    expect(await storedKeys(ctx.app)).toContain(resumeKey);
    const before = Date.now();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/applications/${id}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(erasedApplicantSchema.parse(res.json())).toEqual({
      applicationId: id,
      statusHistoryRows: 2,
      resumeFileRemoved: true,
    });

    const { db } = await getTestDatabase();
    expect(await db.select().from(applications).where(eq(applications.id, id))).toEqual([]);
    expect(
      await db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, id)),
    ).toEqual([]);
    expect(await storedKeys(ctx.app)).not.toContain(resumeKey);

    const [entry] = await auditRows();
    expect(entry).toMatchObject({ action: 'erase', actorName: 'adam', applicationId: id });
    expect(entry?.at.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // The board no longer shows them, and a second erasure finds nothing.
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/applications/${id}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(`There is no application with id ${id}.`);
  });

  it('is listed in the audit log for admins, newest first, with counts and no personal data', async () => {
    const { id } = await applicantWithHistory();
    await ctx.app.inject({ url: `/api/admin/applications/${id}/export`, headers: admin });
    await ctx.app.inject({ method: 'DELETE', url: `/api/admin/applications/${id}`, headers: admin });
    const res = await ctx.app.inject({ url: '/api/admin/audit-log', headers: admin });
    expect(res.statusCode).toBe(200);
    const page = auditLogPageSchema.parse(res.json());
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.action, item.actor, item.applicationId])).toEqual([
      ['erase', 'adam', id],
      ['export', 'adam', id],
    ]);
    expect(page.items[0]?.details).toEqual({ statusHistoryRows: 2, resume: true });
    expect(res.body).not.toMatch(/Priya|priya\.sharma/);

    const exports = await ctx.app.inject({ url: '/api/admin/audit-log?action=export', headers: admin });
    expect(auditLogPageSchema.parse(exports.json()).items.map((item) => item.action)).toEqual(['export']);
    const bad = await ctx.app.inject({ url: '/api/admin/audit-log?action=shred', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.action).toBe(
      'The action must be one of: export, erase, purge, orphan-sweep, person-merge, person-unmerge, note-edit, note-delete, offer-override, shortlist-share, shortlist-revoke, shortlist-view, shortlist-download.',
    );
  });
});

describe('who may', () => {
  it('refuses recruiters and employees (403) and anonymous callers (401), changing nothing', async () => {
    const { id, resumeKey } = await applicantWithHistory();
    for (const headers of [recruiter, employee]) {
      for (const request of [
        { url: `/api/admin/applications/${id}/export` },
        { method: 'DELETE' as const, url: `/api/admin/applications/${id}` },
        { url: '/api/admin/audit-log' },
      ]) {
        const res = await ctx.app.inject({ ...request, headers });
        expect(res.statusCode).toBe(403);
        expect(res.json().error.message).toMatch(/it is for ADMIN/);
      }
    }
    expect((await ctx.app.inject({ url: `/api/admin/applications/${id}/export` })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/applications/${id}` })).statusCode,
    ).toBe(401);
    const { db } = await getTestDatabase();
    expect(await db.select().from(applications).where(eq(applications.id, id))).toHaveLength(1);
    expect(await storedKeys(ctx.app)).toContain(resumeKey);
    expect(await auditRows()).toEqual([]);
  });
});
