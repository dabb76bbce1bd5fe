// Applying for a job through the careers page: the job must be open; the form's parts are read in order
// (fields, then the résumé streamed into storage); then the application is written with the applicant's
// confirmation e-mail, carrying the link to their status page, queued in the same transaction. Someone
// whose application to the job is still in process is answered alike, after the same checks, and the person
// on file is told by e-mail instead (docs/decisions/0041). A résumé no application keeps is removed at once.
import {
  type ApplicationCreated,
  type ApplicationSubmission,
  applicationSubmissionFieldNames,
  applicationSubmissionSchema,
  type CareerSummary,
  RESUME_FIELD,
  resumeMessages,
} from '../../contracts/careers';
import type { Db } from '../db/client';
import { InvalidInputError, NotFoundError } from '../domain-errors';
import { applicationConfirmation } from '../mail/application-confirmation';
import { DUPLICATE_APPLICATION_MAIL, duplicateApplicationNotice } from '../mail/duplicate-application';
import type { MailQueue } from '../mail/mail-queue';
import { mailsOfLastDay } from '../mail/recent-mails';
import type { MarkdownRenderer } from '../markdown/markdown-renderer';
import type { FileStorage } from '../storage/file-storage';
import { notifyFollowersOfApplication } from './applicant-notices';
import {
  type ApplicationOnFile,
  CareerClosedError,
  type SubmitOutcome,
  submitApplication,
} from './career-applications';
import { careerSummary, findCareer, unknownCareerMessage } from './careers';
import { attachToPerson } from './person-matching';
import { type StoredResume, storeResume } from './resume-upload';
import { createStatusLink } from './status-link-tokens';

/** One part of the multipart form, as the upload parser hands it over. */
export type ApplicationPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: AsyncIterable<Buffer> };

/** What applying needs: where the rows and the résumé go, and how the e-mails are queued. */
export interface Applying {
  db: Db;
  resumes: FileStorage;
  mail: Pick<MailQueue, 'enqueue'>;
  /** The site's public address, for the links in the e-mails. */
  publicUrl: string;
}

const INVALID_FIELDS = 'Some fields are not valid.';

/** The job to apply for; refused when unknown, or (naming it) when it takes no applications. */
export async function careerTakingApplications(
  db: Db,
  markdown: MarkdownRenderer,
  id: number,
): Promise<CareerSummary> {
  const found = await findCareer(db, markdown, id);
  if (found.state === 'unknown') throw new NotFoundError(unknownCareerMessage(id));
  if (found.state === 'closed') throw new CareerClosedError(found.career, found.status);
  return careerSummary(found.career);
}

/** Reads the form, then writes the application and queues its confirmation, or tells the person on file. */
export async function applyForCareer(
  applying: Applying,
  career: CareerSummary,
  parts: AsyncIterable<ApplicationPart>,
): Promise<ApplicationCreated> {
  const { fields, stored } = await receiveApplication(applying, parts);
  let outcome: SubmitOutcome | undefined;
  try {
    outcome = await submitApplication(applying.db, career, fields, stored, {
      // The confirmation is queued with the application: both are kept, or neither.
      created: async (tx, id) => {
        // The application joins its person's record (docs/decisions/0047) before anything else reads it.
        await attachToPerson(tx, id, fields);
        await queueConfirmation(tx, applying, career, fields, id);
        // Recruiters following the job hear of it in the same transaction (docs/decisions/0050).
        await notifyFollowersOfApplication(tx, applying, id);
      },
      inProcess: (tx, onFile) => queueDuplicateNotice(tx, applying, career, onFile),
    });
  } finally {
    // Nothing of a second application is kept, nor the résumé of one that could not be written.
    if (outcome !== 'created') await applying.resumes.remove(stored.key);
  }
  return { career, status: 'APPLIED' };
}

async function queueConfirmation(
  tx: Db,
  { mail, publicUrl }: Applying,
  career: CareerSummary,
  applicant: ApplicationSubmission,
  applicationId: number,
) {
  const statusUrl = `${publicUrl}${await createStatusLink(tx, applicationId)}`;
  await mail.enqueue(tx, {
    kind: 'application-confirmation',
    applicationId,
    message: applicationConfirmation({ applicant, career, publicUrl, statusUrl }),
  });
}

/**
 * Tells the person on file that an application for the job came again, at most once a day per application
 * (beyond that, silently nothing), so that nobody can flood them by applying in their name.
 */
async function queueDuplicateNotice(
  tx: Db,
  { mail, publicUrl }: Applying,
  career: CareerSummary,
  onFile: ApplicationOnFile,
) {
  if ((await mailsOfLastDay(tx, DUPLICATE_APPLICATION_MAIL, [onFile.id])) > 0) return;
  const statusUrl = `${publicUrl}${await createStatusLink(tx, onFile.id)}`;
  await mail.enqueue(tx, {
    kind: DUPLICATE_APPLICATION_MAIL,
    applicationId: onFile.id,
    message: duplicateApplicationNotice({ applicant: onFile, career, statusUrl }),
  });
}

/** The typed fields; otherwise every field's message at once, the missing résumé's among them. */
function validFields(raw: Record<string, string>, resumeMissing: boolean): ApplicationSubmission {
  const parsed = applicationSubmissionSchema.safeParse(raw);
  const errors: Record<string, string> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'form'] ??= issue.message;
  }
  if (resumeMissing) errors[RESUME_FIELD] = resumeMessages.missing;
  if (Object.keys(errors).length > 0 || !parsed.success) throw new InvalidInputError(INVALID_FIELDS, errors);
  return parsed.data;
}

/** Reads the parts in order: fields, then the résumé streamed into storage (removed if the form fails). */
async function receiveApplication(
  { resumes }: Applying,
  parts: AsyncIterable<ApplicationPart>,
): Promise<{ fields: ApplicationSubmission; stored: StoredResume }> {
  const raw: Record<string, string> = {};
  let fields: ApplicationSubmission | undefined;
  let stored: StoredResume | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if ((applicationSubmissionFieldNames as readonly string[]).includes(part.fieldname)) {
          raw[part.fieldname] = String(part.value);
        }
        continue;
      }
      if (part.fieldname !== RESUME_FIELD) {
        throw new InvalidInputError(INVALID_FIELDS, {
          [RESUME_FIELD]: `Send the résumé in the "${RESUME_FIELD}" field.`,
        });
      }
      if (stored) {
        throw new InvalidInputError(INVALID_FIELDS, { [RESUME_FIELD]: 'Please attach one résumé only.' });
      }
      // The site sends the fields first: a bad form is refused before the file is read.
      if (Object.keys(raw).length > 0) fields = validFields(raw, false);
      stored = await storeResume(resumes, part.file, part.filename);
    }
    fields ??= validFields(raw, !stored);
    if (!stored) throw new InvalidInputError(INVALID_FIELDS, { [RESUME_FIELD]: resumeMessages.missing });
    return { fields, stored };
  } catch (error) {
    if (stored) await resumes.remove(stored.key);
    throw error;
  }
}
