// Interviews as staff and candidates read them (contracts/interviews.ts): one applicant's, an interviewer's
// own ("My interviews"), and the candidate's on their status page, which names no interviewer and nobody
// else's interview. Each slot says whether it can still be booked: not once its cut-off has passed, and not
// while an interviewer is booked at an overlapping time by another interview.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  type CandidateInterview,
  INTERVIEW_TEXTS,
  type Interview,
  type InterviewSlot,
  OFFICE_TIME_ZONES,
} from '../../contracts/interviews';
import {
  BOOKED_INTERVIEW_STATES,
  changeableUntil,
  type InterviewFacts,
  OPEN_INTERVIEW_STATES,
  slotOpenAt,
} from '../../machines/interview-rules';
import type { Db } from '../db/client';
import {
  applications,
  careers,
  interviewInterviewers,
  interviewSlots,
  interviews,
  users,
} from '../db/schema';
import { NotFoundError } from '../domain-errors';

type Row = typeof interviews.$inferSelect & {
  candidateName: string;
  personId: number | null;
  careerTitle: string;
};

interface Loaded {
  row: Row;
  slots: { id: number; startsAt: Date }[];
  interviewers: { userId: number; name: string }[];
}

/** An interviewer's booked time: what other interviews' slots must not overlap. */
interface BusyTime {
  interviewId: number;
  userId: number;
  starts: number;
  ends: number;
}

async function load(db: Db, where: SQL | undefined): Promise<{ loaded: Loaded[]; busy: BusyTime[] }> {
  const rows = await db
    .select({
      interview: interviews,
      candidateName: applications.fullName,
      personId: applications.personId,
      careerTitle: careers.title,
    })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(careers, eq(careers.id, applications.careerId))
    .where(where)
    .orderBy(asc(interviews.createdAt), asc(interviews.id));
  if (rows.length === 0) return { loaded: [], busy: [] };
  const ids = rows.map((r) => r.interview.id);
  const [slots, interviewers] = await Promise.all([
    db
      .select()
      .from(interviewSlots)
      .where(inArray(interviewSlots.interviewId, ids))
      .orderBy(asc(interviewSlots.startsAt)),
    db
      .select({ interviewId: interviewInterviewers.interviewId, userId: users.id, name: users.displayName })
      .from(interviewInterviewers)
      .innerJoin(users, eq(users.id, interviewInterviewers.userId))
      .where(inArray(interviewInterviewers.interviewId, ids))
      .orderBy(asc(users.displayName), asc(users.id)),
  ]);
  const userIds = [...new Set(interviewers.map((i) => i.userId))];
  const busy = userIds.length
    ? await db
        .select({
          interviewId: interviews.id,
          userId: interviewInterviewers.userId,
          startsAt: interviews.startsAt,
          durationMinutes: interviews.durationMinutes,
        })
        .from(interviews)
        .innerJoin(interviewInterviewers, eq(interviewInterviewers.interviewId, interviews.id))
        .where(
          and(
            inArray(interviewInterviewers.userId, userIds),
            inArray(interviews.state, [...BOOKED_INTERVIEW_STATES]),
          ),
        )
    : [];
  return {
    loaded: rows.map(({ interview, ...names }) => ({
      row: { ...interview, ...names },
      slots: slots.filter((s) => s.interviewId === interview.id),
      interviewers: interviewers.filter((i) => i.interviewId === interview.id),
    })),
    busy: busy.flatMap((b) =>
      b.startsAt
        ? [
            {
              interviewId: b.interviewId,
              userId: b.userId,
              starts: b.startsAt.getTime(),
              ends: b.startsAt.getTime() + b.durationMinutes * 60_000,
            },
          ]
        : [],
    ),
  };
}

const factsOf = ({ row, slots }: Loaded): InterviewFacts => ({
  state: row.state,
  startsAt: row.startsAt?.getTime() ?? null,
  slotStarts: slots.map((s) => s.startsAt.getTime()),
  cutoffHours: row.cutoffHours,
});

