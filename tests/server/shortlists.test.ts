// Client shortlists (docs/decisions/0059), as a recruiter and a client contact meet them: a draft made of a
// client's career's applicants, shared with the client's contact (refused while the client has no e-mail), the
// contact's page showing only what was shared, their answers on the board, the person page and in the
// recruiter's mail, every view and download audited with the shortlist's id only, and a link that ended
// (revoked, expired, closed) answering 410 with nothing personal.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientShortlistSchema, SHORTLIST_TEXTS, shortlistSchema } from '../../contracts/shortlists';
import { applications, auditLog, clients, outgoingMails, shortlists } from '../../server/db/schema';
import { moveApplication } from '../../server/services/pipeline';
import { advanceApplication } from '../support/server/application-fixtures';
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
const STAFF = '/api/recruiter/shortlists';
const CLIENT = '/api/shortlist';
let recruiter: Record<string, string>;
let employee: Record<string, string>;
let admin: Record<string, string>;

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
  await createStaff(db, { username: 'eve', role: 'EMPLOYEE', displayName: 'Eve Employee' });
  recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
  employee = bearer(await injectSignIn(ctx.app, 'eve'));
  await createStaff(db, { username: 'ada', role: 'ADMIN', displayName: 'Ada Admin' });
  admin = bearer(await injectSignIn(ctx.app, 'ada'));
  await forgetCachedCareers();
});

async function clientCareer(email: string | null = 'hiring@acme.example') {
  const { db } = await getTestDatabase();
  const [client] = await db
    .insert(clients)
    .values({ name: 'Acme Fintech', contactPerson: 'Meena Iyer', email })
    .returning();
  return insertCareer({ title: 'Payroll Executive', clientSno: client?.sno ?? null });
}

let applicants = 0;

/** Applies through the site (so the résumé is stored); answers the application id. */
async function apply(careerId: number, fullName: string, _n: number) {
  applicants += 1;
  const n = applicants;
  const body = await multipart(
    {
      ...validApplicant,
      fullName,
      email: `c${n}@example.com`,
      mobile: `+91 98765 4${String(n).padStart(4, '0')}`,
    },
    { name: 'cv.pdf', content: pdfResume() },
  );
  const res = await ctx.app.inject({ method: 'POST', url: `/api/careers/${careerId}/applications`, ...body });
  expect(res.statusCode).toBe(201);
  const { db } = await getTestDatabase();
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.email, `c${n}@example.com`));
  return row?.id ?? 0;
}

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `${STAFF}${url}`, headers: recruiter, ...(payload ? { payload } : {}) });

async function draftWith(careerId: number, applicationIds: number[]) {
  const res = await staff('POST', '', { careerId, applicationIds });
  expect(res.statusCode).toBe(201);
  return shortlistSchema.parse(res.json());
}

/** A shared shortlist of two candidates: Asha shares summary, résumé and note; Ravi the summary only. */
async function sharedShortlist() {
  const career = await clientCareer();
  const asha = await apply(career.id, 'Asha Rao', 1);
  const ravi = await apply(career.id, 'Ravi Kumar', 2);
  const draft = await draftWith(career.id, [asha, ravi]);
  const entry = (applicationId: number, shareAll: boolean) => ({
    applicationId,
    shareSummary: true,
    shareResume: shareAll,
    shareNote: shareAll,
    summary: `Summary of ${applicationId}`,
    note: `Private note ${applicationId}`,
  });
  const saved = await staff('PUT', `/${draft.id}`, {
    title: 'Payroll shortlist',
    entries: [entry(asha, true), entry(ravi, false)],
  });
  expect(saved.statusCode).toBe(200);
  const shared = await staff('POST', `/${draft.id}/share`, { days: 14 });
  expect(shared.statusCode).toBe(200);
  const { link, shortlist } = shared.json() as { link: string; shortlist: { id: number; phase: string } };
  const token = link.split('/shortlist/')[1] ?? '';
  return { career, asha, ravi, id: shortlist.id, token, link, phase: shortlist.phase };
}

const open = (token: string) => ctx.app.inject({ url: `${CLIENT}/${token}` });
const answer = (token: string, entryId: number, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `${CLIENT}/${token}/answers/${entryId}`, payload });
const auditOf = async (action: string) =>
  (await (await getTestDatabase()).db.select().from(auditLog)).filter((row) => row.action === action);

