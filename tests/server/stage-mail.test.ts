// Moves that tell the candidate (docs/decisions/0021): the target status's active template, filled in for
// them, queued with the move to go after STAGE_MAIL_DELAY_MINUTES; the board shows it waiting and "Don't
// send" stops it; the same application and status never send twice; nothing without the recruiter asking or a
// template.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicantMailListSchema, MAIL_CANCEL_REFUSALS } from '../../contracts/outgoing-mail';
import { boardApplicationSchema, careerApplicationsSchema } from '../../contracts/recruiter';
import { stageMailOffersSchema } from '../../contracts/stage-mail-templates';
import { outgoingMails, stageMailTemplates } from '../../server/db/schema';
import { queueStageMail } from '../../server/services/stage-mail';
import { outboxMails } from '../support/server/outbox';
import { setupRecruiterDesk } from '../support/server/recruiter-desk';
import { giveYesScorecard } from '../support/server/scorecard-fixtures';
import { buildTestApp, closeTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const BOARD = '/api/recruiter/job-management';
const desk = setupRecruiterDesk();
const { applicant } = desk;

const move = (id: number, toStatusCode: string, emailCandidate?: boolean, on = desk.app) =>
  on.inject({
    method: 'POST',
    url: `${BOARD}/applications/${id}/move`,
    headers: desk.recruiter,
    query: {
      toStatusCode,
      ...(emailCandidate === undefined ? {} : { emailCandidate: String(emailCandidate) }),
    },
  });

const stageMails = async () =>
  (await getTestDatabase()).db.select().from(outgoingMails).where(eq(outgoingMails.kind, 'stage'));

describe('a move that e-mails the candidate', () => {
  it('queues the template filled in for them, shows it waiting on the board, and “Don’t send” stops it', async () => {
    const id = await applicant();
    const before = Date.now();
    const res = await move(id, 'PROFILE_SCREENED', true);
    expect(res.statusCode).toBe(200);
    const moved = boardApplicationSchema.parse(res.json());
    const sendAt = new Date(moved.pendingMail?.sendAt ?? 0).getTime();
    expect(sendAt - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(sendAt - before).toBeLessThan(10 * 60_000 + 5000);

    const [mail] = await stageMails();
    expect(mail).toMatchObject({
      id: moved.pendingMail?.id,
      statusCode: 'PROFILE_SCREENED',
      state: 'queued',
      toAddress: 'priya.sharma@example.com',
      subject: 'Your application for Payroll Executive: next steps',
    });
    expect(mail?.textBody).toMatch(/^Dear Priya,/);
    expect(mail?.htmlBody).toContain('<strong>Payroll Executive</strong>');
    const link = mail?.textBody.match(/\/my-application\/[A-Za-z0-9_-]+/)?.[0];
    expect((await desk.app.inject({ url: `/api${link}` })).statusCode).toBe(200);

    const board = careerApplicationsSchema.parse(
      (
        await desk.app.inject({
          url: `${BOARD}/careers/${desk.careerId}/applications`,
          headers: desk.recruiter,
        })
      ).json(),
    );
    expect(board.applications[0]?.pendingMail).toEqual(moved.pendingMail);

    const cancel = () =>
      desk.app.inject({
        method: 'POST',
        url: `${BOARD}/mails/${moved.pendingMail?.id}/cancel`,
        headers: desk.recruiter,
      });
    const mailsOf = async () =>
      applicantMailListSchema.parse(
        (await desk.app.inject({ url: `${BOARD}/applications/${id}/mails`, headers: desk.recruiter })).json(),
      );
    expect(await mailsOf()).toMatchObject([
      { kind: 'stage', state: 'queued', subject: 'Your application for Payroll Executive: next steps' },
    ]);
    expect((await cancel()).statusCode).toBe(204);
    expect((await mailsOf()).map((m) => m.state)).toEqual(['cancelled']);
    const again = await cancel();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MAIL_CANCEL_REFUSALS.cancelled);
    expect((await stageMails()).map((m) => m.state)).toEqual(['cancelled']);
    const after = careerApplicationsSchema.parse(
      (
        await desk.app.inject({
          url: `${BOARD}/careers/${desk.careerId}/applications`,
          headers: desk.recruiter,
        })
      ).json(),
    );
    expect(after.applications[0]?.pendingMail).toBeNull();
  });

  it('tells the board which moves can send an e-mail, with each subject and the delay', async () => {
    const { db } = await getTestDatabase();
    await db
      .update(stageMailTemplates)
      .set({ active: false })
      .where(eq(stageMailTemplates.statusCode, 'NO_SHOW'));
    const offers = stageMailOffersSchema.parse(
      (await desk.app.inject({ url: '/api/applications/stage-mails', headers: desk.recruiter })).json(),
    );
    expect(offers.delayMinutes).toBe(10);
    expect(offers.templates.map((t) => t.statusCode).sort()).toEqual([
      'INTERVIEWING',
      'OFFER_RELEASED',
      'PROFILE_SCREENED',
      'REJECTED',
    ]);
    expect(offers.templates.find((t) => t.statusCode === 'INTERVIEWING')?.subject).toBe(
      'Invitation to interview: {{jobTitle}}',
    );
    expect((await desk.app.inject({ url: '/api/applications/stage-mails' })).statusCode).toBe(401);
  });

  it('queues nothing unless asked, and nothing for a status without an active template', async () => {
    const { db } = await getTestDatabase();
    const id = await applicant();
    expect((await move(id, 'PROFILE_SCREENED')).json().pendingMail).toBeNull();
    await db
      .update(stageMailTemplates)
      .set({ active: false })
      .where(eq(stageMailTemplates.statusCode, 'INTERVIEWING'));
    expect((await move(id, 'INTERVIEWING', true)).json().pendingMail).toBeNull();
    // An offer needs an interviewer's yes (docs/decisions/0058).
    await giveYesScorecard(db, id);
    expect((await move(id, 'OFFER_RELEASED', false)).statusCode).toBe(200);
    // OFFER_ACCEPTED has no template.
    expect((await move(id, 'OFFER_ACCEPTED', true)).json().pendingMail).toBeNull();
    expect(await stageMails()).toEqual([]);
    const bad = await move(id, 'POSITION_FILLED', 'maybe' as never);
    expect(bad.statusCode).toBe(400);
  });

  it('queues one e-mail per application and status, however often it is asked', async () => {
    const { db } = await getTestDatabase();
    const id = await applicant();
    const mailing = {
      mail: desk.app.mail,
      markdown: desk.app.markdown,
      publicUrl: 'http://x',
      delayMinutes: 10,
    };
    const tries = await Promise.all(
      [1, 2, 3].map(() => db.transaction((tx) => queueStageMail(tx, mailing, id, 'INTERVIEWING'))),
    );
    expect(tries.filter(Boolean)).toHaveLength(1);
    const rows = await db
      .select()
      .from(outgoingMails)
      .where(and(eq(outgoingMails.applicationId, id), eq(outgoingMails.statusCode, 'INTERVIEWING')));
    expect(rows).toHaveLength(1);
    // Stopped, it may be written again (a move made again after an undo).
    expect(await desk.app.mail.cancelStageMail(rows[0]?.id ?? 0)).toBe('stopped');
    expect(await db.transaction((tx) => queueStageMail(tx, mailing, id, 'INTERVIEWING'))).not.toBeNull();
  });

  it('goes through the queue at its time, one for each applicant a bulk move moved, and not when its template was switched off meanwhile', async () => {
    const now = await buildTestApp({
      overrides: {
        stageMailDelayMinutes: 0,
        mailDelivery: { retryLimit: 1, retryDelaySeconds: 1, pollingSeconds: 0.5 },
      },
    });
    try {
      const ids = [await applicant('one@example.com'), await applicant('two@example.com')];
      const res = await now.inject({
        method: 'POST',
        url: `${BOARD}/applications/bulk-move`,
        headers: desk.recruiter,
        payload: { applicationIds: ids, toStatusCode: 'PROFILE_SCREENED', emailCandidate: true },
      });
      expect(res.statusCode).toBe(200);
      // Both servers' workers share the queue: each message is in one outbox or the other, once.
      await expect.poll(async () => (await stageMails()).map((m) => m.state)).toEqual(['sent', 'sent']);
      const written = [
        ...(await outboxMails(now.config.dataDir)),
        ...(await outboxMails(desk.app.config.dataDir)),
      ];
      const sent = written.filter((m) => m.includes('Subject: Your application for Payroll Executive'));
      expect(sent.map((m) => m.match(/^To: .*<(.*)>/m)?.[1]).sort()).toEqual([
        'one@example.com',
        'two@example.com',
      ]);

      // Switched off while one waits (here in the same transaction as it was queued): not sent after all.
      const { db } = await getTestDatabase();
      const third = await applicant('three@example.com');
      const mailing = { mail: now.mail, markdown: now.markdown, publicUrl: 'http://x', delayMinutes: 0 };
      await db.transaction(async (tx) => {
        await queueStageMail(tx, mailing, third, 'INTERVIEWING');
        await tx
          .update(stageMailTemplates)
          .set({ active: false })
          .where(eq(stageMailTemplates.statusCode, 'INTERVIEWING'));
      });
      await expect
        .poll(async () => (await stageMails()).find((m) => m.applicationId === third)?.state)
        .toBe('cancelled');
    } finally {
      await closeTestApp(now);
    }
  });
});
