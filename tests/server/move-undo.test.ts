// Undoing a move (docs/decisions/0023): the recruiter who made an applicant's latest move can take it back
// while the candidate's e-mail waits. The applicant goes back, the e-mail is stopped, the history keeps both
// rows (left out of the candidate's page); anyone else, anything later, a second undo and an old move are
// refused.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { JOB_MANAGEMENT_PATH, RECRUITING_REPORT_PATH } from '../../contracts/api-paths';
import { myApplicationSchema } from '../../contracts/my-application';
import {
  boardApplicationSchema,
  careerApplicationsSchema,
  historySchema,
  MOVE_UNDO_REFUSALS,
} from '../../contracts/recruiter';
import { recruitingReportSchema } from '../../contracts/reports';
import { applicationStatusHistory, outgoingMails } from '../../server/db/schema';
import { historyRowsOf, insertApplication } from '../support/server/application-fixtures';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { buildTestApp, closeTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const BOARD = JOB_MANAGEMENT_PATH;
let app: FastifyInstance;
let rita: Record<string, string>;
let omar: Record<string, string>;
let careerId: number;

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => closeTestApp(app));

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'rita', role: 'RECRUITER', displayName: 'Rita Recruiter' });
  await createStaff(db, { username: 'omar', role: 'RECRUITER', displayName: 'Omar Recruiter' });
  rita = bearer(await injectSignIn(app, 'rita'));
  omar = bearer(await injectSignIn(app, 'omar'));
  careerId = (await insertCareer({ title: 'Payroll Executive' })).id;
});

const applicant = async () =>
  (
    await insertApplication((await getTestDatabase()).db, {
      careerId,
      statusCode: 'APPLIED',
      email: 'priya.sharma@example.com',
      fullName: 'Priya Sharma',
    })
  ).id;

