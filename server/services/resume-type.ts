// Recognises a résumé by its bytes, never its name: PDF ("%PDF-"), DOC (an OLE2 compound file) or
// DOCX (a zip whose entries include word/). Fed chunk by chunk, so a streamed upload is checked as it
// passes, with memory bounded by ZIP_TAIL_BYTES whatever the file's size.
import type { ResumeExtension } from '../../contracts/careers';

const PDF = Buffer.from('%PDF-', 'latin1');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const HEAD_BYTES = OLE2.length;
/** A zip lists its entries at its end (the central directory); this much of the end is kept to read it. */
export const ZIP_TAIL_BYTES = 128 * 1024;

type Signature = 'pdf' | 'doc' | 'zip';

/** What the first bytes say, or null when they match no accepted format. */
export function signatureOf(head: Buffer): Signature | null {
  if (head.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (head.subarray(0, OLE2.length).equals(OLE2)) return 'doc';
  if (head.subarray(0, ZIP.length).equals(ZIP)) return 'zip';
  return null;
}

/**
 * The entry names of a zip, read from its central directory in `tail` (the last bytes of a file of
 * `totalSize` bytes); null when no complete directory is found there.
 */
export function zipEntryNames(tail: Buffer, totalSize: number): string[] | null {
  const tailStart = totalSize - tail.length;
  // The end-of-central-directory record: 22 bytes plus a comment of up to 65535.
  for (let end = tail.length - 22; end >= 0 && end >= tail.length - 22 - 0xffff; end--) {
    if (tail.readUInt32LE(end) !== 0x06054b50) continue;
    const count = tail.readUInt16LE(end + 10);
    const size = tail.readUInt32LE(end + 12);
    let at = tail.readUInt32LE(end + 16) - tailStart;
    if (at < 0 || at + size > end) return null;
    const names: string[] = [];
    for (let i = 0; i < count; i++) {
      if (at + 46 > end || tail.readUInt32LE(at) !== 0x02014b50) return null;
      const nameLength = tail.readUInt16LE(at + 28);
      const extraLength = tail.readUInt16LE(at + 30);
      const commentLength = tail.readUInt16LE(at + 32);
      names.push(tail.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  }
  return null;
}

/** Watches a file's chunks go by; `rejected` turns true as soon as the first bytes rule it out. */
export class ResumeSniffer {
  size = 0;
  private head = Buffer.alloc(0);
  private tail: Buffer[] = [];
  private tailLength = 0;

  push(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    this.tail.push(chunk);
    this.tailLength += chunk.length;
    // Drop whole chunks the tail no longer needs.
    while (this.tail.length > 1 && this.tailLength - (this.tail[0]?.length ?? 0) >= ZIP_TAIL_BYTES) {
      this.tailLength -= this.tail.shift()?.length ?? 0;
    }
  }

  /** True once enough bytes have passed to know they are none of the accepted formats. */
  get rejected(): boolean {
    return this.head.length >= HEAD_BYTES && signatureOf(this.head) === null;
  }

  /** The format, once the whole file has passed; null when it is none of them. */
  result(): ResumeExtension | null {
    const signature = signatureOf(this.head);
    if (signature !== 'zip') return signature;
    const tail = Buffer.concat(this.tail).subarray(-ZIP_TAIL_BYTES);
    const names = zipEntryNames(tail, this.size);
    return names?.some((name) => name.startsWith('word/')) ? 'docx' : null;
  }
}
