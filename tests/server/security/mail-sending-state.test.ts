// "Don't send" while a message is being handed to the mail server (docs/decisions/0040): the sender takes it
// out of "queued" before the hand-over ("sending"), so a stop that comes too late is refused with the reason
// instead of answering "stopped" while the e-mail goes; a failed try puts it back, a lost one is settled.
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_MAIL_PATH, JOB_MANAGEMENT_PATH } from '../../../contracts/api-paths';
import { MAIL_CANCEL_REFUSALS, outgoingMailListSchema } from '../../../contracts/outgoing-mail';
import { boardApplicationSchema } from '../../../contracts/recruiter';
import { JOB_SCHEMA } from '../../../server/db/job-queue';
import { outgoingMails } from '../../../server/db/schema';
import { LOST_TRY_ERROR } from '../../../server/mail/mail-queue';
import { insertApplication } from '../../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../../support/server/auth';
import { insertCareer } from '../../support/server/careers-fixtures';
import { buildTestApp, closeTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

/**
 * A mail server on loopback that keeps the DATA of each message to `holdFor` (an address) unanswered until
 * released; any other message the queue has due goes through.
 */
async function startHoldingSmtp() {
  const state = { holdFor: null as string | null, received: [] as string[], held: [] as (() => void)[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          state.received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        };
        const text = Buffer.concat(chunks).toString('utf8');
        if (state.holdFor && text.includes(state.holdFor)) state.held.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    release: () => {
      state.holdFor = null;
      for (const accept of state.held.splice(0)) accept();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

const CANDIDATE = 'priya.sharma@example.com';
let smtp: Awaited<ReturnType<typeof startHoldingSmtp>>;
let app: FastifyInstance;
let recruiter: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  smtp = await startHoldingSmtp();
  app = await buildTestApp({
    overrides: {
      smtpUrl: smtp.url,
      stageMailDelayMinutes: 0,
      mailDelivery: { retryLimit: 1, retryDelaySeconds: 1, pollingSeconds: 0.5 },
    },
  });
});
afterAll(async () => {
  smtp.release();
  await closeTestApp(app);
  await smtp.close();
});

beforeEach(async () => {
  smtp.release();
  smtp.received.length = 0;
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
  await createStaff(db, { username: 'ada', role: 'ADMIN', displayName: 'Ada Admin' });
  recruiter = bearer(await injectSignIn(app, 'rita'));
  admin = bearer(await injectSignIn(app, 'ada'));
});

const mailRow = async (id: number) =>
  (await (await getTestDatabase()).db.select().from(outgoingMails).where(eq(outgoingMails.id, id)))[0];

const cancel = (id: number) =>
  app.inject({ method: 'POST', url: `${JOB_MANAGEMENT_PATH}/mails/${id}/cancel`, headers: recruiter });

/** An applicant moved to Profile Screened with the e-mail that goes at once; its id. */
async function screenedWithMail(): Promise<number> {
  const { db } = await getTestDatabase();
  const careerId = (await insertCareer({ title: 'Payroll Executive' })).id;
  const { id } = await insertApplication(db, {
    careerId,
    statusCode: 'APPLIED',
    email: CANDIDATE,
    fullName: 'Priya Sharma',
  });
  const res = await app.inject({
    method: 'POST',
    url: `${JOB_MANAGEMENT_PATH}/applications/${id}/move`,
    headers: recruiter,
    query: { toStatusCode: 'PROFILE_SCREENED', emailCandidate: 'true' },
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const mailId = boardApplicationSchema.parse(res.json()).pendingMail?.id;
  if (!mailId) throw new Error('the move queued no e-mail');
  return mailId;
}

/** A contact notice due in an hour; its id. */
async function laterMail(): Promise<number> {
  const { db } = await getTestDatabase();
  const id = await db.transaction((tx) =>
    app.mail.enqueue(tx, {
      kind: 'contact-notification',
      sendAt: new Date(Date.now() + 3_600_000),
      message: {
        to: { name: 'Office', address: 'office@example.com' },
        subject: 'Later',
        text: 'x',
        html: 'x',
      },
    }),
  );
  if (!id) throw new Error('nothing was queued');
  return id;
}

/** As a try that died mid-send leaves it: the message taken for sending, its job as the queue left it. */
async function leftSending(mailId: number, job: 'failed' | 'due') {
  const { db } = await getTestDatabase();
  await db.update(outgoingMails).set({ state: 'sending' }).where(eq(outgoingMails.id, mailId));
  const jobId = (await mailRow(mailId))?.jobId;
  await db.execute(
    job === 'failed'
      ? sql`update ${sql.identifier(JOB_SCHEMA)}.job set state = 'failed' where id = ${jobId}::uuid`
      : sql`update ${sql.identifier(JOB_SCHEMA)}.job set start_after = now() where id = ${jobId}::uuid`,
  );
}

describe('“Don’t send” and the hand-over to the mail server', () => {
  it('refuses to stop a message being handed over, with the reason, and the message goes', async () => {
    smtp.holdFor = CANDIDATE;
    const mailId = await screenedWithMail();
    await expect.poll(() => smtp.held.length).toBe(1);

    const late = await cancel(mailId);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().error.message).toBe(MAIL_CANCEL_REFUSALS.sending);
    expect((await mailRow(mailId))?.state).toBe('sending');
    const listed = outgoingMailListSchema.parse(
      (await app.inject({ url: `${ADMIN_MAIL_PATH}?state=sending`, headers: admin })).json(),
    );
    expect(listed.items.map((mail) => mail.id)).toEqual([mailId]);
    expect(listed.counts.sending).toBe(1);

    smtp.release();
    await expect.poll(async () => (await mailRow(mailId))?.state).toBe('sent');
    expect(smtp.received.filter((message) => message.includes(CANDIDATE))).toHaveLength(1);
    const after = await cancel(mailId);
    expect(after.statusCode).toBe(409);
    expect(after.json().error.message).toBe(MAIL_CANCEL_REFUSALS.sent);
  });

  it('says why it cannot stop a message that failed or was stopped, and that it knows no other', async () => {
    const { db } = await getTestDatabase();
    smtp.holdFor = CANDIDATE;
    const mailId = await screenedWithMail();
    await expect.poll(() => smtp.held.length).toBe(1);
    await db.update(outgoingMails).set({ state: 'failed' }).where(eq(outgoingMails.id, mailId));
    expect((await cancel(mailId)).json().error.message).toBe(MAIL_CANCEL_REFUSALS.failed);
    await db.update(outgoingMails).set({ state: 'cancelled' }).where(eq(outgoingMails.id, mailId));
    expect((await cancel(mailId)).json().error.message).toBe(MAIL_CANCEL_REFUSALS.cancelled);
    // Settled meanwhile: the try's own end changes nothing.
    smtp.release();
    await expect.poll(() => smtp.received.filter((message) => message.includes(CANDIDATE)).length).toBe(1);
    expect((await mailRow(mailId))?.state).toBe('cancelled');

    const notice = await laterMail();
    const unknown = [await cancel(notice), await cancel(999_999)];
    expect(unknown.map((res) => res.statusCode)).toEqual([404, 404]);
    expect(unknown[1]?.json().error.message).toBe('There is no stage e-mail with id 999999.');
  });
});

describe('a try that does not finish', () => {
  it('is settled when it was the last: a message left "sending" becomes "failed" for an admin', async () => {
    const mailId = await laterMail();
    await leftSending(mailId, 'failed');
    expect(await app.mail.settleLostTries()).toBe(1);
    expect(await mailRow(mailId)).toMatchObject({ state: 'failed', lastError: LOST_TRY_ERROR, attempts: 1 });
  });

  it('is taken up by the next try of the same job, which sends the message once', async () => {
    const mailId = await laterMail();
    await leftSending(mailId, 'due');
    await expect.poll(async () => (await mailRow(mailId))?.state).toBe('sent');
    const subjects = smtp.received.map((message) => message.match(/^Subject: (.*)$/m)?.[1]?.trim());
    expect(subjects.filter((subject) => subject === 'Later')).toHaveLength(1);
  });
});
