// Interviews as staff use them (docs/decisions/0056): a recruiter proposes one for an applicant in
// "Interviewing" (each wrong input refused with its own message, and nothing written), a fixed time is booked
// at once and several are offered, the applicant's and the interviewer's own lists, and who may do what to an
// interview in which state: cancel, reschedule, and held or no-show only once its time has come.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_APPLICATIONS_PATH, INTERVIEWS_PATH, MY_APPLICATION_PATH } from '../../contracts/api-paths';
import {
  INTERVIEW_CANCEL_REASONS,
  INTERVIEW_TEXTS,
  interviewListSchema,
  interviewSchema,
} from '../../contracts/interviews';
import { INTERVIEW_RULE_TEXTS } from '../../machines/interview-rules';
import type { Db } from '../../server/db/client';
import { employees, interviewSlots, interviews, outgoingMails } from '../../server/db/schema';
import { cancelFutureInterviews, cancelInterviewsOnMove } from '../../server/services/interview-cancellation';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';
import {
  createInterviewStaff,
  HOUR,
  hoursAhead,
  type InterviewStaff,
  interviewingApplicant,
  proposal,
  propose,
  proposed,
  staffAction,
} from './interview-fixtures';

const ctx = setupTestApp();
let staff: InterviewStaff;
let applicant: Awaited<ReturnType<typeof interviewingApplicant>>;

beforeEach(async () => {
  staff = await createInterviewStaff(ctx.app);
  applicant = await interviewingApplicant();
});

const countInterviews = async () => (await getTestDatabase()).db.$count(interviews);

/** Moves the interview's time (and its slot) into the past, as if its day had come. */
async function timeHasCome(id: number) {
  const { db } = await getTestDatabase();
  const past = new Date(Date.now() - HOUR);
  await db.update(interviews).set({ startsAt: past }).where(eq(interviews.id, id));
  await db.update(interviewSlots).set({ startsAt: past }).where(eq(interviewSlots.interviewId, id));
}

/** The staff members' e-mail addresses, as the invitations are sent to them. */
async function interviewerAddresses(db: Db, userIds: number[]) {
  const rows = await db
    .select({ email: employees.email })
    .from(employees)
    .where(inArray(employees.userId, userIds));
  return rows.map((row) => row.email);
}

