// Replays stage history through the machine model (`npm run machines:conform`): every row of
// application_status_history through the pipeline's rules (machines/applicant-pipeline.ts) and through the
// applicant-status machine, as a card on the board would make the move. No database and no printing: rows,
// statuses and the moves the test paths walk come in, violations, counts and the unwalked moves go out.
//
// What the server writes (server/services/career-applications.ts, pipeline.ts, db/seed.ts) and so what a
// row must be:
// - An application's first row is its creation: from_status null, to_status the pipeline's first status
//   (APPLIED, written by the careers page with no user). Anything else first is a violation, and so is a
//   creation row after the first.
// - Every later row is a move: from_status is the status the previous row left it in (a row that starts
//   elsewhere means history skipped), the pipeline offers to_status from from_status, and the machine,
//   started in from_status, ends in to_status after choose, update (and accept when it asks).
// - A row that undoes a move (undoes_id, docs/decisions/0023) takes back the row just before it, a move and
//   not an undo, by the same user, back to where that move started; it is not a move the pipeline must offer.
// - Both codes are in application_statuses: a code that is not (deleted, renamed, mistyped) is a violation
//   (the board would fall back to offering the first two statuses, which proves nothing about history).
// - When the applications come too: an application's status is where its history ends, and it has history.
// Rows are replayed per application in the order the server reads them back: changed_at, then id.
import { createActor, fromPromise, waitFor } from 'xstate';
import type { ApplicationStatus } from '../../../contracts/application-status';
import {
  isAllowedMove,
  isLocked,
  sortStatuses,
  statusChoices,
  WITHDRAWN_STATUS,
} from '../../../machines/applicant-pipeline';
import { applicantStatusMachine, type MoveRequest } from '../../../machines/applicant-status.machine';

export interface HistoryRow {
  id: number;
  applicationId: number;
  /** null for the row that created the application. */
  fromStatus: string | null;
  toStatus: string;
  changedAt: Date;
  /** The username of who made the change; null when no user did (the careers page) or the user is gone. */
  changedBy: string | null;
  /** The move this row undoes (decision 0023): it must be the row just before, taken back by who made it. */
  undoesId?: number | null;
}

/** An application as it stands now: the status its history must end in. */
export interface ApplicationNow {
  id: number;
  statusCode: string;
}

/** Which moves the generated test paths walk, and the status every path starts in. */
export interface WalkedMoves {
  start: string;
  walks: (from: string, to: string) => boolean;
}

export interface Violation {
  applicationId: number;
  /** The row at fault; undefined when the application as a whole is (no history, a status history never reached). */
  row: HistoryRow | undefined;
  reasons: string[];
}

export interface TransitionCount {
  /** null: the creation. */
  from: string | null;
  to: string;
  /** A move taken back (the move-undo machine's), not a move the board makes. */
  undo?: boolean;
  count: number;
}

export interface UnwalkedTransition extends TransitionCount {
  /** Why no path walks it, as far as can be told. */
  note: string;
}

export interface ConformResult {
  applications: number;
  rows: number;
  violations: Violation[];
  /** Every transition the rows use, in pipeline order. */
  counts: TransitionCount[];
  /** Those of `counts` that no generated test path walks as a move. */
  unwalked: UnwalkedTransition[];
}

export interface ConformInput {
  rows: readonly HistoryRow[];
  statuses: readonly ApplicationStatus[];
  walked: WalkedMoves;
  /** When given, each one's status must be where its history ends. */
  applications?: readonly ApplicationNow[];
}

/** How a transition reads: `APPLIED → PROFILE_SCREENED`, `(created) → APPLIED`, `A → B (undo)`. */
export const transitionName = (from: string | null, to: string, undo = false) =>
  `${from ?? '(created)'} → ${to}${undo ? ' (undo)' : ''}`;

