// The candidate's interviews on their status page (docs/decisions/0056): they see their own and nobody else's
// (no interviewer's name either), book a slot, move it, cancel it until the cut-off and not after; and two
// candidates booking the last time of the same interviewer at once: one gets it, the other is told it is gone,
// sees it gone, and chooses another.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  candidateInterviewListSchema,
  candidateInterviewSchema,
  INTERVIEW_TEXTS,
} from '../../contracts/interviews';
import { MY_APPLICATION_TEXTS } from '../../contracts/my-application';
import { interviews } from '../../server/db/schema';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';
import {
  candidateBook,
  candidateCancel,
  candidateList,
  createInterviewStaff,
  HOUR,
  hoursAhead,
  type InterviewStaff,
  interviewingApplicant,
  proposal,
  proposed,
} from './interview-fixtures';

const ctx = setupTestApp();
let staff: InterviewStaff;
let priya: Awaited<ReturnType<typeof interviewingApplicant>>;

beforeEach(async () => {
  staff = await createInterviewStaff(ctx.app);
  priya = await interviewingApplicant('Priya Sharma');
});

async function listOf(token: string) {
  const res = await candidateList(ctx.app, token);
  expect(res.statusCode, res.body).toBe(200);
  return candidateInterviewListSchema.parse(res.json()).interviews;
}

const storedRow = async (id: number) => {
  const { db } = await getTestDatabase();
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id));
  return row;
};

describe('what the candidate sees', () => {
  it('shows their interviews in the office’s zone, with the slots and until when they may change it', async () => {
    const slots = [hoursAhead(72), hoursAhead(96)];
    await proposed(ctx.app, staff.recruiter, proposal(priya.id, [staff.ids.interviewer], slots));
    const res = await candidateList(ctx.app, priya.token);
    expect(res.headers['cache-control']).toBe('no-store');
    const [interview] = await listOf(priya.token);
    expect(interview).toMatchObject({
      state: 'proposed',
      office: 'manchester',
      officeTimeZone: 'Europe/London',
      startsAt: null,
      changeableUntil: new Date(Date.parse(slots[0] ?? '') - 24 * HOUR).toISOString(),
    });
    expect(interview?.slots.map((s) => [s.startsAt, s.available])).toEqual([
      [slots[0], true],
      [slots[1], true],
    ]);
    // Nothing of the staff's: no interviewers, no proposer, no candidate name.
    expect(res.body).not.toContain('Ivan');
    expect(res.body).not.toContain('Rita');
    expect(Object.keys(interview ?? {})).not.toContain('interviewers');
  });

  it('never shows, books or cancels another candidate’s interview', async () => {
    const kiran = await interviewingApplicant('Kiran Rao');
    const hers = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(kiran.id, [staff.ids.interviewer], [hoursAhead(72), hoursAhead(96)]),
    );
    expect(await listOf(priya.token)).toEqual([]);
    const slotId = hers.slots[0]?.id ?? 0;
    for (const res of [
      await candidateBook(ctx.app, priya.token, hers.id, slotId),
      await candidateCancel(ctx.app, priya.token, hers.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(INTERVIEW_TEXTS.notFound);
    }
    expect(await storedRow(hers.id)).toMatchObject({ state: 'proposed', sequence: 0 });
  });

  it('answers an unknown link as the status page does', async () => {
    const res = await candidateList(ctx.app, 'x'.repeat(43));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(MY_APPLICATION_TEXTS.linkInvalid);
  });
});

describe('booking, moving and cancelling', () => {
  it('books a slot, then moves to the other (rescheduled), raising the sequence each time', async () => {
    const interview = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(priya.id, [staff.ids.interviewer], [hoursAhead(72), hoursAhead(96)]),
    );
    const [first, second] = interview.slots;
    const booked = await candidateBook(ctx.app, priya.token, interview.id, first?.id ?? 0);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(candidateInterviewSchema.parse(booked.json())).toMatchObject({
      state: 'booked',
      startsAt: first?.startsAt,
    });
    const moved = await candidateBook(ctx.app, priya.token, interview.id, second?.id ?? 0);
    expect(moved.json()).toMatchObject({ state: 'rescheduled', startsAt: second?.startsAt });
    expect((await storedRow(interview.id))?.sequence).toBe(2);
    const same = await candidateBook(ctx.app, priya.token, interview.id, second?.id ?? 0);
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe(INTERVIEW_TEXTS.sameTime);
    const unknown = await candidateBook(ctx.app, priya.token, interview.id, 999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(INTERVIEW_TEXTS.slotUnknown);
    expect((await storedRow(interview.id))?.sequence).toBe(2);
  });

  it('cancels before the cut-off, in the candidate’s words', async () => {
    const interview = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(priya.id, [staff.ids.interviewer], [hoursAhead(72)]),
    );
    const res = await candidateCancel(ctx.app, priya.token, interview.id);
    expect(res.json()).toMatchObject({ state: 'cancelled', changeableUntil: null });
    expect(await storedRow(interview.id)).toMatchObject({
      cancelReason: INTERVIEW_TEXTS.cancelledByCandidate,
      sequence: 1,
    });
  });

  it('changes nothing after the cut-off, and says to answer the invitation instead', async () => {
    // Tomorrow morning, with a day's cut-off: already too close.
    const soon = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(priya.id, [staff.ids.interviewer], [hoursAhead(20)]),
    );
    const [shown] = await listOf(priya.token);
    expect(shown?.changeableUntil).toBeNull();
    const cancel = await candidateCancel(ctx.app, priya.token, soon.id);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toBe(INTERVIEW_TEXTS.pastCutoff);
    expect(await storedRow(soon.id)).toMatchObject({ state: 'booked', sequence: 0 });
  });

  it('closes each slot at its own cut-off: the earlier is gone, the later can still be booked', async () => {
    const interview = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(priya.id, [staff.ids.interviewer], [hoursAhead(20), hoursAhead(50)]),
    );
    const [early, late] = interview.slots;
    expect(interview.slots.map((s) => s.available)).toEqual([false, true]);
    const tooLate = await candidateBook(ctx.app, priya.token, interview.id, early?.id ?? 0);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.message).toBe(INTERVIEW_TEXTS.pastCutoff);
    expect((await candidateBook(ctx.app, priya.token, interview.id, late?.id ?? 0)).json().state).toBe(
      'booked',
    );
  });
});

