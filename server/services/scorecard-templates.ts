// A career's scorecard criteria (docs/decisions/0058): admins keep one list per career; a career without
// one uses DEFAULT_SCORECARD_CRITERIA. A scorecard already written keeps the criteria it was rated on.
import { eq } from 'drizzle-orm';
import { DEFAULT_SCORECARD_CRITERIA, type ScorecardTemplate } from '../../contracts/scorecards';
import type { Db } from '../db/client';
import { careers, scorecardTemplates } from '../db/schema';
import { NotFoundError } from '../domain-errors';

async function requireCareer(db: Db, careerId: number) {
  const [career] = await db.select({ id: careers.id }).from(careers).where(eq(careers.id, careerId));
  if (!career) throw new NotFoundError(`There is no career with id ${careerId}.`);
}

/** The criteria of `careerId`, its own or the defaults. */
export async function criteriaOf(db: Db, careerId: number): Promise<ScorecardTemplate> {
  const [row] = await db
    .select({ criteria: scorecardTemplates.criteria })
    .from(scorecardTemplates)
    .where(eq(scorecardTemplates.careerId, careerId));
  return row
    ? { careerId, criteria: row.criteria, isDefault: false }
    : { careerId, criteria: [...DEFAULT_SCORECARD_CRITERIA], isDefault: true };
}

export async function scorecardTemplate(db: Db, careerId: number): Promise<ScorecardTemplate> {
  await requireCareer(db, careerId);
  return criteriaOf(db, careerId);
}

/** Saves the career's criteria (already checked by scorecardTemplateInputSchema). */
export async function saveScorecardTemplate(
  db: Db,
  careerId: number,
  criteria: readonly string[],
): Promise<ScorecardTemplate> {
  await requireCareer(db, careerId);
  await db
    .insert(scorecardTemplates)
    .values({ careerId, criteria: [...criteria] })
    .onConflictDoUpdate({
      target: scorecardTemplates.careerId,
      set: { criteria: [...criteria], updatedAt: new Date() },
    });
  return { careerId, criteria: [...criteria], isDefault: false };
}