describe('proposing', () => {
  const valid = () => proposal(applicant.id, [staff.ids.interviewer], [hoursAhead(72), hoursAhead(96)]);

  it.each([
    ['no time', { slots: [] }, 'slots', INTERVIEW_TEXTS.slotsRequired],
    [
      'too many times',
      { slots: Array.from({ length: 13 }, (_, i) => hoursAhead(48 + i)) },
      'slots',
      INTERVIEW_TEXTS.slotsMax,
    ],
    [
      'the same time twice',
      { slots: [hoursAhead(50), hoursAhead(50)] },
      'slots',
      INTERVIEW_TEXTS.slotsRepeat,
    ],
    ['no interviewer', { interviewerIds: [] }, 'interviewerIds', INTERVIEW_TEXTS.interviewersRequired],
    [
      'too many interviewers',
      { interviewerIds: [1, 2, 3, 4, 5, 6, 7] },
      'interviewerIds',
      INTERVIEW_TEXTS.interviewersMax,
    ],
    [
      'a video interview without its link',
      { videoLink: null },
      'videoLink',
      INTERVIEW_TEXTS.videoLinkRequired,
    ],
    [
      'a link that is not https',
      { videoLink: 'http://meet.example.com/x' },
      'videoLink',
      INTERVIEW_TEXTS.videoLink,
    ],
    ['a length not in the list', { durationMinutes: 20 }, 'durationMinutes', INTERVIEW_TEXTS.duration],
    ['a cut-off not in the list', { cutoffHours: 5 }, 'cutoffHours', INTERVIEW_TEXTS.cutoff],
  ])('refuses %s with its own message, writing nothing', async (_what, change, field, message) => {
    const res = await propose(ctx.app, staff.recruiter, { ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(await countInterviews()).toBe(0);
  });

  it('refuses a time already past, an interviewer who left and one who never was', async () => {
    const past = await propose(ctx.app, staff.recruiter, {
      ...valid(),
      slots: [hoursAhead(-1), hoursAhead(50)],
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toMatchObject({
      message: INTERVIEW_TEXTS.slotInPast,
      fields: { slots: INTERVIEW_TEXTS.slotInPast },
    });
    for (const id of [staff.ids.departed, 999_999]) {
      const res = await propose(ctx.app, staff.recruiter, {
        ...valid(),
        interviewerIds: [staff.ids.interviewer, id],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(INTERVIEW_TEXTS.interviewerUnknown);
    }
    expect(await countInterviews()).toBe(0);
  });

  it('proposes only for an applicant in “Interviewing”, and says so', async () => {
    const screened = await interviewingApplicant('Kiran Rao', 'PROFILE_SCREENED');
    const res = await propose(ctx.app, staff.recruiter, { ...valid(), applicationId: screened.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(INTERVIEW_TEXTS.notInterviewing);
    const missing = await propose(ctx.app, staff.recruiter, { ...valid(), applicationId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(await countInterviews()).toBe(0);
  });

  it('offers several times for the candidate to choose, each available', async () => {
    const interview = await proposed(ctx.app, staff.recruiter, valid());
    expect(interview).toMatchObject({
      state: 'proposed',
      startsAt: null,
      sequence: 0,
      candidateName: 'Priya Sharma',
      careerTitle: 'HR Recruiter',
      proposedByName: 'Rita Recruiter',
      interviewers: [{ userId: staff.ids.interviewer, name: 'Ivan Interviewer' }],
    });
    expect(interview.slots.map((s) => [s.startsAt, s.available])).toEqual([
      [valid().slots[0], true],
      [valid().slots[1], true],
    ]);
    const { db } = await getTestDatabase();
    const [row] = await db.select().from(interviews);
    expect(row?.uid).toMatch(/^[0-9a-f-]{36}@interviews\.meeraconsultancy\.com$/);
  });

  it('books a fixed time at once, and keeps a link only for a video interview', async () => {
    const at = hoursAhead(30);
    const interview = await proposed(ctx.app, staff.recruiter, {
      ...valid(),
      kind: 'onsite',
      office: 'hyderabad',
      slots: [at],
    });
    expect(interview).toMatchObject({ state: 'booked', startsAt: at, videoLink: null, office: 'hyderabad' });
  });

  it('refuses a fixed time an interviewer is already booked at, overlapping by a minute', async () => {
    const at = hoursAhead(30);
    await proposed(ctx.app, staff.recruiter, { ...valid(), slots: [at] });
    const other = await interviewingApplicant('Kiran Rao');
    const overlapping = new Date(Date.parse(at) + 59 * 60_000).toISOString();
    const res = await propose(ctx.app, staff.recruiter, {
      ...valid(),
      applicationId: other.id,
      slots: [overlapping],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(INTERVIEW_TEXTS.slotTaken);
    // Right after it ends is free.
    const after = new Date(Date.parse(at) + 60 * 60_000).toISOString();
    await proposed(ctx.app, staff.recruiter, { ...valid(), applicationId: other.id, slots: [after] });
    expect(await countInterviews()).toBe(2);
  });

  it('offers every active member of staff as an interviewer, by name, to recruiters only', async () => {
    const res = await ctx.app.inject({ url: `${INTERVIEWS_PATH}/interviewers`, headers: staff.recruiter });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().interviewers.map((choice: { userId: number }) => choice.userId);
    expect(ids).toEqual(
      expect.arrayContaining([staff.ids.recruiter, staff.ids.interviewer, staff.ids.bystander]),
    );
    expect(ids).not.toContain(staff.ids.departed);
    expect(res.json().interviewers).toContainEqual({
      userId: staff.ids.interviewer,
      name: 'Ivan Interviewer',
    });
    const employee = await ctx.app.inject({
      url: `${INTERVIEWS_PATH}/interviewers`,
      headers: staff.interviewer,
    });
    expect(employee.statusCode).toBe(403);
  });

  it('is for recruiters and admins only', async () => {
    for (const headers of [staff.interviewer, staff.bystander]) {
      expect((await propose(ctx.app, headers, valid())).statusCode).toBe(403);
    }
    expect((await propose(ctx.app, staff.admin, valid())).statusCode).toBe(201);
  });
});

describe('the lists', () => {
  it('lists an applicant’s interviews for recruiters, and each interviewer’s own for them', async () => {
    const mine = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.interviewer], [hoursAhead(50)]),
    );
    await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.secondInterviewer], [hoursAhead(80)]),
    );
    const all = await ctx.app.inject({
      method: 'GET',
      url: `${INTERVIEWS_PATH}?applicationId=${applicant.id}`,
      headers: staff.recruiter,
    });
    expect(interviewListSchema.parse(all.json()).interviews).toHaveLength(2);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `${INTERVIEWS_PATH}/mine`,
      headers: staff.interviewer,
    });
    expect(interviewListSchema.parse(own.json()).interviews.map((i) => i.id)).toEqual([mine.id]);
    const none = await ctx.app.inject({
      method: 'GET',
      url: `${INTERVIEWS_PATH}/mine`,
      headers: staff.bystander,
    });
    expect(none.json()).toEqual({ interviews: [] });
    const notHers = await ctx.app.inject({
      method: 'GET',
      url: `${INTERVIEWS_PATH}?applicationId=${applicant.id}`,
      headers: staff.interviewer,
    });
    expect(notHers.statusCode).toBe(403);
  });
});

describe('staff actions', () => {
  it('cancels with the reason given, raising the sequence, and refuses a second time by naming the state', async () => {
    const interview = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.interviewer], [hoursAhead(50)]),
    );
    const res = await staffAction(ctx.app, staff.recruiter, interview.id, 'cancel', {
      reason: 'The role was filled.',
    });
    expect(interviewSchema.parse(res.json())).toMatchObject({
      state: 'cancelled',
      cancelReason: 'The role was filled.',
      sequence: 1,
    });
    const again = await staffAction(ctx.app, staff.recruiter, interview.id, 'cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('An interview that is “cancelled” cannot be cancelled.');
  });

  it('gives a cancellation without a reason the recruiter’s standard one', async () => {
    const interview = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.interviewer], [hoursAhead(50), hoursAhead(51)]),
    );
    const res = await staffAction(ctx.app, staff.admin, interview.id, 'cancel');
    expect(res.json()).toMatchObject({
      state: 'cancelled',
      cancelReason: INTERVIEW_TEXTS.cancelledByRecruiter,
    });
  });

  it('records held or no-show only once the time has come, by a recruiter or the interviewer', async () => {
    const interview = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.interviewer], [hoursAhead(50)]),
    );
    const early = await staffAction(ctx.app, staff.interviewer, interview.id, 'held');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(INTERVIEW_RULE_TEXTS.notStarted);
    await timeHasCome(interview.id);
    const held = await staffAction(ctx.app, staff.interviewer, interview.id, 'held');
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().state).toBe('held');
    const later = await staffAction(ctx.app, staff.recruiter, interview.id, 'no-show');
    expect(later.statusCode).toBe(409);
    expect(later.json().error.message).toBe('An interview that is “held” cannot be marked as a no-show.');
  });

  it('records a no-show, and never for an interview still only proposed', async () => {
    const offered = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.interviewer], [hoursAhead(50), hoursAhead(52)]),
    );
    const refused = await staffAction(ctx.app, staff.recruiter, offered.id, 'no-show');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      'An interview that is “proposed” cannot be marked as a no-show.',
    );
    const fixed = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.interviewer], [hoursAhead(60)]),
    );
    await timeHasCome(fixed.id);
    expect((await staffAction(ctx.app, staff.recruiter, fixed.id, 'no-show')).json().state).toBe('no_show');
  });

  it('lets an interviewer record how it went but not cancel or reschedule, and others nothing', async () => {
    const interview = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.interviewer], [hoursAhead(50)]),
    );
    const cancel = await staffAction(ctx.app, staff.interviewer, interview.id, 'cancel');
    expect(cancel.statusCode).toBe(403);
    expect(cancel.json().error.message).toBe(INTERVIEW_RULE_TEXTS.notYours('cancel'));
    const reschedule = await staffAction(ctx.app, staff.interviewer, interview.id, 'reschedule', {
      slots: [hoursAhead(70)],
    });
    expect(reschedule.statusCode).toBe(403);
    const bystander = await staffAction(ctx.app, staff.bystander, interview.id, 'held');
    expect(bystander.statusCode).toBe(403);
    expect(bystander.json().error.message).toBe(INTERVIEW_TEXTS.notInterviewer);
    const { db } = await getTestDatabase();
    const [row] = await db.select().from(interviews);
    expect(row).toMatchObject({ state: 'booked', sequence: 0 });
  });

  it('reschedules to one time (moved at once) or several (the candidate chooses again)', async () => {
    // Each time taken once: read again later, a minute may have turned.
    const [first, moveTo, offers, fixTo] = [
      hoursAhead(50),
      hoursAhead(74),
      [hoursAhead(98), hoursAhead(122)],
      hoursAhead(30),
    ];
    const interview = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.interviewer], [first]),
    );
    const moved = await staffAction(ctx.app, staff.recruiter, interview.id, 'reschedule', {
      slots: [moveTo],
    });
    expect(moved.json()).toMatchObject({ state: 'rescheduled', startsAt: moveTo, sequence: 1 });
    const offered = await staffAction(ctx.app, staff.recruiter, interview.id, 'reschedule', {
      slots: offers,
    });
    const again = interviewSchema.parse(offered.json());
    expect(again).toMatchObject({ state: 'proposed', startsAt: null, sequence: 2 });
    expect(again.slots.map((s) => s.startsAt)).toEqual(offers);
    // The time that was booked leaves the calendars at once: a CANCEL of sequence 2 to each of them.
    const { db } = await getTestDatabase();
    const cancels = await db
      .select()
      .from(outgoingMails)
      .where(and(eq(outgoingMails.interviewId, interview.id), eq(outgoingMails.interviewSequence, 2)));
    const cancelled = cancels.filter((mail) => mail.attachments?.[0]?.contentType.includes('method=CANCEL'));
    expect(cancelled.map((mail) => mail.toAddress).sort()).toEqual(
      [applicant.email, ...(await interviewerAddresses(db, [staff.ids.interviewer]))].sort(),
    );
    const fixed = await staffAction(ctx.app, staff.recruiter, interview.id, 'reschedule', {
      slots: [fixTo],
    });
    expect(fixed.json()).toMatchObject({ state: 'booked', startsAt: fixTo, sequence: 3 });
  });

  it('refuses a reschedule without times, or with one past, changing nothing', async () => {
    const interview = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.interviewer], [hoursAhead(50)]),
    );
    const none = await staffAction(ctx.app, staff.recruiter, interview.id, 'reschedule');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(INTERVIEW_TEXTS.rescheduleSlots);
    const past = await staffAction(ctx.app, staff.recruiter, interview.id, 'reschedule', {
      slots: [hoursAhead(-2)],
    });
    expect(past.json().error.message).toBe(INTERVIEW_TEXTS.slotInPast);
    const unknown = await staffAction(ctx.app, staff.recruiter, 999_999, 'cancel');
    expect(unknown.statusCode).toBe(404);
    const { db } = await getTestDatabase();
    const [row] = await db.select().from(interviews);
    expect(row).toMatchObject({ state: 'booked', sequence: 0 });
  });
});