const move = async (id: number, toStatusCode: string, as = rita) => {
  const res = await app.inject({
    method: 'POST',
    url: `${BOARD}/applications/${id}/move`,
    headers: as,
    query: { toStatusCode, emailCandidate: 'true' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return boardApplicationSchema.parse(res.json());
};

const undo = (id: number, historyId: number | undefined, as = rita) =>
  app.inject({ method: 'POST', url: `${BOARD}/applications/${id}/moves/${historyId}/undo`, headers: as });

const boardCard = async (as: Record<string, string>, id: number) =>
  careerApplicationsSchema
    .parse((await app.inject({ url: `${BOARD}/careers/${careerId}/applications`, headers: as })).json())
    .applications.find((application) => application.id === id);

const refusal = async (answer: ReturnType<typeof undo>) => {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(409);
  return res.json().error.message as string;
};

describe('undoing a move', () => {
  it('takes the applicant back, stops the e-mail and keeps both rows; the candidate’s page never shows it', async () => {
    const id = await applicant();
    const before = Date.now();
    const moved = await move(id, 'PROFILE_SCREENED');
    const until = new Date(moved.undoableMove?.until ?? 0).getTime();
    expect(until - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(until - before).toBeLessThan(10 * 60_000 + 5000);
    // The board offers it to the recruiter who moved, and to nobody else.
    expect((await boardCard(rita, id))?.undoableMove).toEqual(moved.undoableMove);
    expect((await boardCard(omar, id))?.undoableMove).toBeNull();
    expect(await refusal(undo(id, moved.undoableMove?.historyId, omar))).toBe(MOVE_UNDO_REFUSALS.notYours);

    const res = await undo(id, moved.undoableMove?.historyId);
    expect(res.statusCode, res.body).toBe(200);
    expect(boardApplicationSchema.parse(res.json())).toMatchObject({
      status: { statusCode: 'APPLIED', label: 'Applied' },
      pendingMail: null,
      undoableMove: null,
    });

    const { db } = await getTestDatabase();
    const [mail] = await db.select().from(outgoingMails).where(eq(outgoingMails.applicationId, id));
    expect(mail).toMatchObject({ state: 'cancelled', lastError: 'Its move was undone before it went.' });
    const history = historySchema.parse(
      (await app.inject({ url: `${BOARD}/applications/${id}/history`, headers: rita })).json(),
    );
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.voided, row.changedBy])).toEqual([
      [null, 'APPLIED', false, null],
      ['APPLIED', 'PROFILE_SCREENED', true, 'Rita Recruiter'],
      ['PROFILE_SCREENED', 'APPLIED', true, 'Rita Recruiter'],
    ]);
    expect(history[2]?.undoesId).toBe(history[1]?.id);

    // Undone once: the same click again, and the undo itself, are refused and change nothing.
    expect(await refusal(undo(id, history[1]?.id))).toBe(MOVE_UNDO_REFUSALS.alreadyUndone);
    expect(await refusal(undo(id, history[2]?.id))).toBe(MOVE_UNDO_REFUSALS.anUndo);
    expect(await refusal(undo(id, history[0]?.id))).toBe(MOVE_UNDO_REFUSALS.arrival);

    // The candidate's page: received, and nothing of the move taken back.
    const link = mail?.textBody.match(/\/my-application\/[A-Za-z0-9_-]+/)?.[0];
    const page = myApplicationSchema.parse((await app.inject({ url: `/api${link}` })).json());
    expect(page.timeline.map((step) => step.label)).toEqual(['Received']);

    // The report counts no one as screened: the move and its undo are voided.
    const report = recruitingReportSchema.parse(
      (await app.inject({ url: RECRUITING_REPORT_PATH, headers: rita })).json(),
    );
    expect(report.funnel.find((stage) => stage.statusCode === 'PROFILE_SCREENED')?.reached).toBe(0);
    expect(report.funnel.find((stage) => stage.statusCode === 'APPLIED')?.reached).toBe(1);

    // The e-mail was stopped, not sent: moving there again queues it again.
    const again = await move(id, 'PROFILE_SCREENED');
    expect(again.pendingMail?.id).toBeGreaterThan(mail?.id ?? 0);
  });

  it('refuses a move that is not the latest, one past its window, and one that is not there', async () => {
    const id = await applicant();
    const first = await move(id, 'PROFILE_SCREENED');
    const second = await move(id, 'INTERVIEWING');
    expect(await refusal(undo(id, first.undoableMove?.historyId))).toBe(MOVE_UNDO_REFUSALS.notLatest);

    const { db } = await getTestDatabase();
    // Eleven minutes later, as far as the history can tell.
    await db
      .update(applicationStatusHistory)
      .set({ changedAt: sql`${applicationStatusHistory.changedAt} - interval '11 minutes'` })
      .where(eq(applicationStatusHistory.applicationId, id));
    expect((await boardCard(rita, id))?.undoableMove).toBeNull();
    expect(await refusal(undo(id, second.undoableMove?.historyId))).toBe(MOVE_UNDO_REFUSALS.windowPassed);

    const other = await applicant();
    const missing = await undo(other, second.undoableMove?.historyId);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(
      `Application ${other} has no move with id ${second.undoableMove?.historyId}.`,
    );
    expect((await undo(999_999, 1)).statusCode).toBe(404);
    const bad = await undo(id, 'one' as never);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The move id must be a positive whole number.');
    // Nothing refused changed anything: still interviewing, no row undoes anything.
    const rows = await historyRowsOf(db, id);
    expect(rows.map((row) => [row.toStatus, row.voided, row.undoesId])).toEqual([
      ['APPLIED', false, null],
      ['PROFILE_SCREENED', false, null],
      ['INTERVIEWING', false, null],
    ]);
  });

  it('undoes once under a double click: one answer takes the applicant back, the other is refused', async () => {
    const id = await applicant();
    const moved = await move(id, 'PROFILE_SCREENED');
    const answers = await Promise.all([
      undo(id, moved.undoableMove?.historyId),
      undo(id, moved.undoableMove?.historyId),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const { db } = await getTestDatabase();
    const rows = await historyRowsOf(db, id);
    expect(rows.filter((row) => row.undoesId !== null)).toHaveLength(1);
  });
});
