// Stage e-mail templates (contracts/stage-mail-templates.ts): one per status, kept by admins; every status a
// move can reach is listed, with its template or none.
import { asc, eq, sql } from 'drizzle-orm';
import type { StageMailTemplate, StageMailTemplateInput } from '../../contracts/stage-mail-templates';
import type { Db } from '../db/client';
import { applicationStatuses, stageMailTemplates } from '../db/schema';
import { NotFoundError } from '../domain-errors';

/** Applying sends its own confirmation: no move reaches APPLIED. */
const FIRST_STATUS = 'APPLIED';

export async function listStageMailTemplates(db: Db): Promise<StageMailTemplate[]> {
  const rows = await db
    .select({
      statusCode: applicationStatuses.code,
      statusLabel: applicationStatuses.label,
      subject: stageMailTemplates.subject,
      body: stageMailTemplates.body,
      active: stageMailTemplates.active,
      updatedAt: stageMailTemplates.updatedAt,
    })
    .from(applicationStatuses)
    .leftJoin(stageMailTemplates, eq(stageMailTemplates.statusCode, applicationStatuses.code))
    .where(sql`${applicationStatuses.code} <> ${FIRST_STATUS}`)
    .orderBy(asc(applicationStatuses.sortOrder), asc(applicationStatuses.id));
  return rows.map(({ statusCode, statusLabel, subject, body, active, updatedAt }) => ({
    statusCode,
    statusLabel,
    template:
      subject === null || body === null || active === null || updatedAt === null
        ? null
        : { subject, body, active, updatedAt: updatedAt.toISOString() },
  }));
}

/** Writes the template of `statusCode` (created the first time). */
export async function saveStageMailTemplate(
  db: Db,
  statusCode: string,
  input: StageMailTemplateInput,
  userId: number,
): Promise<StageMailTemplate> {
  const [status] = await db
    .select({ code: applicationStatuses.code })
    .from(applicationStatuses)
    .where(eq(applicationStatuses.code, statusCode));
  if (!status || statusCode === FIRST_STATUS)
    throw new NotFoundError(`There is no status ${statusCode} that a move can reach.`);
  const values = { ...input, updatedAt: new Date(), updatedBy: userId };
  await db
    .insert(stageMailTemplates)
    .values({ statusCode, ...values })
    .onConflictDoUpdate({ target: stageMailTemplates.statusCode, set: values });
  const saved = (await listStageMailTemplates(db)).find((entry) => entry.statusCode === statusCode);
  if (!saved) throw new Error('the template was not saved');
  return saved;
}

/** The active template of `statusCode`, if any: what a move there sends. */
export async function activeStageMailTemplate(db: Db, statusCode: string) {
  const [row] = await db
    .select({ subject: stageMailTemplates.subject, body: stageMailTemplates.body })
    .from(stageMailTemplates)
    .where(sql`${stageMailTemplates.statusCode} = ${statusCode} and ${stageMailTemplates.active}`);
  return row;
}

/** The statuses whose moves can send an e-mail, with its subject: what the board offers to send. */
export async function activeStageMailSubjects(db: Db) {
  return db
    .select({ statusCode: stageMailTemplates.statusCode, subject: stageMailTemplates.subject })
    .from(stageMailTemplates)
    .where(eq(stageMailTemplates.active, true))
    .orderBy(asc(stageMailTemplates.statusCode));
}
