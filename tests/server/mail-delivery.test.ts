// Outgoing e-mail through the durable queue (docs/decisions/0021), against a real SMTP server on
// loopback: what arrives, retries with back-off, "failed" for admins with Retry, and a delayed message that
// outlives its server.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JOB_MANAGEMENT_PATH } from '../../contracts/api-paths';
import { outgoingMailListSchema, RETRY_ONLY_FAILED } from '../../contracts/outgoing-mail';
import type { Config } from '../../server/config';
import { JOB_SCHEMA } from '../../server/db/job-queue';
import { applications, outgoingMails } from '../../server/db/schema';
import { LOST_TRY_ERROR } from '../../server/mail/mail-queue';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import {
  forgetCachedCareers,
  insertCareer,
  multipart,
  validApplicant,
} from '../support/server/careers-fixtures';
import { pdfResume } from '../support/server/resume-files';
import { startSmtpServer, type TestSmtpServer } from '../support/server/smtp-server';
import { buildTestApp, closeTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const MAIL = '/api/admin/mail';
// One retry, a second after the first try: the whole back-off in a test's time.
const quickDelivery: Partial<Config> = {
  mailDelivery: { retryLimit: 1, retryDelaySeconds: 1, pollingSeconds: 0.5 },
  // A stage e-mail goes at once: the delay is the stage-mail tests' to check.
  stageMailDelayMinutes: 0,
};

let smtp: TestSmtpServer;
let app: FastifyInstance;
let admin: Record<string, string>;

const buildApp = () => buildTestApp({ overrides: { ...quickDelivery, smtpUrl: smtp.url } });

beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await buildApp();
});
afterAll(async () => {
  await closeTestApp(app);
  await smtp.close();
});

beforeEach(async () => {
  smtp.received.length = 0;
  smtp.refusing = false;
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'ada', role: 'ADMIN', displayName: 'Ada Admin' });
  admin = bearer(await injectSignIn(app, 'ada'));
  await forgetCachedCareers();
});

async function apply(title: string) {
  const career = await insertCareer({ title });
  const body = await multipart(validApplicant, { name: 'cv.pdf', content: pdfResume() });
  const res = await app.inject({ method: 'POST', url: `/api/careers/${career.id}/applications`, ...body });
  expect(res.statusCode).toBe(201);
  return career;
}

/** A raw message with its quoted-printable parts decoded: soft line breaks joined, =XX as UTF-8 bytes. */
function quotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8');
}

const mailRows = async () => (await getTestDatabase()).db.select().from(outgoingMails);
const listed = async (state: string) =>
  outgoingMailListSchema.parse((await app.inject({ url: `${MAIL}?state=${state}`, headers: admin })).json());

