// `npm run machines:conform` on interviews (scripts/machines/lib/conform-interviews.ts): interviews the server
// writes conform; rows that break the interview rules, or an interviewer booked twice at once, are named.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  conformInterviews,
  interviewReportLines,
  readStoredInterviews,
} from '../../scripts/machines/lib/conform-interviews';
import { interviews } from '../../server/db/schema';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';
import {
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

beforeEach(async () => {
  staff = await createInterviewStaff(ctx.app);
});

describe('interviews in machines:conform', () => {
  it('passes what the server writes and names what breaks the rules', async () => {
    const priya = await interviewingApplicant('Priya Sharma');
    const kiran = await interviewingApplicant('Kiran Rao');
    // Taken once: read again later, a minute may have turned and no longer be one of the slots.
    const slot = hoursAhead(50);
    const offered = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(priya.id, [staff.ids.interviewer], [slot, hoursAhead(52)]),
    );
    const fixed = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(kiran.id, [staff.ids.interviewer], [hoursAhead(30)]),
    );
    const { db } = await getTestDatabase();
    const clean = conformInterviews(await readStoredInterviews(db), new Date());
    expect(clean).toEqual({ interviews: 2, states: { proposed: 1, booked: 1 }, violations: [] });
    expect(interviewReportLines(clean)).toContain('  Violations: none.');

    // Written behind the rules' back: held before its time, and the same interviewer booked twice at once.
    await db.update(interviews).set({ state: 'held' }).where(eq(interviews.id, fixed.id));
    await db
      .update(interviews)
      .set({ state: 'booked', startsAt: new Date(Date.parse(slot)) })
      .where(eq(interviews.id, offered.id));
    await db.update(interviews).set({ state: 'booked' }).where(eq(interviews.id, fixed.id));
    await db
      .update(interviews)
      .set({ startsAt: new Date(Date.parse(slot) + HOUR / 2) })
      .where(eq(interviews.id, fixed.id));
    const broken = conformInterviews(await readStoredInterviews(db), new Date());
    expect(broken.violations.map((v) => [v.interviewId, v.reasons])).toEqual([
      [
        offered.id,
        [`interviewer ${staff.ids.interviewer} also booked by interview ${fixed.id} at an overlapping time`],
      ],
      [
        fixed.id,
        [
          'booked at a time that is not one of its slots',
          `interviewer ${staff.ids.interviewer} also booked by interview ${offered.id} at an overlapping time`,
        ],
      ],
    ]);
    await db
      .update(interviews)
      .set({ state: 'held', startsAt: new Date(Date.now() + HOUR) })
      .where(eq(interviews.id, fixed.id));
    const early = conformInterviews(await readStoredInterviews(db), new Date());
    expect(early.violations.find((v) => v.interviewId === fixed.id)?.reasons).toContain(
      'held before its time came',
    );
  });
});
