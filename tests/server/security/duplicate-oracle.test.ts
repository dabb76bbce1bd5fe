// Applying says nothing to a stranger about who has applied (docs/decisions/0041): a second application
// from an address or phone already in process is answered exactly as a fresh one, after the same checks,
// and the person on file is told by e-mail instead (at most once a day per application). A withdrawn
// application is over, so its candidate may apply again.
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { myApplicationSchema } from '../../../contracts/my-application';
import { applications, outgoingMails } from '../../../server/db/schema';
import {
  forgetCachedCareers,
  insertCareer,
  multipart,
  validApplicant,
} from '../../support/server/careers-fixtures';
import { pdfResume } from '../../support/server/resume-files';
import { storedKeys } from '../../support/server/stored-files';
import { setupTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

const ctx = setupTestApp();

beforeEach(async () => {
  await forgetCachedCareers();
});

const pdf = { name: 'cv.pdf', content: pdfResume(), type: 'application/pdf' };
const notAPdf = { name: 'cv.pdf', content: Buffer.from('plain text, not a résumé'), type: 'application/pdf' };

async function apply(careerId: number, fields: Record<string, string>, resume = pdf) {
  const body = await multipart(fields, resume);
  return ctx.app.inject({ method: 'POST', url: `/api/careers/${careerId}/applications`, ...body });
}

/** A stranger who types someone else's e-mail or phone into the form. */
const mallory = {
  ...validApplicant,
  fullName: 'Mallory Intruder',
  email: 'mallory@example.net',
  mobile: '+44 7700 900777',
};

async function rows() {
  const { db } = await getTestDatabase();
  return db.select().from(applications).orderBy(applications.id);
}

async function mailsOfKind(kind: string) {
  const { db } = await getTestDatabase();
  return db.select().from(outgoingMails).where(eq(outgoingMails.kind, kind)).orderBy(outgoingMails.id);
}

describe('a second application from someone in process', () => {
  it('is answered as a fresh one: the same status and the same answer, whether by e-mail or phone', async () => {
    const career = await insertCareer({ title: 'HR Recruiter', department: 'Human Resources' });
    expect((await apply(career.id, validApplicant)).statusCode).toBe(201);

    // A file that is not a résumé: refused alike for the victim's address and a stranger's.
    const victimsEmail = await apply(
      career.id,
      { ...mallory, email: validApplicant.email.toUpperCase() },
      notAPdf,
    );
    const victimsPhone = await apply(career.id, { ...mallory, mobile: validApplicant.mobile }, notAPdf);
    const stranger = await apply(career.id, mallory, notAPdf);
    expect(stranger.statusCode).toBe(415);
    expect([victimsEmail.statusCode, victimsPhone.statusCode]).toEqual([415, 415]);
    expect(victimsEmail.json()).toEqual(stranger.json());
    expect(victimsPhone.json()).toEqual(stranger.json());

    // A real résumé: the same 201 and the same answer as a new applicant's, naming no application.
    const duplicateByEmail = await apply(career.id, { ...mallory, email: 'Priya.Sharma@Example.com' });
    const duplicateByPhone = await apply(career.id, { ...mallory, mobile: '+919876543210' });
    const fresh = await apply(career.id, mallory);
    expect(fresh.statusCode).toBe(201);
    expect([duplicateByEmail.statusCode, duplicateByPhone.statusCode]).toEqual([201, 201]);
    expect(duplicateByEmail.json()).toEqual(fresh.json());
    expect(duplicateByPhone.json()).toEqual(fresh.json());
    expect(Object.keys(fresh.json()).sort()).toEqual(['career', 'status']);

    // Only the two real applications are kept, each with its own résumé; nothing of the duplicates.
    const kept = await rows();
    expect(kept.map((row) => row.email)).toEqual([validApplicant.email, mallory.email]);
    expect(await storedKeys(ctx.app)).toEqual(kept.map((row) => row.resumeKey).sort());
  });

  it('tells the person on file, in plain words with their status link, at most once a day', async () => {
    const career = await insertCareer({ title: 'Payroll Executive' });
    expect((await apply(career.id, validApplicant)).statusCode).toBe(201);
    const [original] = await rows();

    expect((await apply(career.id, { ...mallory, email: 'PRIYA.SHARMA@example.com' })).statusCode).toBe(201);
    expect((await apply(career.id, { ...mallory, mobile: validApplicant.mobile })).statusCode).toBe(201);
    expect((await apply(career.id, { ...mallory, email: validApplicant.email })).statusCode).toBe(201);

    const notices = await mailsOfKind('duplicate-application');
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice).toMatchObject({
      applicationId: original?.id,
      toAddress: validApplicant.email,
      toName: validApplicant.fullName,
    });
    const text = notice?.textBody ?? '';
    expect(text).toContain(`Dear ${validApplicant.fullName},`);
    expect(text).toContain(`We received an application for ${career.title} (${career.jobId}) again`);
    expect(text).toContain('You are already in process');
    expect(text).toContain('If anything changed, reply to our previous email with updates.');
    // Nothing the stranger typed reaches the person on file.
    expect(text + (notice?.htmlBody ?? '')).not.toMatch(/Mallory|mallory|7700/);

    // The link in it opens the application on file.
    const token = text.match(/\/my-application\/([A-Za-z0-9_-]+)/)?.[1];
    const page = await ctx.app.inject({ url: `/api/my-application/${token}` });
    expect(page.statusCode).toBe(200);
    expect(myApplicationSchema.parse(page.json())).toMatchObject({ jobTitle: career.title });

    // A day later another duplicate is told again.
    const { db } = await getTestDatabase();
    await db
      .update(outgoingMails)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(outgoingMails.kind, 'duplicate-application'));
    expect((await apply(career.id, { ...mallory, mobile: validApplicant.mobile })).statusCode).toBe(201);
    expect(await mailsOfKind('duplicate-application')).toHaveLength(2);
    expect(await rows()).toHaveLength(1);
  });
});

describe('a withdrawn application', () => {
  it('is over: its candidate may apply again, recorded as a new application', async () => {
    const career = await insertCareer({ title: 'Content Writer' });
    expect((await apply(career.id, validApplicant)).statusCode).toBe(201);
    const [first] = await rows();
    const { db } = await getTestDatabase();
    const [confirmation] = await db
      .select({ text: outgoingMails.textBody })
      .from(outgoingMails)
      .where(
        and(
          eq(outgoingMails.applicationId, first?.id ?? 0),
          eq(outgoingMails.kind, 'application-confirmation'),
        ),
      );
    const token = confirmation?.text.match(/\/my-application\/([A-Za-z0-9_-]+)/)?.[1];
    const withdrawn = await ctx.app.inject({ method: 'POST', url: `/api/my-application/${token}/withdraw` });
    expect(myApplicationSchema.parse(withdrawn.json()).stage.label).toBe('Withdrawn');

    const again = await apply(career.id, validApplicant);
    expect(again.statusCode).toBe(201);
    const both = await rows();
    expect(both.map((row) => row.statusCode)).toEqual(['WITHDRAWN', 'APPLIED']);
    expect(await mailsOfKind('duplicate-application')).toEqual([]);
    expect(await mailsOfKind('application-confirmation')).toHaveLength(2);
  });
});
