// Applying for a job: refuses a second application still in process, then writes the application
// (status APPLIED) and its first history row in one transaction.
import { and, eq, notInArray, or, sql } from 'drizzle-orm';
import type { ApplicationFields, ApplicationSubmission, CareerSummary } from '../../contracts/careers';
import type { Db } from '../db/client';
import { applicationStatusHistory, applications, careers } from '../db/schema';
import { ConflictError, GoneError, NotFoundError } from '../domain-errors';
import { type ClosedStatus, closedMessage, unknownCareerMessage } from './careers';
import type { StoredResume } from './resume-upload';

/** An application in one of these is over, so the same person may apply to the same job again. */
export const FINISHED_STATUS_CODES = ['REJECTED', 'NO_SHOW', 'POSITION_FILLED'];

export const duplicateMessage = (career: CareerSummary) =>
  `You have already applied for “${career.title}” (${career.jobId}) and your application is still in process.`;

/** This person's application to the job is still in process. Names the job (contracts careerErrorSchema). */
export class DuplicateApplicationError extends ConflictError {
  constructor(readonly career: CareerSummary) {
    super(duplicateMessage(career));
  }
}

/** The job exists but takes no applications (closed, on hold, filled). Names the job. */
export class CareerClosedError extends GoneError {
  constructor(
    readonly career: CareerSummary,
    status: ClosedStatus,
  ) {
    super(closedMessage(career, status));
  }
}

/** A refusal whose answer names the job it is about. */
export type CareerRefusal = DuplicateApplicationError | CareerClosedError;

export const isCareerRefusal = (error: unknown): error is CareerRefusal =>
  error instanceof DuplicateApplicationError || error instanceof CareerClosedError;

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
    throw new DuplicateApplicationError(career);
  }
}

/** Writes the application and its first history row; returns the application's id. */
export async function submitApplication(
  db: Db,
  career: CareerSummary,
  fields: ApplicationSubmission,
  resume: StoredResume,
  /** Runs in the transaction once the application exists (the confirmation e-mail is queued there). */
  alongside: (tx: Db, applicationId: number) => Promise<unknown> = async () => {},
): Promise<number> {
  return db.transaction(async (tx) => {
    // Locking the job's row serialises applications to it, so two identical ones sent together
    // cannot both pass the duplicate check.
    const [current] = await tx
      .select({ status: careers.status })
      .from(careers)
      .where(eq(careers.id, career.id))
      .for('update');
    if (!current) throw new NotFoundError(unknownCareerMessage(career.id));
    if (current.status !== 'OPEN') throw new CareerClosedError(career, current.status);
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
        source: fields.source ?? null,
        sourceMedium: fields.sourceMedium ?? null,
        sourceCampaign: fields.sourceCampaign ?? null,
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
    await alongside(tx, created.id);
    return created.id;
  });
}
