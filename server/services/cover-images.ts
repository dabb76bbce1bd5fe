// Blog cover images: read whole (they are small), recognised by their first bytes — PNG, JPEG or WebP,
// never SVG or anything that could carry script — and kept in their own storage, apart from résumés,
// so the public media route can never serve a résumé.
import {
  COVER_MAX_BYTES,
  type CoverExtension,
  coverFormats,
  coverMessages,
} from '../../contracts/admin-blogs';
import { MEDIA_PATH } from '../../contracts/api-paths';
import { InvalidInputError, TooLargeError, UnsupportedFileTypeError } from '../domain-errors';
import type { FileStorage } from '../storage/file-storage';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image format the bytes are, or null. */
export function imageFormatOf(head: Buffer): CoverExtension | null {
  if (head.subarray(0, PNG.length).equals(PNG)) return 'png';
  if (head.subarray(0, JPEG.length).equals(JPEG)) return 'jpg';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export const contentTypeOf = (extension: CoverExtension) =>
  coverFormats.find((format) => format.extension === extension)?.contentType ?? 'application/octet-stream';

/** Checks and stores an uploaded cover; answers the public path the post stores. */
export async function storeCover(storage: FileStorage, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new InvalidInputError(coverMessages.empty, { cover: coverMessages.empty });
  if (bytes.length > COVER_MAX_BYTES) throw new TooLargeError(coverMessages.tooLarge);
  const format = imageFormatOf(bytes);
  if (!format) throw new UnsupportedFileTypeError(coverMessages.wrongType);
  const key = await storage.put(bytes);
  return `${MEDIA_PATH}/${key}.${format}`;
}
