// Where an applicant came from, set by an admin (docs/decisions/0018): for someone who applied by e-mail, at
// a fair or through a friend, whose application carried no source of its own. Empty clears it.
import { eq } from 'drizzle-orm';
import type { ApplicantSource } from '../../contracts/admin-applicants';
import type { Db } from '../db/client';
import { applications } from '../db/schema';
import { NotFoundError } from '../domain-errors';

export async function setApplicantSource(
  db: Db,
  applicationId: number,
  source: string | undefined,
): Promise<ApplicantSource> {
  const [updated] = await db
    .update(applications)
    .set({ source: source ?? null, updatedAt: new Date() })
    .where(eq(applications.id, applicationId))
    .returning({ applicationId: applications.id, source: applications.source });
  if (!updated) throw new NotFoundError(`There is no application with id ${applicationId}.`);
  return updated;
}
