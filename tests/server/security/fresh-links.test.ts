// The fresh-link form says nothing to strangers and cannot be turned against the person on file
// (docs/decisions/0041): it answers before any e-mail work, so a known address costs no more than an unknown
// one; strangers cannot use up the owner's requests, only the few e-mails a day an address is sent; and a
// fresh link ends the older ones that have left in e-mails.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MY_APPLICATION_TEXTS } from '../../../contracts/my-application';
import { applications, outgoingMails } from '../../../server/db/schema';
import type { MailQueue } from '../../../server/mail/mail-queue';
import { STATUS_LINK_RATE_RULE } from '../../../server/routes/my-application';
import { bearer, createStaff, injectSignIn } from '../../support/server/auth';
import {
  forgetCachedCareers,
  insertCareer,
  multipart,
  validApplicant,
} from '../../support/server/careers-fixtures';
import { pdfResume } from '../../support/server/resume-files';
import { buildTestApp, closeTestApp, setupTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

const ctx = setupTestApp();
const OWNER = 'meera.owner@example.com';

beforeEach(async () => {
  await forgetCachedCareers();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function apply(app: FastifyInstance, email = OWNER, title = 'Payroll Executive') {
  const career = await insertCareer({ title });
  const body = await multipart({ ...validApplicant, email }, { name: 'cv.pdf', content: pdfResume() });
  const res = await app.inject({ method: 'POST', url: `/api/careers/${career.id}/applications`, ...body });
  expect(res.statusCode).toBe(201);
  const { db } = await getTestDatabase();
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.careerId, career.id));
  if (!row) throw new Error('the application was not written');
  return row.id;
}

const ask = (app: FastifyInstance, email: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/my-application/links', payload: { email }, remoteAddress });

const open = (token: string) => ctx.app.inject({ url: `/api/my-application/${token}` });

async function mails(kind: string, applicationId?: number) {
  const { db } = await getTestDatabase();
  return db
    .select()
    .from(outgoingMails)
    .where(
      and(
        eq(outgoingMails.kind, kind),
        applicationId === undefined ? undefined : eq(outgoingMails.applicationId, applicationId),
      ),
    )
    .orderBy(outgoingMails.id);
}

const tokenIn = (text: string | undefined) => {
  const token = text?.match(/\/my-application\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no status link in the e-mail');
  return token;
};

/** Holds every enqueue until released: the e-mail work of a request can be seen to wait. */
function holdMail(queue: MailQueue) {
  const enqueue = queue.enqueue.bind(queue);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let queued = 0;
  vi.spyOn(queue, 'enqueue').mockImplementation(async (tx, mail) => {
    await held;
    const id = await enqueue(tx, mail);
    queued += 1;
    return id;
  });
  return { release, queued: () => queued };
}

describe('the answer', () => {
  it('is sent before any e-mail work, and is the same for a known and an unknown address', async () => {
    await apply(ctx.app);
    const mail = holdMail(ctx.app.mail);
    let known: Awaited<ReturnType<typeof ask>> | 'waited for the e-mail' | undefined;
    try {
      known = await Promise.race([
        ask(ctx.app, OWNER.toUpperCase()),
        new Promise<'waited for the e-mail'>((resolve) =>
          setTimeout(() => resolve('waited for the e-mail'), 5000),
        ),
      ]);
      expect(known).not.toBe('waited for the e-mail');
      expect(mail.queued()).toBe(0);
    } finally {
      mail.release();
    }
    await expect.poll(async () => (await mails('status-links')).length).toBe(1);
    const unknown = await ask(ctx.app, 'nobody@example.com');
    if (typeof known !== 'object') throw new Error('no answer');
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ message: MY_APPLICATION_TEXTS.linkSent });
  });

  it('does not hide a failure of the e-mail work: it is logged', async () => {
    await apply(ctx.app);
    const failure = new Error('the mail queue is down');
    vi.spyOn(ctx.app.mail, 'enqueue').mockRejectedValue(failure);
    const logged = vi.spyOn(ctx.app.log, 'error');
    expect((await ask(ctx.app, OWNER)).statusCode).toBe(202);
    await expect.poll(() => logged.mock.calls.length).toBeGreaterThan(0);
    expect(logged.mock.calls[0]?.[0]).toMatchObject({ err: failure });
    expect(JSON.stringify(logged.mock.calls)).not.toContain(OWNER);
  });
});

describe('strangers asking for someone’s links', () => {
  it('never lock the owner out, and the owner is sent at most three e-mails a day', async () => {
    // An app of its own: closing it waits for the e-mail work its answers left behind.
    const app = await buildTestApp();
    const answers: number[] = [];
    try {
      await apply(app);
      const strangers = Array.from({ length: STATUS_LINK_RATE_RULE.max + 2 }, (_, n) => `10.0.1.${n + 1}`);
      for (const address of strangers) answers.push((await ask(app, OWNER, address)).statusCode);
      answers.push((await ask(app, OWNER, '192.0.2.10')).statusCode);
    } finally {
      await closeTestApp(app);
    }
    expect(answers).toEqual(Array(STATUS_LINK_RATE_RULE.max + 3).fill(202));
    const sent = await mails('status-links');
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((mail) => mail.toAddress))).toEqual(new Set([OWNER]));
  });

  it('are still limited per client address', async () => {
    const codes: number[] = [];
    for (let n = 0; n <= STATUS_LINK_RATE_RULE.max; n += 1) {
      codes.push((await ask(ctx.app, `someone.${n}@example.com`, '10.0.2.1')).statusCode);
    }
    expect(codes).toEqual([...Array(STATUS_LINK_RATE_RULE.max).fill(202), 429]);
  });
});

describe('fresh links', () => {
  it('end the older links that went out in e-mails, but not one still waiting to be sent', async () => {
    const { db } = await getTestDatabase();
    await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
    const recruiter = bearer(await injectSignIn(ctx.app, 'rita'));
    const id = await apply(ctx.app);
    await expect.poll(async () => (await mails('application-confirmation', id))[0]?.state).toBe('sent');
    const confirmationToken = tokenIn((await mails('application-confirmation', id))[0]?.textBody);

    // A move's e-mail waits in the queue (STAGE_MAIL_DELAY_MINUTES) with a link of its own.
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/recruiter/job-management/applications/${id}/move`,
      headers: recruiter,
      query: { toStatusCode: 'PROFILE_SCREENED', emailCandidate: 'true' },
      payload: {},
    });
    expect(moved.statusCode).toBe(200);
    const [stageMail] = await mails('stage', id);
    expect(stageMail?.state).toBe('queued');
    const waitingToken = tokenIn(stageMail?.textBody);

    expect((await ask(ctx.app, OWNER)).statusCode).toBe(202);
    await expect.poll(async () => (await mails('status-links', id)).length).toBe(1);
    const freshToken = tokenIn((await mails('status-links', id))[0]?.textBody);

    expect((await open(freshToken)).statusCode).toBe(200);
    expect((await open(waitingToken)).statusCode).toBe(200);
    const ended = await open(confirmationToken);
    expect(ended.statusCode).toBe(404);
    expect(ended.json().error.message).toBe(MY_APPLICATION_TEXTS.linkInvalid);
  });
});
