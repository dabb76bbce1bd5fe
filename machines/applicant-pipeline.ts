// The applicant pipeline's rules (docs/requirements.md#status-choices): which statuses the board offers from
// each status, and which moves need a confirmation (docs/requirements.md#move-confirmation); and the
// withdrawal (decision 0020), which ends the pipeline from any open status but is never one of the "Move to"
// choices. Pure: the board, the applicant-status machine, the server's move check and
// `npm run machines:conform` all read these rules.
import { type ApplicationStatus, DEFAULT_STATUSES, WITHDRAWN_STATUS } from '../contracts/application-status';

export { WITHDRAWN_STATUS };

/** Moving here may lock further transitions, so the board asks first. */
export const CONFIRMED_STATUSES: readonly string[] = ['REJECTED', 'NO_SHOW', WITHDRAWN_STATUS];

/** Statuses that end the pipeline: shown with a fixed label and no controls. */
export const LOCKED_STATUSES: readonly string[] = ['REJECTED', 'NO_SHOW', WITHDRAWN_STATUS];

/** A move here needs a submitted scorecard that says yes, or an admin's reason (docs/decisions/0058). */
export const OFFER_GATED_STATUS = 'OFFER_RELEASED';

/** Whether a move to `to` may go ahead by the scorecards: only "Offer Released" asks for a yes. */
export const offerAllowed = (to: string | null, hasYesScorecard: boolean) =>
  to !== OFFER_GATED_STATUS || hasYesScorecard;

/** A rejection is given a reason (decision 0020). */
export const REJECTED_STATUS = 'REJECTED';

/** The pipeline is over once the position is filled: nobody withdraws from a job they hold. */
const HIRED_STATUSES: readonly string[] = ['POSITION_FILLED'];

const FIXED_CHOICES: Readonly<Record<string, readonly string[]>> = {
  OFFER_RELEASED: ['NO_SHOW', 'OFFER_ACCEPTED'],
  OFFER_ACCEPTED: ['NO_SHOW', 'POSITION_FILLED'],
  PROFILE_SCREENED: ['REJECTED', 'INTERVIEWING'],
  INTERVIEWING: ['REJECTED', 'OFFER_RELEASED'],
};

/** Statuses in pipeline order (sortOrder, then code for a stable order). */
export function sortStatuses(statuses: readonly ApplicationStatus[]): ApplicationStatus[] {
  return [...statuses].sort((a, b) => a.sortOrder - b.sortOrder || a.statusCode.localeCompare(b.statusCode));
}

/**
 * The codes the "Move to" dropdown offers for an applicant in `current`, the current one first.
 * An unknown current status offers the first two statuses.
 */
export function statusChoices(
  current: string,
  statuses: readonly ApplicationStatus[] = DEFAULT_STATUSES,
): string[] {
  const ordered = sortStatuses(statuses).map((status) => status.statusCode);
  const index = ordered.indexOf(current);
  if (index === -1) return ordered.slice(0, 2);
  if (LOCKED_STATUSES.includes(current)) return [current];
  const fixed = FIXED_CHOICES[current];
  if (fixed) return [current, ...fixed.filter((code) => ordered.includes(code))];
  const next = ordered[index + 1];
  return next ? [current, next] : [current];
}

/** Whether an applicant in `status` can still withdraw (or be recorded as withdrawn): not once it is over. */
export function canWithdraw(status: string, statuses: readonly ApplicationStatus[] = DEFAULT_STATUSES) {
  return (
    statuses.some((s) => s.statusCode === WITHDRAWN_STATUS) &&
    statuses.some((s) => s.statusCode === status) &&
    !isLocked(status) &&
    !HIRED_STATUSES.includes(status)
  );
}

/** Whether the board (and so the server) allows moving an applicant from `from` to `to`. */
export function isAllowedMove(
  from: string,
  to: string,
  statuses: readonly ApplicationStatus[] = DEFAULT_STATUSES,
) {
  if (to === WITHDRAWN_STATUS) return canWithdraw(from, statuses);
  return from !== to && statusChoices(from, statuses).includes(to);
}

export const needsConfirmation = (to: string) => CONFIRMED_STATUSES.includes(to);
export const isLocked = (status: string) => LOCKED_STATUSES.includes(status);

/** The label of a status code, falling back to the code itself (docs/requirements.md#entity-status). */
export function statusLabel(code: string, statuses: readonly ApplicationStatus[] = DEFAULT_STATUSES): string {
  return statuses.find((status) => status.statusCode === code)?.label || code;
}
