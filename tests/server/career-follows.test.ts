// Careers a recruiter follows (docs/decisions/0050): the page's calls, and the e-mail each "each" follower gets
// when an application arrives, queued in the application's own transaction; nobody else's, and none for a
// second application that is answered as a first but not stored (docs/decisions/0041).
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { DIGEST_SETTINGS_PATH, FOLLOWING_PATH } from '../../contracts/api-paths';
import { applicantMailListSchema } from '../../contracts/outgoing-mail';
import { digestSettingsSchema, followingSchema } from '../../contracts/staff-notifications';
import { demoStaff } from '../../server/db/demo/people';
import {
  applications,
  careerFollows,
  careers,
  outgoingMails,
  staffPreferences,
} from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed';
import { createDatabaseStorage } from '../../server/storage/database-storage';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import {
  forgetCachedCareers,
  insertCareer,
  multipart,
  validApplicant,
} from '../support/server/careers-fixtures';
import { mailContaining } from '../support/server/outbox';
import { pdfResume } from '../support/server/resume-files';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const db = async () => (await getTestDatabase()).db;

let rita: Record<string, string>;
let ritaId: number;

beforeEach(async () => {
  await forgetCachedCareers();
  const user = await createStaff(await db(), {
    username: 'rita',
    role: 'RECRUITER',
    displayName: 'Rita Rao',
  });
  ritaId = user.id;
  rita = bearer(await injectSignIn(ctx.app, 'rita'));
});

