// Rejection reasons (contracts/rejection-reasons.ts): the list, its upkeep by admins, and the check a move to
// REJECTED passes before anyone moves.
import { asc, eq, sql } from 'drizzle-orm';
import type { RejectionReason, RejectionReasonInput } from '../../contracts/rejection-reasons';
import { REJECTED_STATUS } from '../../machines/applicant-pipeline';
import type { Db } from '../db/client';
import { rejectionReasons } from '../db/schema';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import { isUniqueViolation } from './admin-paging';

/** Every reason in the order admins gave them; only the offered ones unless `all`. */
export async function listRejectionReasons(db: Db, { all = false } = {}): Promise<RejectionReason[]> {
  const query = db
    .select()
    .from(rejectionReasons)
    .orderBy(asc(rejectionReasons.sortOrder), asc(rejectionReasons.id));
  return all ? query : query.where(eq(rejectionReasons.active, true));
}

const LABEL_TAKEN = 'There is already a reason with this name.';

/** Postgres' unique violation on the label: said as a field error, not a server error. */
async function labelUnique<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'rejection_reasons_label_key'))
      throw new ConflictError(LABEL_TAKEN, { label: LABEL_TAKEN });
    throw error;
  }
}

export async function addRejectionReason(db: Db, input: RejectionReasonInput): Promise<RejectionReason> {
  const [row] = await labelUnique(db.insert(rejectionReasons).values(input).returning());
  if (!row) throw new Error('the reason was not stored');
  return row;
}

export async function updateRejectionReason(
  db: Db,
  id: number,
  input: RejectionReasonInput,
): Promise<RejectionReason> {
  const [row] = await labelUnique(
    db.update(rejectionReasons).set(input).where(eq(rejectionReasons.id, id)).returning(),
  );
  if (!row) throw new NotFoundError(`There is no rejection reason with id ${id}.`);
  return row;
}

/**
 * The reason a move gives, checked: only with a move to REJECTED, one that is offered, and with a note when
 * it needs one. A rejection without a reason stays allowed (the required move call has none,
 * docs/requirements.md#api-move); the board always sends one.
 */
export async function checkedReason(
  db: Db,
  move: { toStatusCode: string; reasonId?: number | undefined; note?: string | undefined },
): Promise<number | null> {
  if (move.reasonId === undefined) return null;
  if (move.toStatusCode !== REJECTED_STATUS)
    throw new InvalidInputError('A reason goes with a rejection only.', {
      reasonId: 'Leave the reason out unless the move is to REJECTED.',
    });
  const [reason] = await db
    .select()
    .from(rejectionReasons)
    .where(sql`${rejectionReasons.id} = ${move.reasonId} and ${rejectionReasons.active}`);
  if (!reason)
    throw new InvalidInputError(`There is no rejection reason ${move.reasonId}.`, {
      reasonId: 'Choose one of the listed reasons.',
    });
  if (reason.needsNote && !move.note?.trim())
    throw new InvalidInputError(`Say more in the note for “${reason.label}”.`, {
      note: `Say more for “${reason.label}”.`,
    });
  return reason.id;
}
