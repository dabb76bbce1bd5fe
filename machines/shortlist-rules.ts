// The rules of a client shortlist's life (docs/decisions/0059), pure so that the staff page's machine and the
// server enforce the same table: which phase a stored shortlist is in, what staff may do in each phase, and
// who of its candidates the client still sees.
import type { ShortlistPhase } from '../contracts/shortlists';
import { REJECTED_STATUS, WITHDRAWN_STATUS } from './applicant-pipeline';

/** A shortlist as stored: "expired" is never stored, it is read from expires_at (and a revoke ends it too). */
export interface StoredShortlist {
  state: 'draft' | 'shared' | 'answered' | 'closed';
  expiresAt: Date | null;
  revokedAt: Date | null;
}

export function shortlistPhase(row: StoredShortlist, now: Date): ShortlistPhase {
  if (row.state === 'closed') return 'closed';
  if (row.state === 'draft') return 'draft';
  if (row.revokedAt || !row.expiresAt || row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return row.state;
}

export type ShortlistAction = 'edit' | 'share' | 'revoke' | 'close';

/** What staff may do in each phase; everything else is refused with the phase named. */
const ALLOWED: Record<ShortlistPhase, readonly ShortlistAction[]> = {
  // Candidates and what is shared about them are settled before the link goes: the client reads a fixed list.
  draft: ['edit', 'share'],
  shared: ['revoke', 'close'],
  answered: ['revoke', 'close'],
  closed: [],
  expired: ['close'],
};

export const mayDo = (phase: ShortlistPhase, action: ShortlistAction) => ALLOWED[phase].includes(action);

/** The client sees and answers a shortlist only while its link is live. */
export const clientMayOpen = (phase: ShortlistPhase) => phase === 'shared' || phase === 'answered';

/** A candidate who withdrew or was rejected leaves the client's view (an erased one leaves the table). */
export const HIDDEN_FROM_CLIENT: readonly string[] = [WITHDRAWN_STATUS, REJECTED_STATUS];
export const shownToClient = (statusCode: string) => !HIDDEN_FROM_CLIENT.includes(statusCode);

/** The phase after the client's first answer. */
export const phaseAfterAnswer = (phase: ShortlistPhase): ShortlistPhase =>
  phase === 'shared' ? 'answered' : phase;