const apply = async (careerId: number, fields: Record<string, string> = validApplicant) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/careers/${careerId}/applications`,
    ...(await multipart(fields, { name: 'CV.pdf', content: pdfResume(), type: 'application/pdf' })),
  });

const follow = (careerId: number, delivery: string, headers = rita) =>
  ctx.app.inject({ method: 'PUT', url: `${FOLLOWING_PATH}/${careerId}`, headers, payload: { delivery } });

async function mailsOfKind(kind: string) {
  return (await db())
    .select()
    .from(outgoingMails)
    .where(eq(outgoingMails.kind, kind))
    .orderBy(outgoingMails.id);
}

describe('following careers', () => {
  it('lists every career, open ones first, with how the caller follows each; follows, changes and unfollows', async () => {
    const closed = await insertCareer({ title: 'Closed Role', status: 'CLOSED', postedAt: new Date() });
    const payroll = await insertCareer({ title: 'Payroll Executive' });
    const list = async () =>
      followingSchema.parse((await ctx.app.inject({ url: FOLLOWING_PATH, headers: rita })).json());

    expect((await list()).careers.map((c) => [c.title, c.delivery])).toEqual([
      ['Payroll Executive', null],
      ['Closed Role', null],
    ]);
    expect((await list()).digest).toEqual({ timeZone: 'Asia/Kolkata', digestTime: '09:00' });

    const res = await follow(payroll.id, 'each');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: payroll.id, title: 'Payroll Executive', delivery: 'each' });
    expect((await follow(closed.id, 'digest')).statusCode).toBe(200);
    expect((await follow(payroll.id, 'none')).statusCode).toBe(200);
    expect((await list()).careers.map((c) => [c.title, c.delivery])).toEqual([
      ['Payroll Executive', 'none'],
      ['Closed Role', 'digest'],
    ]);

    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `${FOLLOWING_PATH}/${closed.id}`,
      headers: rita,
    });
    expect(gone.statusCode).toBe(204);
    expect((await list()).careers.find((c) => c.id === closed.id)?.delivery).toBeNull();

    // Another recruiter's follows are their own.
    await createStaff(await db(), { username: 'ravi', role: 'RECRUITER' });
    const ravi = bearer(await injectSignIn(ctx.app, 'ravi'));
    const theirs = followingSchema.parse(
      (await ctx.app.inject({ url: FOLLOWING_PATH, headers: ravi })).json(),
    );
    expect(theirs.careers.every((c) => c.delivery === null)).toBe(true);
  });

  it('refuses an unknown career (404), an unknown choice (400) and employees (403)', async () => {
    const career = await insertCareer();
    const unknown = await follow(career.id + 100, 'each');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(`There is no job with id ${career.id + 100}.`);
    const bad = await follow(career.id, 'hourly');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ delivery: 'Choose each, digest or none.' });
    await createStaff(await db(), { username: 'emma', role: 'EMPLOYEE' });
    const emma = bearer(await injectSignIn(ctx.app, 'emma'));
    expect((await follow(career.id, 'each', emma)).statusCode).toBe(403);
  });
});

describe('digest settings', () => {
  const save = (payload: object) =>
    ctx.app.inject({ method: 'PUT', url: DIGEST_SETTINGS_PATH, headers: rita, payload });

  it('keeps a time zone and a time of day, leaving the board’s preferences alone', async () => {
    await (await db()).insert(staffPreferences).values({ userId: ritaId, boardView: 'list' });
    const res = await save({ timeZone: 'Europe/London', digestTime: '17:30' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ timeZone: 'Europe/London', digestTime: '17:30' });
    const read = await ctx.app.inject({ url: DIGEST_SETTINGS_PATH, headers: rita });
    expect(digestSettingsSchema.parse(read.json())).toEqual({
      timeZone: 'Europe/London',
      digestTime: '17:30',
    });
    const [row] = await (await db())
      .select()
      .from(staffPreferences)
      .where(eq(staffPreferences.userId, ritaId));
    expect(row?.boardView).toBe('list');
  });

  it.each([
    [{ timeZone: 'Mars/Olympus', digestTime: '09:00' }, 'timeZone'],
    [{ timeZone: '+05:30', digestTime: '09:00' }, 'timeZone'],
    [{ timeZone: '', digestTime: '09:00' }, 'timeZone'],
    [{ timeZone: 'Asia/Kolkata', digestTime: '24:00' }, 'digestTime'],
    [{ timeZone: 'Asia/Kolkata', digestTime: '9:00' }, 'digestTime'],
    [{ timeZone: 'Asia/Kolkata', digestTime: '09:00 pm' }, 'digestTime'],
  ])('answers %o with 400 and a message beside %s', async (payload, field) => {
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    const message = res.json().error.fields[field];
    expect(message).toMatch(field === 'timeZone' ? /Asia\/Kolkata or Europe\/London/ : /HH:MM/);
    expect(
      digestSettingsSchema.parse((await ctx.app.inject({ url: DIGEST_SETTINGS_PATH, headers: rita })).json()),
    ).toEqual({ timeZone: 'Asia/Kolkata', digestTime: '09:00' });
  });
});

describe('a new application', () => {
  it('queues an e-mail to each "each" follower, in its own transaction, and to no one else', async () => {
    const career = await insertCareer({ title: 'Payroll Executive', location: 'Manchester, UK' });
    const other = await insertCareer({ title: 'Other Role' });
    const database = await db();
    const staff = async (username: string, role: 'ADMIN' | 'RECRUITER' | 'EMPLOYEE', active = true) =>
      (await createStaff(database, { username, role, active })).id;
    const adam = await staff('adam', 'ADMIN');
    const dora = await staff('dora', 'RECRUITER');
    const nina = await staff('nina', 'RECRUITER');
    const gone = await staff('gone', 'RECRUITER', false);
    const emma = await staff('emma', 'EMPLOYEE');
    const otto = await staff('otto', 'RECRUITER');
    await database.insert(careerFollows).values([
      { userId: ritaId, careerId: career.id, delivery: 'each' },
      { userId: adam, careerId: career.id, delivery: 'each' },
      { userId: dora, careerId: career.id, delivery: 'digest' },
      { userId: nina, careerId: career.id, delivery: 'none' },
      { userId: gone, careerId: career.id, delivery: 'each' },
      { userId: emma, careerId: career.id, delivery: 'each' },
      { userId: otto, careerId: other.id, delivery: 'each' },
    ]);
    await database.insert(staffPreferences).values({ userId: adam, timeZone: 'Europe/London' });

    const res = await apply(career.id);
    expect(res.statusCode).toBe(201);

    // Written before the answer, with the application: the same transaction's clock on both e-mails.
    const notices = await mailsOfKind('new-applicant');
    expect(notices.map((m) => m.toAddress)).toEqual(['rita@example.com', 'adam@example.com']);
    const [confirmation] = await mailsOfKind('application-confirmation');
    const [stored] = await database.select().from(applications).where(eq(applications.careerId, career.id));
    for (const notice of notices) {
      expect(notice.createdAt).toEqual(confirmation?.createdAt);
      expect(notice.applicationId).toBe(stored?.id);
      expect(notice.subject).toBe(`New applicant for Payroll Executive (${career.jobId}): Priya Sharma`);
    }

    const [toRita, toAdam] = notices;
    const appliedAt = stored?.appliedAt ?? new Date();
    const inZone = (timeZone: string) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(appliedAt);
    expect(toRita?.textBody).toContain(
      `Hello Rita Rao,\n\nPriya Sharma (Hyderabad) applied for Payroll Executive (${career.jobId}), Manchester, UK, on `,
    );
    // Each on their own clock: Rita has never chosen (India), Adam reads Manchester's.
    expect(toRita?.textBody).toMatch(new RegExp(`${inZone('Asia/Kolkata')} GMT\\+5:30\\.`));
    expect(toAdam?.textBody).toMatch(new RegExp(`${inZone('Europe/London')} (GMT|BST)\\.`));
    expect(toRita?.textBody).toContain(`${ctx.config.publicUrl}/admin/RecruiterJobManagement/${career.id}`);
    expect(toRita?.htmlBody).toContain(
      `href="${ctx.config.publicUrl}/admin/RecruiterJobManagement/${career.id}"`,
    );
    expect(toRita?.htmlBody).toContain('<p>Hello Rita Rao,</p>');
    // Nothing the applicant typed beyond name and town, and no markup in the plain part.
    expect(toRita?.textBody).not.toContain(validApplicant.email);
    expect(toRita?.textBody).not.toContain(validApplicant.mobile);
    expect(toRita?.textBody).not.toMatch(/<|\*\*/);

    // The applicant's own history shows what was sent to them, not the notices.
    const mails = await ctx.app.inject({
      url: `/api/recruiter/job-management/applications/${stored?.id}/mails`,
      headers: rita,
    });
    expect(applicantMailListSchema.parse(mails.json()).map((m) => m.kind)).toEqual([
      'application-confirmation',
    ]);
  });

  it('tells no follower of a second application by someone still in process, which is not stored', async () => {
    const career = await insertCareer();
    await (await db())
      .insert(careerFollows)
      .values({ userId: ritaId, careerId: career.id, delivery: 'each' });
    expect((await apply(career.id)).statusCode).toBe(201);
    expect(await mailsOfKind('new-applicant')).toHaveLength(1);

    const again = await apply(career.id, { ...validApplicant, fullName: 'Priya S.' });
    expect(again.statusCode).toBe(201);
    expect(await mailsOfKind('duplicate-application')).toHaveLength(1);
    expect(await mailsOfKind('new-applicant')).toHaveLength(1);
  });

  it('is stored with no notice when nobody follows the job', async () => {
    const career = await insertCareer();
    await (await db())
      .insert(careerFollows)
      .values({ userId: ritaId, careerId: (await insertCareer()).id, delivery: 'each' });
    expect((await apply(career.id)).statusCode).toBe(201);
    expect(await mailsOfKind('new-applicant')).toEqual([]);
    const rows = await (await db())
      .select()
      .from(applications)
      .where(and(eq(applications.careerId, career.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('the demo data', () => {
  it('has the demo recruiter follow every demo career, so a new applicant reaches their outbox', async () => {
    const database = await db();
    await seedDemo(database, {
      password: 'Demo-Pass-1',
      resumes: createDatabaseStorage(database, 'resumes'),
    });
    await forgetCachedCareers();
    const [open] = await database.select().from(careers).where(eq(careers.status, 'OPEN')).limit(1);
    expect(
      (await apply(open?.id ?? 0, { ...validApplicant, email: 'new.person@example.com' })).statusCode,
    ).toBe(201);
    const recruiter = demoStaff.find((person) => person.username === 'recruiter');
    const [notice] = await mailsOfKind('new-applicant');
    expect(notice?.toAddress).toBe(recruiter?.email);
    // Delivered by the queue: the .eml in the outbox (SMTP_URL unset).
    const delivered = await mailContaining(ctx.config.dataDir, `Hello ${recruiter?.displayName},`);
    expect(delivered).toContain(`/admin/RecruiterJobManagement/${open?.id}`);
  });
});
