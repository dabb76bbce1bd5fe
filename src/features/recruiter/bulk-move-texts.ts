// What the bulk-move bar says: how many are selected and will move, and how the move went.
import type { BulkMoveOutcome } from '#machines/bulk-move.machine.ts';

const applicants = (count: number) => (count === 1 ? '1 applicant' : `${count} applicants`);

/** "Move 3 applicants" on the bar's button. */
export const moveButtonText = (count: number) => `Move ${applicants(count)}`;

/** The confirmation names the one applicant, or counts several. */
export function confirmationText(names: readonly string[], label: string) {
  const who = names.length === 1 ? names[0] : applicants(names.length);
  return `${who} will be moved to “${label}”. This may lock further transitions.`;
}

export const confirmationTitle = (count: number) => (count === 1 ? 'Move applicant?' : 'Move applicants?');

/** "2 applicants moved to “Rejected”. Chen Wei was not moved: …" */
export function outcomeText(
  outcome: BulkMoveOutcome,
  label: string,
  nameOf: (applicationId: number) => string,
) {
  return [
    outcome.moved.length ? `${applicants(outcome.moved.length)} moved to “${label}”.` : 'Nobody was moved.',
    ...outcome.refused.map(
      ({ applicationId, reason }) => `${nameOf(applicationId)} was not moved: ${reason}`,
    ),
  ].join(' ');
}

export const MOVE_FAILED_TEXT = 'The applicants could not be moved. Check the connection and try again.';
