// An applicant's personal data on request (docs/decisions/0007): everything held, exported as a ZIP of
// applicant.json and the résumé, or erased — row, stage history and résumé file, and the person record
// once none of their applications is left. Both are audit-logged.
import { buffer } from 'node:stream/consumers';
import { count, eq } from 'drizzle-orm';
import {
  type ErasedApplicant,
  EXPORT_JSON_NAME,
  exportArchiveName,
  type PersonalDataExport,
} from '../../contracts/admin-applicants';
import type { Db } from '../db/client';
import { applicationStatuses, applicationStatusHistory, applications, careers } from '../db/schema';
import { NotFoundError } from '../domain-errors';
import type { FileStorage } from '../storage/file-storage';
import { cancelInterviewsOnErasure } from './interview-cancellation';
import type { InterviewMailing } from './interview-changes';
import { tidyPeople } from './people-left-behind';
import { type Actor, recordAudit } from './personal-data-audit';
import { type ZipEntry, zipArchive } from './personal-data-zip';
import { statusHistoryRows } from './status-history';

const unknownApplication = (id: number) => new NotFoundError(`There is no application with id ${id}.`);

/** What the export says about data that is not in the archive. */
const EXPORT_NOTES = [
  'E-mails sent to the applicant (the confirmation of the application) are not kept in the database.',
];

/** The stored file's bytes, or null when it is missing from storage. */
async function readStored(storage: FileStorage, key: string): Promise<Buffer | null> {
  try {
    const stream = await storage.openIfPresent(key);
    return stream ? await buffer(stream) : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function collect(db: Db, applicationId: number) {
  const [row] = await db
    .select({
      application: applications,
      statusLabel: applicationStatuses.label,
      career: { id: careers.id, jobId: careers.jobId, title: careers.title },
    })
    .from(applications)
    .innerJoin(careers, eq(careers.id, applications.careerId))
    .leftJoin(applicationStatuses, eq(applicationStatuses.code, applications.statusCode))
    .where(eq(applications.id, applicationId));
  if (!row) throw unknownApplication(applicationId);
  const history = await statusHistoryRows(db, applicationId);
  return { ...row, history };
}

/** The archive to download and its file name; the export is logged before it is handed over. */
export async function exportApplicant(
  db: Db,
  storage: FileStorage,
  applicationId: number,
  actor: Exclude<Actor, 'system'>,
): Promise<{ filename: string; archive: Buffer }> {
  const { application: a, statusLabel, career, history } = await collect(db, applicationId);
  const resumeBytes = a.resumeKey ? await readStored(storage, a.resumeKey) : null;
  const resumePath = resumeBytes ? `resume/${a.resumeFilename ?? `resume-${a.id}`}` : null;
  const now = new Date();
  const document: PersonalDataExport = {
    exportedAt: now.toISOString(),
    exportedBy: actor.username,
    application: {
      id: a.id,
      fullName: a.fullName,
      email: a.email,
      mobile: a.mobile,
      state: a.state,
      city: a.city,
      source: { source: a.source, medium: a.sourceMedium, campaign: a.sourceCampaign },
      status: { statusCode: a.statusCode, label: statusLabel ?? a.statusCode },
      consentAt: a.consentAt.toISOString(),
      appliedAt: a.appliedAt.toISOString(),
      updatedAt: a.updatedAt.toISOString(),
    },
    career,
    // The row ids are the database's own, not the applicant's data.
    statusHistory: history.map(({ id: _id, undoesId: _undoesId, ...entry }) => ({
      ...entry,
      changedAt: entry.changedAt.toISOString(),
    })),
    resume: a.resumeKey
      ? {
          filename: a.resumeFilename,
          contentType: a.resumeContentType,
          size: a.resumeSize,
          file: resumePath,
        }
      : null,
    notes: EXPORT_NOTES,
  };
  const entries: ZipEntry[] = [
    { name: EXPORT_JSON_NAME, data: Buffer.from(`${JSON.stringify(document, null, 2)}\n`) },
  ];
  if (resumeBytes && resumePath) entries.push({ name: resumePath, data: resumeBytes });
  await recordAudit(db, {
    action: 'export',
    actor,
    applicationId,
    details: { statusHistoryRows: history.length, resumeIncluded: resumeBytes !== null },
    at: now,
  });
  return { filename: exportArchiveName(applicationId), archive: zipArchive(entries, now) };
}

/**
 * Deletes the application and its stage history (by cascade) and logs it, in one transaction, cancelling its
 * interviews still to come first; the résumé
 * file goes after the commit. Should that fail, the file is an orphan and the periodic sweep removes it.
 */
export async function eraseApplicant(
  db: Db,
  storage: FileStorage,
  applicationId: number,
  actor: Exclude<Actor, 'system'>,
  mailing: InterviewMailing,
): Promise<ErasedApplicant> {
  const erased = await db.transaction(async (tx) => {
    // Before the rows go: the interviewers' calendars lose the interviews still to come (docs/decisions/0056).
    await cancelInterviewsOnErasure(tx, mailing, applicationId);
    const [history] = await tx
      .select({ rows: count() })
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, applicationId));
    const [row] = await tx
      .delete(applications)
      .where(eq(applications.id, applicationId))
      .returning({ resumeKey: applications.resumeKey, personId: applications.personId });
    if (!row) throw unknownApplication(applicationId);
    await tidyPeople(tx, [row.personId]);
    const statusHistoryRows = Number(history?.rows ?? 0);
    await recordAudit(tx, {
      action: 'erase',
      actor,
      applicationId,
      details: { statusHistoryRows, resume: row.resumeKey !== null },
    });
    return { resumeKey: row.resumeKey, statusHistoryRows };
  });
  // The erasure stands even if the file cannot go now: it is then an orphan for the sweep.
  const resumeFileRemoved = erased.resumeKey
    ? await storage.remove(erased.resumeKey).catch(() => false)
    : false;
  return { applicationId, statusHistoryRows: erased.statusHistoryRows, resumeFileRemoved };
}
