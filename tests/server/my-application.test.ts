// The applicant's own status page (docs/decisions/0022): the link in the confirmation opens it; it speaks the
// candidate's words (never a rejection's reason); they can withdraw while the application is open; an
// unknown, expired or erased link gets one answer; a fresh link goes only to the address on file.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MY_APPLICATION_TEXTS, myApplicationSchema } from '../../contracts/my-application';
import { applicationLinks, applications, outgoingMails } from '../../server/db/schema';
import { historyRowsOf, statusOf } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import {
  forgetCachedCareers,
  insertCareer,
  multipart,
  validApplicant,
} from '../support/server/careers-fixtures';
import { pdfResume } from '../support/server/resume-files';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const PAGE = '/api/my-application';
let recruiter: Record<string, string>;
let admin: Record<string, string>;

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
  await createStaff(db, { username: 'ada', role: 'ADMIN', displayName: 'Ada Admin' });
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
  admin = bearer(await injectSignIn(ctx.app, 'ada'));
  await forgetCachedCareers();
});

/** Applies as `email`; answers the application id and the token in its confirmation e-mail. */
async function apply(email = validApplicant.email, title = 'Payroll Executive') {
  const career = await insertCareer({ title });
  const body = await multipart({ ...validApplicant, email }, { name: 'cv.pdf', content: pdfResume() });
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/careers/${career.id}/applications`,
    ...body,
  });
  expect(res.statusCode).toBe(201);
  const { db } = await getTestDatabase();
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.careerId, career.id));
  const id = row?.id ?? 0;
  return { id, token: await tokenMailedFor(id, 'application-confirmation'), career };
}

/** The status link in the newest e-mail of `kind` about application `id`. */
async function tokenMailedFor(id: number, kind: string): Promise<string> {
  const { db } = await getTestDatabase();
  const mails = await db.select().from(outgoingMails).where(eq(outgoingMails.applicationId, id));
  const text = mails.filter((mail) => mail.kind === kind).at(-1)?.textBody ?? '';
  const token = text.match(/\/my-application\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no status link in the ${kind} e-mail`);
  return token;
}

const open = (token: string) => ctx.app.inject({ url: `${PAGE}/${token}` });
const withdraw = (token: string) => ctx.app.inject({ method: 'POST', url: `${PAGE}/${token}/withdraw` });
const move = (id: number, toStatusCode: string, reasonId?: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/recruiter/job-management/applications/${id}/move`,
    headers: recruiter,
    query: { toStatusCode, ...(reasonId ? { reasonId: String(reasonId) } : {}) },
  });

describe('the status page', () => {
  it('opens from the confirmation’s link with the job, the stage in the candidate’s words, and no referrer', async () => {
    const { token, career } = await apply();
    const res = await open(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['cache-control']).toBe('no-store');
    const page = myApplicationSchema.parse(res.json());
    expect(page).toMatchObject({
      jobTitle: 'Payroll Executive',
      jobId: career.jobId,
      stage: { label: 'Received' },
      canWithdraw: true,
    });
    expect(page.timeline.map((step) => step.label)).toEqual(['Received']);
  });

  it('follows the board in its own words, and says “Closed” without the reason when rejected', async () => {
    const { id, token } = await apply();
    expect((await move(id, 'PROFILE_SCREENED')).statusCode).toBe(200);
    expect((await move(id, 'INTERVIEWING')).statusCode).toBe(200);
    let page = myApplicationSchema.parse((await open(token)).json());
    expect(page.stage.label).toBe('Interviewing');
    expect(page.timeline.map((step) => step.label)).toEqual(['Received', 'Being reviewed', 'Interviewing']);
    expect((await move(id, 'REJECTED', 2)).statusCode).toBe(200);
    const res = await open(token);
    page = myApplicationSchema.parse(res.json());
    expect(page.stage.label).toBe('Closed');
    expect(page.canWithdraw).toBe(false);
    expect(res.body).not.toMatch(/Experience level|Rejected/);
    const refused = await withdraw(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MY_APPLICATION_TEXTS.cannotWithdraw);
    expect(await statusOf((await getTestDatabase()).db, id)).toBe('REJECTED');
  });

  it('withdraws an open application once; the board then cannot move it', async () => {
    const { id, token } = await apply();
    expect((await move(id, 'PROFILE_SCREENED')).statusCode).toBe(200);
    const res = await withdraw(token);
    expect(res.statusCode).toBe(200);
    expect(myApplicationSchema.parse(res.json())).toMatchObject({
      stage: { label: 'Withdrawn' },
      canWithdraw: false,
    });
    const { db } = await getTestDatabase();
    expect(await statusOf(db, id)).toBe('WITHDRAWN');
    const [last] = (await historyRowsOf(db, id)).slice(-1);
    expect(last).toMatchObject({
      fromStatus: 'PROFILE_SCREENED',
      toStatus: 'WITHDRAWN',
      changedBy: null,
      note: MY_APPLICATION_TEXTS.withdrawNote,
    });
    expect((await withdraw(token)).statusCode).toBe(409);
    expect((await move(id, 'INTERVIEWING')).statusCode).toBe(409);
  });

  it('answers an unknown, expired or erased link alike, and a malformed one as such', async () => {
    const { id, token } = await apply();
    const unknown = await open('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(MY_APPLICATION_TEXTS.linkInvalid);
    expect((await open('short')).statusCode).toBe(400);

    const { db } = await getTestDatabase();
    await db.update(applicationLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await open(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(unknown.json());
    await db.update(applicationLinks).set({ expiresAt: new Date(Date.now() + 60_000) });
    expect((await open(token)).statusCode).toBe(200);

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/applications/${id}`, headers: admin }))
        .statusCode,
    ).toBe(200);
    const erased = await open(token);
    expect(erased.json()).toEqual(unknown.json());
    expect((await withdraw(token)).statusCode).toBe(404);
    expect(await db.select().from(applicationLinks)).toEqual([]);
  });
});

describe('a fresh link', () => {
  const ask = (email: string, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: `${PAGE}/links`, payload: { email }, remoteAddress });

  it('goes to the address on file with a link per application, and the answer never says whether it is known', async () => {
    const first = await apply('meera.k@example.com', 'Payroll Executive');
    await apply('Meera.K@example.com', 'HR Recruiter');
    const known = await ask('MEERA.K@example.com');
    expect(known.statusCode).toBe(202);
    const stranger = await ask('nobody@example.com');
    expect(stranger.json()).toEqual(known.json());
    expect(known.json().message).toBe(MY_APPLICATION_TEXTS.linkSent);

    // The e-mail is queued after the answer (docs/decisions/0041).
    const { db } = await getTestDatabase();
    const statusLinkMails = () =>
      db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'status-links'));
    await expect.poll(async () => (await statusLinkMails()).length).toBe(1);
    const sent = await statusLinkMails();
    expect(sent[0]).toMatchObject({
      toAddress: 'meera.k@example.com',
      subject: 'Your application status links',
    });
    expect(sent[0]?.textBody).toContain('Payroll Executive');
    expect(sent[0]?.textBody).toContain('HR Recruiter');
    const fresh = await tokenMailedFor(first.id, 'status-links');
    expect(fresh).not.toBe(first.token);
    expect(myApplicationSchema.parse((await open(fresh)).json()).jobTitle).toBe('Payroll Executive');
  });

  it('is limited per client address', async () => {
    for (let n = 1; n <= 5; n += 1) expect((await ask(`x${n}@example.com`, '10.0.0.1')).statusCode).toBe(202);
    const limited = await ask('x@example.com', '10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await ask('bad-address')).statusCode).toBe(400);
  });
});