function slotsOf(item: Loaded, busy: BusyTime[], now: number): InterviewSlot[] {
  const open = OPEN_INTERVIEW_STATES.includes(item.row.state);
  const mine = new Set(item.interviewers.map((i) => i.userId));
  return item.slots.map((slot) => {
    const starts = slot.startsAt.getTime();
    const ends = starts + item.row.durationMinutes * 60_000;
    const taken = busy.some(
      (b) => b.interviewId !== item.row.id && mine.has(b.userId) && b.starts < ends && b.ends > starts,
    );
    return {
      id: slot.id,
      startsAt: slot.startsAt.toISOString(),
      available: open && !taken && slotOpenAt(starts, item.row.cutoffHours, now),
    };
  });
}

function staffView(item: Loaded, busy: BusyTime[], now: number): Interview {
  const { row } = item;
  return {
    id: row.id,
    applicationId: row.applicationId,
    personId: row.personId,
    candidateName: row.candidateName,
    careerTitle: row.careerTitle,
    kind: row.kind,
    office: row.office,
    videoLink: row.videoLink,
    durationMinutes: row.durationMinutes,
    state: row.state,
    startsAt: row.startsAt?.toISOString() ?? null,
    cutoffHours: row.cutoffHours,
    sequence: row.sequence,
    interviewers: item.interviewers.map((i) => ({ userId: i.userId, name: i.name })),
    slots: slotsOf(item, busy, now),
    proposedByName: row.proposedByName,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function candidateView(item: Loaded, busy: BusyTime[], now: number): CandidateInterview {
  const { row } = item;
  const until = changeableUntil(factsOf(item), now);
  return {
    id: row.id,
    kind: row.kind,
    office: row.office,
    officeTimeZone: OFFICE_TIME_ZONES[row.office],
    videoLink: row.videoLink,
    durationMinutes: row.durationMinutes,
    state: row.state,
    startsAt: row.startsAt?.toISOString() ?? null,
    changeableUntil: until === null ? null : new Date(until).toISOString(),
    slots: slotsOf(item, busy, now),
    cutoffHours: row.cutoffHours,
  };
}

/** One applicant's interviews, oldest first; 404 when there is no such application. */
export async function interviewsOfApplication(
  db: Db,
  applicationId: number,
  now = new Date(),
): Promise<Interview[]> {
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) throw new NotFoundError(`There is no application with id ${applicationId}.`);
  const { loaded, busy } = await load(db, eq(interviews.applicationId, applicationId));
  return loaded.map((item) => staffView(item, busy, now.getTime()));
}

/** The interviews `userId` is an interviewer of ("My interviews"), oldest first. */
export async function interviewsOfInterviewer(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<Interview[]> {
  const theirs = db
    .select({ id: interviewInterviewers.interviewId })
    .from(interviewInterviewers)
    .where(eq(interviewInterviewers.userId, userId));
  const { loaded, busy } = await load(db, inArray(interviews.id, theirs));
  return loaded.map((item) => staffView(item, busy, now.getTime()));
}

/** One interview as staff see it. */
export async function staffInterview(db: Db, id: number, now = new Date()): Promise<Interview> {
  const { loaded, busy } = await load(db, eq(interviews.id, id));
  const [item] = loaded;
  if (!item) throw new NotFoundError(INTERVIEW_TEXTS.notFound);
  return staffView(item, busy, now.getTime());
}

/** The interviews of the application a status link opens, as the candidate sees them. */
export async function candidateInterviews(
  db: Db,
  applicationId: number,
  now = new Date(),
): Promise<CandidateInterview[]> {
  const { loaded, busy } = await load(db, eq(interviews.applicationId, applicationId));
  return loaded.map((item) => candidateView(item, busy, now.getTime()));
}

/** One of them (after a booking or a cancellation). */
export async function candidateInterview(db: Db, id: number, now = new Date()): Promise<CandidateInterview> {
  const { loaded, busy } = await load(db, eq(interviews.id, id));
  const [item] = loaded;
  if (!item) throw new NotFoundError(INTERVIEW_TEXTS.notFound);
  return candidateView(item, busy, now.getTime());
}

/** Every active member of staff, by name: whom a proposal may name as interviewers (interview-proposal.ts). */
export function interviewerChoices(db: Db) {
  return db
    .select({ userId: users.id, name: users.displayName })
    .from(users)
    .where(eq(users.active, true))
    .orderBy(asc(users.displayName), asc(users.id));
}
