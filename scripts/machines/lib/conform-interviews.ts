// The interviews' part of `npm run machines:conform` (docs/decisions/0056): every stored interview replayed
// against machines/interview-rules.ts as it stands — proposed with slots and no time; booked or moved with a
// time, one of its slots; held or no-show only with a time already past — and no interviewer booked by two
// interviews at overlapping times (what the booking lock prevents). Reading, checking and printing are apart,
// as for the stage history.
import { asc } from 'drizzle-orm';
import type { InterviewState } from '../../../contracts/interviews';
import { BOOKED_INTERVIEW_STATES, storedInterviewProblems } from '../../../machines/interview-rules';
import type { Db } from '../../../server/db/client';
import { interviewInterviewers, interviewSlots, interviews } from '../../../server/db/schema';

export interface StoredInterview {
  id: number;
  applicationId: number;
  state: InterviewState;
  startsAt: Date | null;
  durationMinutes: number;
  cutoffHours: number;
  slotStarts: Date[];
  interviewerIds: number[];
}

export interface InterviewViolation {
  interviewId: number;
  applicationId: number;
  reasons: string[];
}

export interface InterviewConformResult {
  interviews: number;
  /** How many interviews are in each state. */
  states: Partial<Record<InterviewState, number>>;
  violations: InterviewViolation[];
}

/** Every interview with its slots and interviewers, read in one read-only transaction. */
export function readStoredInterviews(db: Db): Promise<StoredInterview[]> {
  return db.transaction(
    async (tx) => {
      const rows = await tx.select().from(interviews).orderBy(asc(interviews.id));
      const slots = await tx.select().from(interviewSlots);
      const people = await tx.select().from(interviewInterviewers);
      return rows.map((row) => ({
        id: row.id,
        applicationId: row.applicationId,
        state: row.state,
        startsAt: row.startsAt,
        durationMinutes: row.durationMinutes,
        cutoffHours: row.cutoffHours,
        slotStarts: slots.filter((s) => s.interviewId === row.id).map((s) => s.startsAt),
        interviewerIds: people.filter((p) => p.interviewId === row.id).map((p) => p.userId),
      }));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Pairs of booked interviews that share an interviewer at overlapping times: each names the other. */
function doubleBookings(stored: StoredInterview[]): Map<number, string[]> {
  const booked = stored.filter((i) => BOOKED_INTERVIEW_STATES.includes(i.state) && i.startsAt);
  const found = new Map<number, string[]>();
  const note = (id: number, reason: string) => found.set(id, [...(found.get(id) ?? []), reason]);
  booked.forEach((a, index) => {
    for (const b of booked.slice(index + 1)) {
      const shared = a.interviewerIds.filter((id) => b.interviewerIds.includes(id));
      if (!shared.length || !a.startsAt || !b.startsAt) continue;
      const aEnds = a.startsAt.getTime() + a.durationMinutes * 60_000;
      const bEnds = b.startsAt.getTime() + b.durationMinutes * 60_000;
      if (a.startsAt.getTime() < bEnds && b.startsAt.getTime() < aEnds) {
        note(
          a.id,
          `interviewer ${shared.join(', ')} also booked by interview ${b.id} at an overlapping time`,
        );
        note(
          b.id,
          `interviewer ${shared.join(', ')} also booked by interview ${a.id} at an overlapping time`,
        );
      }
    }
  });
  return found;
}

export function conformInterviews(stored: StoredInterview[], now: Date): InterviewConformResult {
  const states: Partial<Record<InterviewState, number>> = {};
  const doubles = doubleBookings(stored);
  const violations: InterviewViolation[] = [];
  for (const interview of stored) {
    states[interview.state] = (states[interview.state] ?? 0) + 1;
    const reasons = [
      ...storedInterviewProblems(
        {
          state: interview.state,
          startsAt: interview.startsAt?.getTime() ?? null,
          slotStarts: interview.slotStarts.map((s) => s.getTime()),
          cutoffHours: interview.cutoffHours,
        },
        now.getTime(),
      ),
      ...(interview.interviewerIds.length ? [] : ['no interviewer']),
      ...(doubles.get(interview.id) ?? []),
    ];
    if (reasons.length)
      violations.push({ interviewId: interview.id, applicationId: interview.applicationId, reasons });
  }
  return { interviews: stored.length, states, violations };
}

export function interviewReportLines(result: InterviewConformResult): string[] {
  const states = Object.entries(result.states)
    .map(([state, count]) => `${state} ${count}`)
    .join(', ');
  const lines = [
    '',
    `Interviews: ${result.interviews} replayed against the interview rules${states ? ` (${states})` : ''}.`,
  ];
  if (!result.violations.length) {
    lines.push('  Violations: none.');
    return lines;
  }
  lines.push(
    `  Violations (${result.violations.length}):`,
    ...result.violations.map(
      (v) => `  interview ${v.interviewId} (application ${v.applicationId}): ${v.reasons.join('; ')}`,
    ),
  );
  return lines;
}
