// The offer gate (docs/decisions/0058): a move to "Offer Released" needs a submitted scorecard that
// recommends yes or strong yes; an admin may release it anyway with a reason, which is kept in
// offer_overrides and named in the audit log by id only (the reason is free text about a candidate, and the
// audit log outlives erasures).
import { type SQL, sql } from 'drizzle-orm';
import { SCORECARD_TEXTS, YES_RECOMMENDATIONS } from '../../contracts/scorecards';
import { OFFER_GATED_STATUS } from '../../machines/applicant-pipeline';
import type { Db } from '../db/client';
import { auditLog, offerOverrides } from '../db/schema';
import { ConflictError, ForbiddenError } from '../domain-errors';

const yesList = sql.raw(YES_RECOMMENDATIONS.map((r) => `'${r}'`).join(', '));

/** Whether application `id` has a submitted yes scorecard, as SQL for the board's queries. */
export const hasYesScorecardSql = (id: SQL) => sql`exists (
  select 1 from scorecards sc join interviews i on i.id = sc.interview_id
  where i.application_id = ${id} and sc.submitted_at is not null and sc.recommendation in (${yesList}))`;

export async function hasYesScorecard(db: Db, applicationId: number): Promise<boolean> {
  const result = await db.execute(sql`select ${hasYesScorecardSql(sql`${applicationId}`)} as yes`);
  const [row] = (result as unknown as { rows: { yes: boolean }[] }).rows;
  return row?.yes === true;
}

/** Who asks for the move, as the gate needs to know them. */
export interface OfferMover {
  userId: number | null;
  username: string;
  isAdmin: boolean;
}

/**
 * Run inside the move's transaction, before the applicant moves: lets a move to "Offer Released" through when
 * a yes scorecard exists, records an admin's override when one is given instead, and refuses otherwise. A
 * reason sent with a move that needs none is not recorded: nothing was overridden.
 */
export async function passOfferGate(
  tx: Db,
  move: { applicationId: number; toStatusCode: string; offerOverrideReason?: string | undefined },
  mover: OfferMover | undefined,
): Promise<void> {
  const reason = move.offerOverrideReason?.trim();
  if (move.toStatusCode !== OFFER_GATED_STATUS) return;
  if (await hasYesScorecard(tx, move.applicationId)) return;
  if (!reason) throw new ConflictError(SCORECARD_TEXTS.offerNeedsYes, { scorecards: 'missing' });
  if (!mover?.isAdmin) throw new ForbiddenError(SCORECARD_TEXTS.overrideAdminsOnly);
  const [override] = await tx
    .insert(offerOverrides)
    .values({ applicationId: move.applicationId, byId: mover.userId, byName: mover.username, reason })
    .returning({ id: offerOverrides.id });
  if (!override) throw new Error('offer override not recorded');
  await tx.insert(auditLog).values({
    action: 'offer-override',
    actorId: mover.userId,
    actorName: mover.username,
    applicationId: move.applicationId,
    details: { overrideId: override.id },
  });
}
