import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ResumeSniffer, ZIP_TAIL_BYTES, zipEntryNames } from '../../server/services/resume-type';
import { safeFileName } from '../../server/services/resume-upload';
import {
  docResume,
  docxResume,
  pdfResume,
  plainZip,
  windowsExecutable,
  zipArchive,
} from '../support/server/resume-files';

/** Feeds the bytes in chunks of `size`, as a network stream would. */
function sniff(bytes: Buffer, size = 1000) {
  const sniffer = new ResumeSniffer();
  for (let at = 0; at < bytes.length; at += size) sniffer.push(bytes.subarray(at, at + size));
  return sniffer;
}

describe('recognising a résumé by its content', () => {
  it.each([
    ['a PDF', pdfResume(), 'pdf'],
    ['a DOC', docResume(), 'doc'],
    ['a DOCX', docxResume(), 'docx'],
    ['an executable', windowsExecutable(), null],
    ['a zip that is not a Word document', plainZip(), null],
    ['plain text', Buffer.from('hello, this is my CV'), null],
  ] as const)('%s', (_label, bytes, expected) => {
    expect(sniff(bytes).result()).toBe(expected);
    expect(sniff(bytes, 3).result()).toBe(expected);
  });

  it('rules a file out from its first eight bytes, before the rest arrives', () => {
    const sniffer = new ResumeSniffer();
    sniffer.push(Buffer.from('MZ'));
    expect(sniffer.rejected).toBe(false);
    sniffer.push(Buffer.from('\x90\x00\x03\x00\x00\x00', 'latin1'));
    expect(sniffer.rejected).toBe(true);
  });

  it('reads a DOCX written by a real zip tool, with compressed entries and its directory beyond the first chunks', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'meera-zip-'));
    // Random bytes do not compress, so the archive really is larger than the tail the sniffer keeps.
    await writeFile(path.join(dir, 'image.bin'), randomBytes(3 * ZIP_TAIL_BYTES));
    await mkdir(path.join(dir, 'word'));
    await writeFile(
      path.join(dir, 'word', 'document.xml'),
      `<w:document>${'<w:p/>'.repeat(500)}</w:document>`,
    );
    execFileSync('zip', ['-q', '-r', 'cv.docx', 'image.bin', 'word'], { cwd: dir });
    const bytes = await readFile(path.join(dir, 'cv.docx'));
    expect(bytes.length).toBeGreaterThan(ZIP_TAIL_BYTES);
    expect(sniff(bytes, 16 * 1024).result()).toBe('docx');
  });

  it('lists the entries of a zip from its central directory', () => {
    const zip = zipArchive({ 'a.txt': 'a', 'word/document.xml': '<x/>' });
    expect(zipEntryNames(zip, zip.length)).toEqual(['a.txt', 'word/document.xml']);
    expect(zipEntryNames(Buffer.from('no zip here at all, just text'), 29)).toBeNull();
  });
});

describe('the stored file name', () => {
  it.each([
    ['C:\\Users\\priya\\My CV.pdf', 'pdf', 'My CV.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['cv.pdf', 'docx', 'cv.docx'],
    ['  Résumé\u0000 <final>?.DOCX ', 'docx', 'Résumé final.docx'],
    ['.hidden.pdf', 'pdf', 'hidden.pdf'],
    ['', 'doc', 'resume.doc'],
    [`${'a'.repeat(300)}.pdf`, 'pdf', `${'a'.repeat(100)}.pdf`],
  ] as const)('%j as %s becomes %j', (original, extension, expected) => {
    expect(safeFileName(original, extension)).toBe(expected);
  });
});