describe('two candidates and the interviewer’s last free time', () => {
  it('gives it to one, tells the other it is gone, shows it gone, and lets them choose another', async () => {
    const kiran = await interviewingApplicant('Kiran Rao');
    const last = hoursAhead(72);
    const other = hoursAhead(120);
    const theirs = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(priya.id, [staff.ids.interviewer, staff.ids.secondInterviewer], [last].concat(hoursAhead(96))),
    );
    const his = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(kiran.id, [staff.ids.secondInterviewer], [last, other]),
    );
    const slotAt = (interview: typeof his, at: string) =>
      interview.slots.find((s) => s.startsAt === at)?.id ?? 0;

    const answers = await Promise.all([
      candidateBook(ctx.app, priya.token, theirs.id, slotAt(theirs, last)),
      candidateBook(ctx.app, kiran.token, his.id, slotAt(his, last)),
    ]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const lost = answers.find((res) => res.statusCode === 409);
    expect(lost?.json().error.message).toBe(INTERVIEW_TEXTS.slotTaken);

    // Whoever lost sees that time gone and the others still there, and books one of them.
    const loser =
      answers[0]?.statusCode === 409
        ? { token: priya.token, id: theirs.id }
        : { token: kiran.token, id: his.id };
    const [shown] = await listOf(loser.token);
    expect(shown?.state).toBe('proposed');
    expect(shown?.slots.find((s) => s.startsAt === last)?.available).toBe(false);
    const free = shown?.slots.find((s) => s.available);
    expect(free).toBeDefined();
    const again = await candidateBook(ctx.app, loser.token, loser.id, free?.id ?? 0);
    expect(again.statusCode, again.body).toBe(200);

    const { db } = await getTestDatabase();
    const bookedAtLast = await db
      .select()
      .from(interviews)
      .where(eq(interviews.startsAt, new Date(last)));
    expect(bookedAtLast).toHaveLength(1);
  });
});