/** Why `row`, which undoes a move, is not the undo the server writes; none when it is. */
function undoFaults(row: HistoryRow, previous: HistoryRow | undefined): string[] {
  if (!previous || previous.id !== row.undoesId) {
    return [
      `undoes row ${row.undoesId}, not the row just before it${previous ? ` (row ${previous.id})` : ''}`,
    ];
  }
  if (previous.fromStatus === null) return ['undoes the creation, not a move'];
  if (previous.undoesId != null) return [`undoes row ${previous.id}, itself an undo`];
  const faults: string[] = [];
  if (row.toStatus !== previous.fromStatus) {
    faults.push(`goes to ${row.toStatus}, not back to ${previous.fromStatus} where the undone move started`);
  }
  if (row.changedBy !== previous.changedBy) {
    faults.push(`undone by ${row.changedBy ?? 'nobody'}, not by ${previous.changedBy ?? 'nobody'} who moved`);
  }
  return faults;
}

/** The machine as the board runs it, with a move that always succeeds: what it answers is what the server saved. */
const replayedMachine = applicantStatusMachine.provide({
  actors: {
    moveApplicant: fromPromise<{ statusCode: string }, MoveRequest>(async ({ input }) => ({
      statusCode: input.toStatusCode,
    })),
  },
});

/**
 * Why the applicant-status machine, started in `from`, does not end in `to` when a recruiter chooses `to`,
 * updates and accepts the dialog if one opens (or, for WITHDRAWN, records the withdrawal and accepts);
 * undefined when it does. The replay gives no rejection reasons, so a rejection needs none.
 */
export async function machineRefusal(applicationId: number, from: string, to: string) {
  const actor = createActor(replayedMachine, { input: { applicationId, current: from } });
  actor.start();
  try {
    if (actor.getSnapshot().status === 'done') return `the card is locked in ${from}`;
    if (to === WITHDRAWN_STATUS) actor.send({ type: 'withdraw.record' });
    else {
      actor.send({ type: 'status.choose', statusCode: to });
      if (!actor.getSnapshot().hasTag('updatable')) return `the card does not take ${to} as a new status`;
      actor.send({ type: 'status.update' });
    }
    if (actor.getSnapshot().hasTag('confirmDialog')) actor.send({ type: 'confirm.accept' });
    const settled = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'), { timeout: 5_000 });
    const { current } = settled.context;
    return current === to ? undefined : `the card ends in ${current}`;
  } finally {
    actor.stop();
  }
}

/** Why the pipeline's rules forbid `from → to`; undefined when the board offers it. */
export function pipelineRefusal(from: string, to: string, statuses: readonly ApplicationStatus[]) {
  if (from === to) return `not a move: already in ${to}`;
  if (isAllowedMove(from, to, statuses)) return undefined;
  if (isLocked(from)) return `${from} is locked: nothing leaves it`;
  if (to === WITHDRAWN_STATUS) return `${from} is over: nobody withdraws from it`;
  const offered = statusChoices(from, statuses).filter((code) => code !== from);
  return `not offered from ${from} (it offers ${offered.join(', ') || 'nothing'})`;
}

/** Rows per application, each application's in the order the server reads history back. */
function byApplication(rows: readonly HistoryRow[]): Map<number, HistoryRow[]> {
  const sorted = [...rows].sort(
    (a, b) =>
      a.applicationId - b.applicationId || a.changedAt.getTime() - b.changedAt.getTime() || a.id - b.id,
  );
  const grouped = new Map<number, HistoryRow[]>();
  for (const row of sorted) {
    const list = grouped.get(row.applicationId);
    if (list) list.push(row);
    else grouped.set(row.applicationId, [row]);
  }
  return grouped;
}