describe('outgoing e-mail over SMTP', () => {
  it('delivers the confirmation: subject, recipient, the job link and a stable Message-ID', async () => {
    const career = await apply('Payroll Executive');
    await expect.poll(() => smtp.received.length).toBe(1);
    const [message = ''] = smtp.received;
    expect(message).toMatch(/^Subject: We've received your application: Payroll Executive/m);
    expect(message).toMatch(/^To: .*<priya\.sharma@example\.com>/m);
    expect(message).toContain(`/careers/`);
    expect(message).toContain(String(career.jobId));
    // The server has the message before the worker records it as sent.
    await expect.poll(async () => (await mailRows())[0]?.state).toBe('sent');
    const [row] = await mailRows();
    expect(row).toMatchObject({ kind: 'application-confirmation', state: 'sent', attempts: 1 });
    expect(message).toMatch(new RegExp(`^Message-ID: <mail-${row?.id}-`, 'm'));
  });

  it('delivers a stage e-mail: its subject, the placeholders filled, and a status link that opens', async () => {
    const career = await apply('Payroll Executive');
    await expect.poll(() => smtp.received.length).toBe(1);
    const { db } = await getTestDatabase();
    const [application] = await db.select().from(applications);
    await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
    const recruiter = bearer(await injectSignIn(app, 'rita'));
    // Screened without an e-mail, then invited to interview with one.
    const moves: [string, string][] = [
      ['PROFILE_SCREENED', 'false'],
      ['INTERVIEWING', 'true'],
    ];
    for (const [to, emailCandidate] of moves) {
      const res = await app.inject({
        method: 'POST',
        url: `${JOB_MANAGEMENT_PATH}/applications/${application?.id}/move`,
        headers: recruiter,
        query: { toStatusCode: to, emailCandidate },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await expect.poll(() => smtp.received.length).toBe(2);
    const message = quotedPrintable(smtp.received[1] ?? '');
    expect(message).toMatch(/^Subject: Invitation to interview: Payroll Executive/m);
    expect(message).toMatch(/^To: .*<priya\.sharma@example\.com>/m);
    expect(message).toContain('Dear Priya,');
    expect(message).not.toMatch(/\{\{\w+\}\}/);
    const link = message.match(/\/my-application\/[A-Za-z0-9_-]{43}/)?.[0];
    const page = await app.inject({ url: `/api${link}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ jobTitle: career.title, stage: { label: 'Interviewing' } });
  });

  it('retries a refused message, marks it failed after the last try, and an admin’s Retry sends it once', async () => {
    smtp.refusing = true;
    await apply('Payroll Executive');
    await expect.poll(async () => (await listed('failed')).items.length).toBe(1);
    const failed = (await listed('failed')).items[0];
    expect(failed).toMatchObject({ attempts: 2, toAddress: 'priya.sharma@example.com' });
    expect(failed?.lastError).toMatch(/Mailbox unavailable/);
    expect((await listed('failed')).counts).toEqual({
      queued: 0,
      sending: 0,
      sent: 0,
      failed: 1,
      cancelled: 0,
    });
    expect(smtp.received).toEqual([]);

    smtp.refusing = false;
    const retry = () => app.inject({ method: 'POST', url: `${MAIL}/${failed?.id}/retry`, headers: admin });
    expect((await retry()).statusCode).toBe(204);
    await expect.poll(() => smtp.received.length).toBe(1);
    await expect.poll(async () => (await listed('sent')).items.map((m) => m.attempts)).toEqual([3]);
    // Sent is settled: a second Retry is refused and sends nothing.
    const again = await retry();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(RETRY_ONLY_FAILED);
    const unknown = await app.inject({ method: 'POST', url: `${MAIL}/999/retry`, headers: admin });
    expect(unknown.statusCode).toBe(404);
    expect(smtp.received).toHaveLength(1);
  });

  it('marks a message failed when its last try was lost, and an admin’s Retry sends it', async () => {
    const { db } = await getTestDatabase();
    const id = await db.transaction((tx) =>
      app.mail.enqueue(tx, {
        kind: 'contact-notification',
        sendAt: new Date(Date.now() + 3_600_000),
        message: {
          to: { name: 'Office', address: 'office@example.com' },
          subject: 'Lost',
          text: 'x',
          html: 'x',
        },
      }),
    );
    const row = async () =>
      (
        await db
          .select()
          .from(outgoingMails)
          .where(eq(outgoingMails.id, id ?? 0))
      )[0];
    // As the queue leaves a job whose last try outlived its time (the server died mid-send): failed, with
    // no try having said so.
    await db.execute(sql`update ${sql.identifier(JOB_SCHEMA)}.job set state = 'failed'
      where id = ${(await row())?.jobId}::uuid`);
    expect(await app.mail.settleLostTries()).toBe(1);
    expect(await app.mail.settleLostTries()).toBe(0);
    expect(await row()).toMatchObject({ state: 'failed', lastError: LOST_TRY_ERROR, attempts: 1 });

    const retry = await app.inject({ method: 'POST', url: `${MAIL}/${id}/retry`, headers: admin });
    expect(retry.statusCode).toBe(204);
    await expect.poll(() => smtp.received.length).toBe(1);
    expect(smtp.received[0]).toMatch(/^Subject: Lost/m);
    await expect.poll(async () => (await row())?.state).toBe('sent');
    // The retry's job is another: the lost one's failure no longer counts.
    expect(await app.mail.settleLostTries()).toBe(0);
  });

  it('refuses an unknown state and anyone but an admin', async () => {
    const bad = await app.inject({ url: `${MAIL}?state=lost`, headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.state).toMatch(
      /^Choose one of: queued, sending, sent, failed, cancelled\./,
    );
    const { db } = await getTestDatabase();
    await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
    const recruiter = bearer(await injectSignIn(app, 'rita'));
    expect((await app.inject({ url: MAIL, headers: recruiter })).statusCode).toBe(403);
    expect((await app.inject({ url: MAIL })).statusCode).toBe(401);
  });

  it('keeps a message due later through a restart and sends it once, at its time', async () => {
    const { db } = await getTestDatabase();
    const sendAt = new Date(Date.now() + 1500);
    const id = await db.transaction((tx) =>
      app.mail.enqueue(tx, {
        kind: 'contact-notification',
        sendAt,
        message: {
          to: { name: 'Office', address: 'office@example.com' },
          subject: 'Later',
          text: 'x',
          html: 'x',
        },
      }),
    );
    await closeTestApp(app);
    expect(smtp.received).toEqual([]);
    app = await buildApp();
    await expect.poll(() => smtp.received.length).toBe(1);
    expect(Date.now()).toBeGreaterThanOrEqual(sendAt.getTime());
    expect(smtp.received[0]).toMatch(/^Subject: Later/m);
    // Two more polls of the worker: nothing goes a second time.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(smtp.received).toHaveLength(1);
    const [row] = await db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.id, id ?? 0));
    expect(row).toMatchObject({ state: 'sent', attempts: 1 });
    admin = bearer(await injectSignIn(app, 'ada'));
  });
});
