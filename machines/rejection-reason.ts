// The rule both move machines share for a rejection (docs/decisions/0020): a move to REJECTED goes only with
// a reason from the list, and with a note when the reason asks for one ("Other").
import { REJECTED_STATUS } from './applicant-pipeline';

/** A reason as the machines need it: which one, and whether it asks for a note. */
export interface ReasonChoice {
  id: number;
  needsNote: boolean;
}

export interface ReasonContext {
  /** The reasons the list offers. */
  reasons: readonly ReasonChoice[];
  /** The reason chosen in the dialog. */
  reasonId: number | null;
  note: string;
}

/** Whether a move to `target` has what it needs: anything but a rejection does, and so does a rejection
 * when no reasons could be loaded (the dialog of docs/requirements.md#move-confirmation alone, as before). */
export function reasonGiven(target: string | null, { reasons, reasonId, note }: ReasonContext) {
  if (target !== REJECTED_STATUS || reasons.length === 0) return true;
  const reason = reasons.find((r) => r.id === reasonId);
  return !!reason && (!reason.needsNote || note.trim() !== '');
}

/** The reason a move sends: a rejection's, else none. */
export const reasonOf = (target: string | null, reasonId: number | null) =>
  target === REJECTED_STATUS && reasonId !== null ? { reasonId } : {};