export async function conformHistory({
  rows,
  statuses,
  walked,
  applications,
}: ConformInput): Promise<ConformResult> {
  const ordered = sortStatuses(statuses).map((status) => status.statusCode);
  const known = new Set(ordered);
  const first = ordered[0];
  // The machine does not depend on the application: one replay per distinct move is enough.
  const machineAnswers = new Map<string, Promise<string | undefined>>();
  const machineSays = (applicationId: number, from: string, to: string) => {
    const key = transitionName(from, to);
    let answer = machineAnswers.get(key);
    if (!answer) {
      answer = machineRefusal(applicationId, from, to);
      machineAnswers.set(key, answer);
    }
    return answer;
  };

  const violations: Violation[] = [];
  const counts = new Map<string, TransitionCount>();
  const refusedByRules = new Set<string>();
  const grouped = byApplication(rows);

  for (const [applicationId, history] of grouped) {
    let previous: HistoryRow | undefined;
    for (const row of history) {
      const { fromStatus: from, toStatus: to } = row;
      const undo = row.undoesId != null;
      const name = transitionName(from, to, undo);
      const counted = counts.get(name);
      if (counted) counted.count += 1;
      else counts.set(name, { from, to, count: 1, ...(undo ? { undo } : {}) });

      const reasons: string[] = [];
      const unknown = [...new Set([from, to])].filter((code) => code !== null && !known.has(code));
      for (const code of unknown) reasons.push(`unknown status ${code} (not in application_statuses)`);
      if (from === null) {
        if (previous)
          reasons.push(`a second creation row: history had already left it in ${previous.toStatus}`);
        else if (to !== first)
          reasons.push(`created into ${to}, not the pipeline's first status ${first ?? '(none)'}`);
      } else {
        if (!previous)
          reasons.push(`history starts with a move, not with the creation into ${first ?? '(none)'}`);
        else if (previous.toStatus !== from) {
          reasons.push(`skips: the previous row left it in ${previous.toStatus}, not ${from}`);
        }
        if (undo) reasons.push(...undoFaults(row, previous));
        else if (unknown.length === 0) {
          const rules = pipelineRefusal(from, to, statuses);
          if (rules) {
            reasons.push(`pipeline: ${rules}`);
            refusedByRules.add(name);
          }
          const machine = await machineSays(applicationId, from, to);
          if (machine) reasons.push(`machine: ${machine}`);
        }
      }
      if (reasons.length) violations.push({ applicationId, row, reasons });
      previous = row;
    }
  }

  for (const application of applications ?? []) {
    const last = grouped.get(application.id)?.at(-1);
    if (!last) {
      violations.push({
        applicationId: application.id,
        row: undefined,
        reasons: [`no history: the application is in ${application.statusCode} with no row saying how`],
      });
    } else if (last.toStatus !== application.statusCode) {
      violations.push({
        applicationId: application.id,
        row: undefined,
        reasons: [
          `the application is in ${application.statusCode}, but its history ends in ${last.toStatus} (row ${last.id})`,
        ],
      });
    }
  }

  const position = (code: string | null) => {
    if (code === null) return -1;
    const index = ordered.indexOf(code);
    return index === -1 ? ordered.length : index;
  };
  const sortedCounts = [...counts.values()].sort(
    (a, b) =>
      position(a.from) - position(b.from) ||
      (a.from ?? '').localeCompare(b.from ?? '') ||
      position(a.to) - position(b.to) ||
      a.to.localeCompare(b.to),
  );
  const unwalked = sortedCounts.flatMap((transition): UnwalkedTransition[] => {
    const { from, to } = transition;
    // Taking a move back is the move-undo machine's, whose paths undo a move whatever it was.
    if (transition.undo || (from !== null && walked.walks(from, to))) return [];
    return [{ ...transition, note: unwalkedNote(transition, walked, known, refusedByRules) }];
  });

  // One application's findings together: its rows in order, then what is wrong with it as a whole.
  violations.sort((a, b) => a.applicationId - b.applicationId);
  const applicationIds = new Set([...grouped.keys(), ...(applications ?? []).map((a) => a.id)]);
  return {
    applications: applicationIds.size,
    rows: rows.length,
    violations,
    counts: sortedCounts,
    unwalked,
  };
}

function unwalkedNote(
  { from, to }: TransitionCount,
  walked: WalkedMoves,
  known: ReadonlySet<string>,
  refusedByRules: ReadonlySet<string>,
): string {
  if (from === null) {
    return to === walked.start
      ? `a creation, not a move: no path walks it, every path starts in ${to} where it leaves an application`
      : `a creation into ${to}: every path starts in ${walked.start}`;
  }
  const unknown = [from, to].filter((code) => !known.has(code));
  if (unknown.length) return `unknown status ${unknown.join(', ')}`;
  if (refusedByRules.has(transitionName(from, to))) return 'forbidden by the pipeline (see the violations)';
  return 'allowed, but no generated path walks it (a status the test model does not know?)';
}

/** The exit code of a check: 1 when anything violates the model, else 0. */
export const exitCodeOf = (result: Pick<ConformResult, 'violations'>) => (result.violations.length ? 1 : 0);
