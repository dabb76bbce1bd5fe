// A stage e-mail follows the applicant's status (docs/decisions/0040): every change of status stops the
// e-mails still waiting that tell of another status (a move, a bulk move, the candidate's withdrawal, an undo,
// an erasure), and the sender checks the status once more as it sends.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ADMIN_APPLICATIONS_PATH,
  JOB_MANAGEMENT_PATH,
  MY_APPLICATION_PATH,
} from '../../../contracts/api-paths';
import { boardApplicationSchema } from '../../../contracts/recruiter';
import { outgoingMails } from '../../../server/db/schema';
import { queueStageMail } from '../../../server/services/stage-mail';
import { bearer, createStaff, injectSignIn } from '../../support/server/auth';
import { outboxMails, statusPathIn } from '../../support/server/outbox';
import { setupRecruiterDesk } from '../../support/server/recruiter-desk';
import { buildTestApp, closeTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

const desk = setupRecruiterDesk();
const { applicant } = desk;

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'ada', role: 'ADMIN', displayName: 'Ada Admin' });
});

const move = async (id: number, toStatusCode: string, emailCandidate = true) => {
  const res = await desk.app.inject({
    method: 'POST',
    url: `${JOB_MANAGEMENT_PATH}/applications/${id}/move`,
    headers: desk.recruiter,
    query: { toStatusCode, emailCandidate: String(emailCandidate) },
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return boardApplicationSchema.parse(res.json());
};

/** Each stage e-mail about application `id`: its status, state and why it stopped. */
const stageMailsOf = async (id: number) =>
  (
    await (
      await getTestDatabase()
    ).db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.applicationId, id))
      .orderBy(outgoingMails.id)
  )
    .filter((mail) => mail.kind === 'stage')
    .map((mail) => ({ statusCode: mail.statusCode, state: mail.state, lastError: mail.lastError }));

describe('a change of status stops the stage e-mails still waiting', () => {
  it('a move: “we would like to look more closely” never goes beside “we are not taking it further”', async () => {
    const id = await applicant();
    await move(id, 'PROFILE_SCREENED');
    await move(id, 'REJECTED');
    expect(await stageMailsOf(id)).toEqual([
      {
        statusCode: 'PROFILE_SCREENED',
        state: 'cancelled',
        lastError: 'The applicant was moved to “Rejected” before it went.',
      },
      { statusCode: 'REJECTED', state: 'queued', lastError: null },
    ]);
  });

  it('a move that sends nothing stops the earlier e-mail all the same, and a bulk move does too', async () => {
    const one = await applicant('one@example.com');
    const two = await applicant('two@example.com');
    await move(one, 'PROFILE_SCREENED');
    await move(one, 'INTERVIEWING', false);
    expect(await stageMailsOf(one)).toEqual([
      {
        statusCode: 'PROFILE_SCREENED',
        state: 'cancelled',
        lastError: 'The applicant was moved to “Interviewing” before it went.',
      },
    ]);

    await move(two, 'PROFILE_SCREENED');
    const res = await desk.app.inject({
      method: 'POST',
      url: `${JOB_MANAGEMENT_PATH}/applications/bulk-move`,
      headers: desk.recruiter,
      payload: { applicationIds: [two], toStatusCode: 'REJECTED', emailCandidate: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stageMailsOf(two)).toEqual([
      {
        statusCode: 'PROFILE_SCREENED',
        state: 'cancelled',
        lastError: 'The applicant was moved to “Rejected” before it went.',
      },
    ]);
  });

  it('the candidate’s withdrawal stops the e-mail waiting to tell them of the stage they left', async () => {
    const id = await applicant();
    await move(id, 'PROFILE_SCREENED');
    const [waiting] = await (await getTestDatabase()).db
      .select()
      .from(outgoingMails)
      .where(eq(outgoingMails.applicationId, id));
    const link = statusPathIn(waiting?.textBody ?? '').replace('/my-application', MY_APPLICATION_PATH);
    const res = await desk.app.inject({ method: 'POST', url: `${link}/withdraw` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stageMailsOf(id)).toEqual([
      {
        statusCode: 'PROFILE_SCREENED',
        state: 'cancelled',
        lastError: 'The candidate withdrew before it went.',
      },
    ]);
  });

  it('an undo stops every e-mail that no longer matches, and an erasure leaves none', async () => {
    const id = await applicant();
    await move(id, 'PROFILE_SCREENED');
    const moved = await move(id, 'INTERVIEWING');
    const undo = await desk.app.inject({
      method: 'POST',
      url: `${JOB_MANAGEMENT_PATH}/applications/${id}/moves/${moved.undoableMove?.historyId}/undo`,
      headers: desk.recruiter,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await stageMailsOf(id)).map((mail) => [mail.statusCode, mail.state, mail.lastError])).toEqual([
      ['PROFILE_SCREENED', 'cancelled', 'The applicant was moved to “Interviewing” before it went.'],
      ['INTERVIEWING', 'cancelled', 'Its move was undone before it went.'],
    ]);

    const other = await applicant('other@example.com');
    await move(other, 'PROFILE_SCREENED');
    const admin = bearer(await injectSignIn(desk.app, 'ada'));
    const erase = await desk.app.inject({
      method: 'DELETE',
      url: `${ADMIN_APPLICATIONS_PATH}/${other}`,
      headers: admin,
    });
    expect(erase.statusCode, erase.body).toBe(200);
    expect(await stageMailsOf(other)).toEqual([]);
  });
});

describe('the sender', () => {
  it('checks the applicant’s status as it sends: an e-mail of another status is stopped, not sent', async () => {
    const now = await buildTestApp({
      overrides: {
        stageMailDelayMinutes: 0,
        mailDelivery: { retryLimit: 1, retryDelaySeconds: 1, pollingSeconds: 0.5 },
      },
    });
    try {
      const { db } = await getTestDatabase();
      const id = await applicant();
      const mailing = { mail: now.mail, markdown: now.markdown, publicUrl: 'http://x', delayMinutes: 0 };
      // Queued for a status the applicant is not in (as by a path that forgot to stop it).
      await db.transaction((tx) => queueStageMail(tx, mailing, id, 'INTERVIEWING'));
      await expect.poll(async () => (await stageMailsOf(id))[0]?.state).toMatch(/^(sent|cancelled)$/);
      expect((await stageMailsOf(id))[0]?.state).toBe('cancelled');
      expect((await stageMailsOf(id))[0]?.lastError).toBe(
        'The applicant’s status changed before it went: they are in “Applied” now.',
      );
      const written = [
        ...(await outboxMails(now.config.dataDir)),
        ...(await outboxMails(desk.app.config.dataDir)),
      ];
      expect(written.filter((mail) => mail.includes('Invitation to interview'))).toEqual([]);
    } finally {
      await closeTestApp(now);
    }
  });
});
