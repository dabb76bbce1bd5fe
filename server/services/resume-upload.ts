// Streams an uploaded résumé into storage while counting and sniffing it: over 5 MB stops at once (413),
// a file that is not PDF, DOC or DOCX by content is refused (415) and nothing of either is kept.
import {
  RESUME_MAX_BYTES,
  type ResumeExtension,
  resumeFormats,
  resumeMessages,
} from '../../contracts/careers';
import { withoutInvisible } from '../../contracts/plain-text';
import { InvalidInputError, TooLargeError, UnsupportedFileTypeError } from '../domain-errors';
import type { FileStorage } from '../storage/file-storage';
import { ResumeSniffer } from './resume-type';

export interface StoredResume {
  key: string;
  /** The applicant's file name, made safe and given the extension of the format found. */
  filename: string;
  contentType: string;
  size: number;
}

export async function storeResume(
  storage: FileStorage,
  source: AsyncIterable<Buffer>,
  originalName: string,
): Promise<StoredResume> {
  const sniffer = new ResumeSniffer();
  async function* checked() {
    for await (const chunk of source) {
      sniffer.push(chunk);
      if (sniffer.size > RESUME_MAX_BYTES) throw new TooLargeError(resumeMessages.tooLarge);
      if (sniffer.rejected) throw new UnsupportedFileTypeError(resumeMessages.unrecognised);
      yield chunk;
    }
    if (sniffer.size === 0)
      throw new InvalidInputError(resumeMessages.empty, { resume: resumeMessages.empty });
    if (!sniffer.result()) throw new UnsupportedFileTypeError(resumeMessages.unrecognised);
  }
  const key = await storage.putStream(checked());
  const format = resumeFormats.find((f) => f.extension === sniffer.result());
  if (!format) throw new Error('unreachable: a stored résumé always has a format');
  return {
    key,
    filename: safeFileName(originalName, format.extension),
    contentType: format.contentType,
    size: sniffer.size,
  };
}

const MAX_STEM_LENGTH = 100;

/**
 * The name a recruiter downloads: no folders, no control, invisible or reserved characters, at most 100 characters
 * before the extension, and the extension of the format the content really is ("cv.pdf" holding a
 * DOCX becomes "cv.docx").
 */
export function safeFileName(original: string, extension: ResumeExtension): string {
  const base = original.split(/[/\\]/).pop() ?? '';
  const cleaned = withoutInvisible(base.normalize('NFC'))
    .replace(/[<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = cleaned
    .replace(/\.[^.]*$/, '')
    .replace(/^[.\s]+/, '')
    .slice(0, MAX_STEM_LENGTH)
    .trim();
  return `${stem || 'resume'}.${extension}`;
}
