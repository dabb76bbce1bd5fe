// Applying for a job: writes the application (status APPLIED) and its first history row in one transaction,
// unless the same person's application to the job is still in process; then nothing is written and the
// person on file is told instead (docs/decisions/0041).
import { and, asc, eq, notInArray, or, sql } from 'drizzle-orm';
import type { ApplicationSubmission, CareerSummary } from '../../contracts/careers';
import { LOCKED_STATUSES } from '../../machines/applicant-pipeline';
import type { Db } from '../db/client';
import { applicationStatusHistory, applications, careers } from '../db/schema';
import { GoneError, NotFoundError } from '../domain-errors';
import { type ClosedStatus, closedMessage, unknownCareerMessage } from './careers';
import type { StoredResume } from './resume-upload';

/**
 * An application in one of these is over, so the same person may apply to the same job again: every status
 * that ends the pipeline (rejected, no-show, withdrawn: the withdrawal page invites applying again), and hired.
 */
export const FINISHED_STATUS_CODES: readonly string[] = [...LOCKED_STATUSES, 'POSITION_FILLED'];

/** The job exists but takes no applications (closed, on hold, filled). Names the job. */
export class CareerClosedError extends GoneError {
  constructor(
    readonly career: CareerSummary,
    status: ClosedStatus,
  ) {
    super(closedMessage(career, status));
  }
}

/** An application still in process, and who is on file for it: told of a second one, never its sender. */
export interface ApplicationOnFile {
  id: number;
  fullName: string;
  email: string;
}

type Reader = Pick<Db, 'select'>;

/** The application this e-mail (any case) or mobile still has in process for the job, if any. */
export async function applicationInProcess(
  db: Reader,
  careerId: number,
  person: { email: string; mobile: string },
): Promise<ApplicationOnFile | undefined> {
  const [found] = await db
    .select({ id: applications.id, fullName: applications.fullName, email: applications.email })
    .from(applications)
    .where(
      and(
        eq(applications.careerId, careerId),
        or(
          sql`lower(${applications.email}) = lower(${person.email})`,
          eq(applications.mobile, person.mobile),
        ),
        notInArray(applications.statusCode, [...FINISHED_STATUS_CODES]),
      ),
    )
    .orderBy(asc(applications.id))
    .limit(1);
  return found;
}

/** What else each outcome writes, in the same transaction. */
export interface Submitting {
  /** The application exists (its confirmation e-mail is queued here). */
  created(tx: Db, applicationId: number): Promise<unknown>;
  /** The same person's application is still in process: nothing else is written. */
  inProcess(tx: Db, onFile: ApplicationOnFile): Promise<unknown>;
}

/** 'in-process': the same person's application to the job is still in process, and the résumé is nobody's. */
export type SubmitOutcome = 'created' | 'in-process';

/**
 * Writes the application and its first history row ('created'), or, for someone whose application to the
 * job is still in process, only what `submitting.inProcess` writes.
 */
export async function submitApplication(
  db: Db,
  career: CareerSummary,
  fields: ApplicationSubmission,
  resume: StoredResume,
  submitting: Submitting,
): Promise<SubmitOutcome> {
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
    const onFile = await applicationInProcess(tx, career.id, fields);
    if (onFile) {
      await submitting.inProcess(tx, onFile);
      return 'in-process';
    }
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
    await submitting.created(tx, created.id);
    return 'created';
  });
}