describe('an applicant leaving the pipeline', () => {
  it('cancels their interviews still to come, and leaves the ones that have begun', async () => {
    const offered = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.interviewer], [hoursAhead(50), hoursAhead(52)]),
    );
    const booked = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.interviewer], [hoursAhead(60)]),
    );
    const begun = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.secondInterviewer], [hoursAhead(70)]),
    );
    await timeHasCome(begun.id);
    const { db } = await getTestDatabase();
    const cancelled = await db.transaction((tx) =>
      cancelFutureInterviews(tx, ctx.app.mail, applicant.id, 'The candidate withdrew.', {
        publicUrl: 'http://localhost',
      }),
    );
    expect(cancelled).toBe(2);
    const rows = await db.select().from(interviews).orderBy(interviews.id);
    expect(rows.map((r) => [r.id, r.state, r.cancelReason, r.sequence])).toEqual([
      [offered.id, 'cancelled', 'The candidate withdrew.', 1],
      [booked.id, 'cancelled', 'The candidate withdrew.', 1],
      [begun.id, 'booked', null, 0],
    ]);
  });

  it('cancels on a move that ends the pipeline, in neutral words, and not on any other move', async () => {
    const interview = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.interviewer], [hoursAhead(50)]),
    );
    const mailing = { mail: ctx.app.mail, publicUrl: 'http://localhost' };
    const { db } = await getTestDatabase();
    expect(
      await db.transaction((tx) => cancelInterviewsOnMove(tx, mailing, applicant.id, 'OFFER_RELEASED')),
    ).toBe(0);
    expect(await db.transaction((tx) => cancelInterviewsOnMove(tx, mailing, applicant.id, 'REJECTED'))).toBe(
      1,
    );
    const [row] = await db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row).toMatchObject({ state: 'cancelled', cancelReason: INTERVIEW_CANCEL_REASONS.REJECTED });
  });

  it('cancels when the candidate withdraws on their status page: a CANCEL to everyone invited', async () => {
    const interview = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.interviewer], [hoursAhead(50)]),
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${MY_APPLICATION_PATH}/${applicant.token}/withdraw`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { db } = await getTestDatabase();
    const [row] = await db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row).toMatchObject({ state: 'cancelled', sequence: 1 });
    const cancels = (await db.select().from(outgoingMails).where(eq(outgoingMails.interviewId, interview.id)))
      .filter((mail) => mail.attachments?.[0]?.contentType.includes('method=CANCEL'))
      .map((mail) => mail.toAddress);
    expect(cancels.sort()).toEqual(
      [applicant.email, ...(await interviewerAddresses(db, [staff.ids.interviewer]))].sort(),
    );
  });

  it('cancels when an admin erases the applicant, telling the interviewers only', async () => {
    const interview = await proposed(
      ctx.app,
      staff.recruiter,
      proposal(applicant.id, [staff.ids.interviewer], [hoursAhead(50)]),
    );
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `${ADMIN_APPLICATIONS_PATH}/${applicant.id}`,
      headers: staff.admin,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { db } = await getTestDatabase();
    // The interview went with the application; the interviewers' CANCEL stays, naming nobody.
    expect(await db.select().from(interviews).where(eq(interviews.id, interview.id))).toEqual([]);
    const left = await db.select().from(outgoingMails);
    const cancels = left.filter((mail) => mail.attachments?.[0]?.contentType.includes('method=CANCEL'));
    expect(cancels.map((mail) => mail.toAddress)).toEqual(
      await interviewerAddresses(db, [staff.ids.interviewer]),
    );
    for (const mail of left) expect(`${mail.subject} ${mail.textBody}`).not.toContain(applicant.fullName);
  });
});
