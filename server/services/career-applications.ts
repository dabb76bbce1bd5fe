// Applying for a job: refuses a second application still in process, then writes the application
// (status APPLIED) and its first history row in one transaction.
import { and, eq, notInArray, or, sql } from 'drizzle-orm';
import type { ApplicationFields, CareerSummary } from '../../contracts/careers';
import type { Db } from '../db/client';
import { applicationStatusHistory, applications, careers } from '../db/schema';
import { HttpError } from '../errors';
import { closedMessage, unknownCareerMessage } from './careers';
import type { StoredResume } from './resume-upload';

/** An application in one of these is over, so the same person may apply to the same job again. */
export const FINISHED_STATUS_CODES = ['REJECTED', 'NO_SHOW', 'POSITION_FILLED'];

/** An HttpError about one job: the answer names the job (contracts careerErrorSchema). */
export class CareerHttpError extends HttpError {
  constructor(
    statusCode: 409 | 410,
    message: string,
    readonly career: CareerSummary,
  ) {
    super(statusCode, message);
  }
}

export const duplicateMessage = (career: CareerSummary) =>
  `You have already applied for “${career.title}” (${career.jobId}) and your application is still in process.`;

type Reader = Pick<Db, 'select'>;

/** True when this e-mail (any case) or mobile already has an application in process for the job. */
export async function hasApplicationInProcess(
  db: Reader,
  careerId: number,
  person: { email: string; mobile: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.careerId, careerId),
        or(
          sql`lower(${applications.email}) = lower(${person.email})`,
          eq(applications.mobile, person.mobile),
        ),
        notInArray(applications.statusCode, FINISHED_STATUS_CODES),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function assertNotInProcess(db: Reader, career: CareerSummary, person: ApplicationFields) {
  if (await hasApplicationInProcess(db, career.id, person)) {
    throw new CareerHttpError(409, duplicateMessage(career), career);
  }
}

/** Writes the application and its first history row; returns the application's id. */
export async function submitApplication(
  db: Db,
  career: CareerSummary,
  fields: ApplicationFields,
  resume: StoredResume,
): Promise<number> {
  return db.transaction(async (tx) => {
    // Locking the job's row serialises applications to it, so two identical ones sent together
    // cannot both pass the duplicate check.
    const [current] = await tx
      .select({ status: careers.status })
      .from(careers)
      .where(eq(careers.id, career.id))
      .for('update');
    if (!current) throw new HttpError(404, unknownCareerMessage(career.id));
    if (current.status !== 'OPEN') {
      throw new CareerHttpError(410, closedMessage(career, current.status), career);
    }
    await assertNotInProcess(tx, career, fields);
    const now = new Date();
    const [created] = await tx
      .insert(applications)
      .values({
        careerId: career.id,
        fullName: fields.fullName,
        email: fields.email,
        mobile: fields.mobile,
        state: fields.state,
        city: fields.city,
        resumeKey: resume.key,
        resumeFilename: resume.filename,
        resumeContentType: resume.contentType,
        resumeSize: resume.size,
        statusCode: 'APPLIED',
        consentAt: now,
        appliedAt: now,
      })
      .returning({ id: applications.id });
    if (!created) throw new Error('the application was not written');
    await tx.insert(applicationStatusHistory).values({
      applicationId: created.id,
      fromStatus: null,
      toStatus: 'APPLIED',
      note: 'Applied through the careers page',
      changedAt: now,
    });
    return created.id;
  });
}
