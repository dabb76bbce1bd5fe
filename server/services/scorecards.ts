// Interviewers' scorecards (docs/decisions/0058). Who may write: only the interview's own interviewers, their
// own card, once the interview has taken place (held, or booked and its start time passed: interviewers often
// write before anyone marks it held), and until they submit it: a submitted card is final. Who may read:
// everyone their own; an interviewer the others' submitted ones only once theirs is submitted (no anchoring);
// admins and recruiters every submitted one of interviews they do not sit on. Drafts stay with their author.
import { and, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Role } from '../../contracts/roles';
import { RECRUITING } from '../../contracts/roles';
import type { InterviewScorecards, Scorecard, ScorecardInput } from '../../contracts/scorecards';
import { SCORECARD_TEXTS, scorecardInputSchema, submitProblems } from '../../contracts/scorecards';
import { BOOKED_INTERVIEW_STATES } from '../../machines/interview-rules';
import type { Db } from '../db/client';
import { applications, careers, interviewInterviewers, interviews, scorecards, users } from '../db/schema';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../domain-errors';
import { criteriaOf } from './scorecard-templates';

/** Who reads or writes. */
export interface ScorecardReader {
  id: number;
  role: Role;
}

/** Whether an interview has taken place, for writing its scorecards. */
export function interviewTookPlace(interview: { state: string; startsAt: Date | null }, now: Date) {
  if (interview.state === 'held') return true;
  // A booked interview counts as held once its start time has passed.
  return (
    (BOOKED_INTERVIEW_STATES as readonly string[]).includes(interview.state) &&
    interview.startsAt !== null &&
    interview.startsAt <= now
  );
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Row = typeof scorecards.$inferSelect & { applicationId: number; interviewerName: string };

/** What `reader` may see of `row`: null when nothing (another's draft, or not theirs to read). */
function visible(
  row: Row,
  reader: ScorecardReader,
  sitsOn: ReadonlySet<number>,
  submittedOwn: ReadonlySet<number>,
): Scorecard | null {
  const mine = row.interviewerId === reader.id;
  if (!mine && !row.submittedAt) return null;
  const interviewer = sitsOn.has(row.interviewId);
  if (!mine && !interviewer && !RECRUITING.includes(reader.role)) return null;
  const hidden = !mine && interviewer && !submittedOwn.has(row.interviewId);
  return {
    id: row.id,
    interviewId: row.interviewId,
    applicationId: row.applicationId,
    interviewerId: row.interviewerId,
    interviewerName: row.interviewerName,
    mine,
    submittedAt: iso(row.submittedAt),
    hidden,
    ratings: hidden ? [] : row.ratings,
    recommendation: hidden ? null : row.recommendation,
    notes: hidden ? '' : row.notes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function scorecardRows(db: Db, where: SQL): Promise<Row[]> {
  return db
    .select({
      id: scorecards.id,
      interviewId: scorecards.interviewId,
      interviewerId: scorecards.interviewerId,
      ratings: scorecards.ratings,
      recommendation: scorecards.recommendation,
      notes: scorecards.notes,
      submittedAt: scorecards.submittedAt,
      createdAt: scorecards.createdAt,
      updatedAt: scorecards.updatedAt,
      applicationId: interviews.applicationId,
      interviewerName: users.displayName,
    })
    .from(scorecards)
    .innerJoin(interviews, eq(interviews.id, scorecards.interviewId))
    .innerJoin(users, eq(users.id, scorecards.interviewerId))
    .where(where)
    .orderBy(scorecards.submittedAt, scorecards.id);
}

/** Of `interviewIds`, those `reader` sits on, and those where their own card is submitted. */
async function readerStanding(db: Db, reader: ScorecardReader, interviewIds: readonly number[]) {
  if (interviewIds.length === 0) return { sitsOn: new Set<number>(), submittedOwn: new Set<number>() };
  const seats = await db
    .select({ interviewId: interviewInterviewers.interviewId })
    .from(interviewInterviewers)
    .where(
      and(
        eq(interviewInterviewers.userId, reader.id),
        inArray(interviewInterviewers.interviewId, [...interviewIds]),
      ),
    );
  const own = await db
    .select({ interviewId: scorecards.interviewId })
    .from(scorecards)
    .where(
      and(
        eq(scorecards.interviewerId, reader.id),
        isNotNull(scorecards.submittedAt),
        inArray(scorecards.interviewId, [...interviewIds]),
      ),
    );
  return {
    sitsOn: new Set(seats.map((s) => s.interviewId)),
    submittedOwn: new Set(own.map((s) => s.interviewId)),
  };
}

/** The scorecards of `applicationIds` (or of every application of a person) that `reader` may know of. */
export async function listScorecards(
  db: Db,
  whose: { applicationIds: readonly number[] } | { personId: number },
  reader: ScorecardReader,
): Promise<Scorecard[]> {
  const applicationIds =
    'personId' in whose
      ? (
          await db
            .select({ id: applications.id })
            .from(applications)
            .where(eq(applications.personId, whose.personId))
        ).map((row) => row.id)
      : [...whose.applicationIds];
  if (applicationIds.length === 0) return [];
  const rows = await scorecardRows(
    db,
    and(
      inArray(interviews.applicationId, applicationIds),
      or(isNotNull(scorecards.submittedAt), eq(scorecards.interviewerId, reader.id)),
    ) as SQL,
  );
  const standing = await readerStanding(db, reader, [...new Set(rows.map((row) => row.interviewId))]);
  return rows.flatMap((row) => visible(row, reader, standing.sitsOn, standing.submittedOwn) ?? []);
}

async function interviewOf(db: Db, interviewId: number) {
  const [interview] = await db
    .select({
      id: interviews.id,
      applicationId: interviews.applicationId,
      state: interviews.state,
      startsAt: interviews.startsAt,
      candidateName: applications.fullName,
      careerId: careers.id,
      careerTitle: careers.title,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(careers, eq(careers.id, applications.careerId))
    .where(eq(interviews.id, interviewId));
  if (!interview) throw new NotFoundError(`There is no interview with id ${interviewId}.`);
  return interview;
}

/** Why `reader` cannot write their scorecard now, or null when they can. */
function cannotWrite(
  interview: { state: string; startsAt: Date | null },
  isInterviewer: boolean,
  own: Scorecard | null,
  now: Date,
): string | null {
  if (!isInterviewer) return SCORECARD_TEXTS.notInterviewer;
  if (own?.submittedAt) return SCORECARD_TEXTS.alreadySubmitted;
  if (!interviewTookPlace(interview, now)) return SCORECARD_TEXTS.notHeldYet;
  return null;
}

/** An interview's scorecard page for `reader`: an interviewer of it, or an admin or recruiter. */
export async function interviewScorecards(
  db: Db,
  interviewId: number,
  reader: ScorecardReader,
  now = new Date(),
): Promise<InterviewScorecards> {
  const interview = await interviewOf(db, interviewId);
  const standing = await readerStanding(db, reader, [interviewId]);
  const isInterviewer = standing.sitsOn.has(interviewId);
  if (!isInterviewer && !RECRUITING.includes(reader.role)) {
    throw new ForbiddenError(SCORECARD_TEXTS.notInterviewer);
  }
  const rows = await scorecardRows(db, eq(scorecards.interviewId, interviewId));
  const shown = rows.flatMap((row) => visible(row, reader, standing.sitsOn, standing.submittedOwn) ?? []);
  const mine = shown.find((card) => card.mine) ?? null;
  const { criteria } = await criteriaOf(db, interview.careerId);
  return {
    interview: {
      id: interview.id,
      applicationId: interview.applicationId,
      candidateName: interview.candidateName,
      careerTitle: interview.careerTitle,
      state: interview.state,
      startsAt: iso(interview.startsAt),
    },
    criteria,
    isInterviewer,
    cannotWrite: cannotWrite(interview, isInterviewer, mine, now),
    mine,
    others: shown.filter((card) => !card.mine),
  };
}

/**
 * Saves `reader`'s own scorecard for the interview: a draft, or submitted (final). Everything is checked
 * before anything is written, so a refused save changes nothing. The row is locked for the transaction: of
 * two saves at once, a submit is never overwritten by a draft that lost the race.
 */
export async function saveScorecard(
  db: Db,
  interviewId: number,
  reader: ScorecardReader,
  raw: ScorecardInput,
  now = new Date(),
): Promise<InterviewScorecards> {
  const input = scorecardInputSchema.parse(raw);
  const interview = await interviewOf(db, interviewId);
  const { criteria } = await criteriaOf(db, interview.careerId);
  const unknown = input.ratings.find((rating) => !criteria.includes(rating.criterion));
  if (unknown) {
    throw new InvalidInputError(SCORECARD_TEXTS.ratingUnknownCriterion(unknown.criterion), {
      ratings: SCORECARD_TEXTS.ratingUnknownCriterion(unknown.criterion),
    });
  }
  if (input.submit) {
    const problems = submitProblems(input, criteria);
    const first = Object.values(problems)[0];
    if (first) throw new InvalidInputError(first, problems);
  }
  await db.transaction(async (tx) => {
    const [seat] = await tx
      .select({ userId: interviewInterviewers.userId })
      .from(interviewInterviewers)
      .where(
        and(eq(interviewInterviewers.interviewId, interviewId), eq(interviewInterviewers.userId, reader.id)),
      );
    if (!seat) throw new ForbiddenError(SCORECARD_TEXTS.notInterviewer);
    if (!interviewTookPlace(interview, now)) throw new ConflictError(SCORECARD_TEXTS.notHeldYet);
    const [existing] = await tx
      .select({ id: scorecards.id, submittedAt: scorecards.submittedAt })
      .from(scorecards)
      .where(and(eq(scorecards.interviewId, interviewId), eq(scorecards.interviewerId, reader.id)))
      .for('update');
    if (existing?.submittedAt) throw new ConflictError(SCORECARD_TEXTS.alreadySubmitted);
    // Kept in the template's order, whatever order they came in.
    const ratings = criteria.flatMap((criterion) => input.ratings.filter((r) => r.criterion === criterion));
    const values = {
      ratings,
      recommendation: input.recommendation,
      notes: input.notes,
      submittedAt: input.submit ? now : null,
      updatedAt: now,
    };
    if (existing) await tx.update(scorecards).set(values).where(eq(scorecards.id, existing.id));
    // A first save racing another of the same interviewer's: the later one updates a draft, never a
    // submitted card.
    else
      await tx
        .insert(scorecards)
        .values({ interviewId, interviewerId: reader.id, ...values })
        .onConflictDoUpdate({
          target: [scorecards.interviewId, scorecards.interviewerId],
          set: values,
          setWhere: isNull(scorecards.submittedAt),
        });
  });
  return interviewScorecards(db, interviewId, reader, now);
}