describe('a recruiter shares a shortlist', () => {
  it('sends the link once, to the client’s contact, and keeps only its hash', async () => {
    const { id, link, token, phase } = await sharedShortlist();
    expect(phase).toBe('shared');
    expect(link).toMatch(/\/shortlist\/[A-Za-z0-9_-]{43}$/);
    const { db } = await getTestDatabase();
    const [row] = await db.select().from(shortlists).where(eq(shortlists.id, id));
    expect(row?.tokenHash).not.toContain(token);
    expect(row).toMatchObject({ contactName: 'Meena Iyer', contactEmail: 'hiring@acme.example' });
    const mails = await db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'shortlist-link'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: 'hiring@acme.example' });
    expect(mails[0]?.textBody).toContain(link);
    // The mail names no candidate: the link is for the contact's eyes.
    expect(mails[0]?.textBody).not.toContain('Asha');
    expect(await auditOf('shortlist-share')).toMatchObject([
      { actorName: 'rita', details: { shortlistId: id } },
    ]);
    // Read back later, the shortlist never shows the link again.
    expect(JSON.stringify((await staff('GET', `/${id}`)).json())).not.toContain(token);
  });

  it('refuses to share while the client has no e-mail, and changes nothing', async () => {
    const career = await clientCareer(null);
    const draft = await draftWith(career.id, [await apply(career.id, 'Asha Rao', 1)]);
    const res = await staff('POST', `/${draft.id}/share`, { days: 14 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(SHORTLIST_TEXTS.noEmail('Acme Fintech'));
    expect((await staff('GET', `/${draft.id}`)).json()).toMatchObject({ phase: 'draft', expiresAt: null });
    const { db } = await getTestDatabase();
    expect(await db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'shortlist-link'))).toEqual([]);
  });

  it('refuses bad input with a specific message', async () => {
    const career = await clientCareer();
    const other = await insertCareer({ title: 'In-house role' });
    const asha = await apply(career.id, 'Asha Rao', 1);
    const notClient = await staff('POST', '', { careerId: other.id, applicationIds: [asha] });
    expect(notClient.statusCode).toBe(409);
    expect(notClient.json().error.message).toBe(SHORTLIST_TEXTS.noClient);
    const elsewhere = await apply(other.id, 'Ravi Kumar', 2);
    const wrong = await staff('POST', '', { careerId: career.id, applicationIds: [asha, elsewhere] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(SHORTLIST_TEXTS.notOnCareer);
    const empty = await staff('POST', '', { careerId: career.id, applicationIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Choose at least one applicant');
    const draft = await draftWith(career.id, [asha]);
    const days = await staff('POST', `/${draft.id}/share`, { days: 61 });
    expect(days.statusCode).toBe(400);
    expect(JSON.stringify(days.json())).toContain('at most 60 days');
    expect((await staff('GET', `?careerId=${career.id}`)).json()).toHaveLength(1);
  });

  it('is for those who recruit only', async () => {
    const res = await ctx.app.inject({ url: `${STAFF}?careerId=1`, headers: employee });
    expect(res.statusCode).toBe(403);
  });

  it('cannot be edited once shared', async () => {
    const { id, asha } = await sharedShortlist();
    const entry = {
      applicationId: asha,
      shareSummary: true,
      shareResume: true,
      shareNote: true,
      summary: '',
      note: '',
    };
    const res = await staff('PUT', `/${id}`, { title: 'Changed', entries: [entry] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(SHORTLIST_TEXTS.notNow('edited', 'shared'));
  });
});

describe('the client contact', () => {
  it('sees only what was shared, privately, and every view is audited without personal data', async () => {
    const { id, token, asha, ravi } = await sharedShortlist();
    const res = await open(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const page = clientShortlistSchema.parse(res.json());
    expect(page).toMatchObject({
      title: 'Payroll shortlist',
      clientName: 'Acme Fintech',
      recruiterName: 'Rita Recruiter',
    });
    expect(page.candidates).toMatchObject([
      { name: 'Asha Rao', summary: `Summary of ${asha}`, note: `Private note ${asha}`, hasResume: true },
      { name: 'Ravi Kumar', summary: `Summary of ${ravi}`, note: null, hasResume: false },
    ]);
    // Nothing else about them leaves: no e-mail, mobile or status.
    expect(JSON.stringify(page)).not.toMatch(/@example\.com|98765|APPLIED/);
    expect((await auditOf('shortlist-view')).map((row) => [row.actorId, row.details])).toEqual([
      [null, { shortlistId: id }],
    ]);
  });

  it('downloads a shared résumé through the link (audited), and no other', async () => {
    const { id, token } = await sharedShortlist();
    const [asha, ravi] = clientShortlistSchema.parse((await open(token)).json()).candidates;
    const file = await ctx.app.inject({ url: `${CLIENT}/${token}/resumes/${asha?.entryId}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('no-store');
    const refused = await ctx.app.inject({ url: `${CLIENT}/${token}/resumes/${ravi?.entryId}` });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(SHORTLIST_TEXTS.noResume);
    expect((await auditOf('shortlist-download')).map((row) => row.details)).toEqual([{ shortlistId: id }]);
  });

  it('answers: the board, the person page and the recruiter’s e-mail hear of it', async () => {
    const { id, token, career, asha } = await sharedShortlist();
    const [first] = clientShortlistSchema.parse((await open(token)).json()).candidates;
    const question = await answer(token, first?.entryId ?? 0, { answer: 'question' });
    expect(question.statusCode).toBe(400);
    expect(JSON.stringify(question.json())).toContain(SHORTLIST_TEXTS.questionNeedsComment);
    const res = await answer(token, first?.entryId ?? 0, { answer: 'interview', comment: 'Tuesday works.' });
    expect(res.statusCode).toBe(200);
    expect(clientShortlistSchema.parse(res.json()).candidates[0]).toMatchObject({
      answer: 'interview',
      answerComment: 'Tuesday works.',
    });
    expect((await staff('GET', `/${id}`)).json()).toMatchObject({ phase: 'answered', answers: 1 });
    const board = await ctx.app.inject({
      url: `/api/recruiter/job-management/careers/${career.id}/applications`,
      headers: recruiter,
    });
    const applicant = board.json().applications.find((a: { id: number }) => a.id === asha);
    expect(applicant.clientAnswer).toBe('interview');
    const { db } = await getTestDatabase();
    const [row] = await db
      .select({ personId: applications.personId })
      .from(applications)
      .where(eq(applications.id, asha));
    const answers = await staff('GET', `/answers?personId=${row?.personId}`);
    expect(answers.json()).toMatchObject([
      { answer: 'interview', comment: 'Tuesday works.', clientName: 'Acme Fintech' },
    ]);
    const mails = await db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'shortlist-answer'));
    expect(mails).toMatchObject([{ toName: 'Rita Recruiter', applicationId: asha }]);
    expect(mails[0]?.textBody).toContain('Tuesday works.');
  });

  it('no longer sees a candidate who withdrew, was rejected or was erased', async () => {
    const { id, token, asha, ravi } = await sharedShortlist();
    const { db } = await getTestDatabase();
    await advanceApplication(db, asha, 'REJECTED');
    const page = clientShortlistSchema.parse((await open(token)).json());
    expect(page.candidates.map((c) => c.name)).toEqual(['Ravi Kumar']);
    await moveApplication(db, {
      applicationId: ravi,
      toStatusCode: 'WITHDRAWN',
      userId: null,
      mailing: { mail: ctx.app.mail, publicUrl: ctx.app.config.publicUrl },
    });
    expect(clientShortlistSchema.parse((await open(token)).json()).candidates).toEqual([]);
    // The recruiter still sees them, marked as hidden from the client.
    expect((await staff('GET', `/${id}`)).json().items).toMatchObject([
      { name: 'Asha Rao', hiddenFromClient: true },
      { name: 'Ravi Kumar', hiddenFromClient: true },
    ]);
    const erased = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/applications/${ravi}`,
      headers: admin,
    });
    expect(erased.statusCode).toBeLessThan(300);
    expect((await staff('GET', `/${id}`)).json().items).toMatchObject([{ name: 'Asha Rao' }]);
  });

  it('gets a clear 410 and nothing personal once the link is revoked, expired or closed', async () => {
    const revoked = await sharedShortlist();
    expect((await staff('POST', `/${revoked.id}/revoke`)).json()).toMatchObject({
      phase: 'expired',
      revoked: true,
    });
    const gone = await open(revoked.token);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ error: { code: expect.any(String), message: SHORTLIST_TEXTS.gone } });
    const [entry] = await (await getTestDatabase()).db.select().from(shortlists);
    expect(entry).toBeDefined();
    const late = await answer(revoked.token, 1, { answer: 'interview' });
    expect(late.statusCode).toBe(410);
    expect((await auditOf('shortlist-revoke')).map((row) => row.details)).toEqual([
      { shortlistId: revoked.id },
    ]);

    const { db } = await getTestDatabase();
    const expired = await sharedShortlist();
    await db
      .update(shortlists)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shortlists.id, expired.id));
    expect((await open(expired.token)).statusCode).toBe(410);
    expect((await staff('GET', `/${expired.id}`)).json()).toMatchObject({ phase: 'expired', revoked: false });

    await db
      .update(shortlists)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(shortlists.id, expired.id));
    expect((await staff('POST', `/${expired.id}/close`)).json()).toMatchObject({ phase: 'closed' });
    expect((await open(expired.token)).statusCode).toBe(410);
    expect((await open('x'.repeat(43))).statusCode).toBe(410);
  });
});
