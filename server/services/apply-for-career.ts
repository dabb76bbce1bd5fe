// Applying for a job through the careers page: the job must be open; the form's parts are read in order
// (fields, then the résumé streamed into storage); then the application is written with the applicant's
// confirmation e-mail, carrying the link to their status page, queued in the same transaction. A résumé stored for an application that is not written is removed again at once.
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
import type { MailQueue } from '../mail/mail-queue';
import type { MarkdownRenderer } from '../markdown/markdown-renderer';
import type { FileStorage } from '../storage/file-storage';
import { assertNotInProcess, CareerClosedError, submitApplication } from './career-applications';
import { careerSummary, findCareer, unknownCareerMessage } from './careers';
import { type StoredResume, storeResume } from './resume-upload';
import { createStatusLink } from './status-links';

/** One part of the multipart form, as the upload parser hands it over. */
export type ApplicationPart =
  | { type: 'field'; fieldname: string; value: unknown }
  | { type: 'file'; fieldname: string; filename: string; file: AsyncIterable<Buffer> };

/** What applying needs: where the rows and the résumé go, and how the confirmation is sent. */
export interface Applying {
  db: Db;
  resumes: FileStorage;
  mail: Pick<MailQueue, 'enqueue'>;
  /** The site's public address, for the link in the confirmation. */
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

/** Reads the form, writes the application and sends the confirmation; answers what the applicant is told. */
export async function applyForCareer(
  applying: Applying,
  career: CareerSummary,
  parts: AsyncIterable<ApplicationPart>,
): Promise<ApplicationCreated> {
  const { fields, stored } = await receiveApplication(applying, career, parts);
  let applicationId: number;
  try {
    // The confirmation is queued with the application: both are kept, or neither.
    applicationId = await submitApplication(applying.db, career, fields, stored, async (tx, id) => {
      const statusUrl = `${applying.publicUrl}${await createStatusLink(tx, id)}`;
      const { publicUrl } = applying;
      await applying.mail.enqueue(tx, {
        kind: 'application-confirmation',
        applicationId: id,
        message: applicationConfirmation({ applicant: fields, career, publicUrl, statusUrl }),
      });
    });
  } catch (error) {
    await applying.resumes.remove(stored.key);
    throw error;
  }
  return { applicationId, career, status: 'APPLIED' };
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
  { db, resumes }: Applying,
  career: CareerSummary,
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
      // The site sends the fields first: a bad or duplicate form is refused before the file is read.
      if (Object.keys(raw).length > 0) {
        fields = validFields(raw, false);
        await assertNotInProcess(db, career, fields);
      }
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
