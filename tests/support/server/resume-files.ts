// Real résumé files for tests: a one-page PDF, a minimal DOCX (a zip with word/document.xml), the start
// of an OLE2 DOC, and files that only pretend to be one of them.
import { demoResumePdf } from '../../../server/db/demo-resume';
import { zipArchive as writeZip } from '../../../server/services/personal-data-zip';

export const pdfResume = (name = 'Priya Sharma') => demoResumePdf([name, 'Curriculum vitae']);

/** A zip archive with stored (uncompressed) entries: enough for any zip reader, Word included. */
export const zipArchive = (entries: Record<string, string>): Buffer =>
  writeZip(Object.entries(entries).map(([name, content]) => ({ name, data: Buffer.from(content, 'utf8') })));

export function docxResume(text = 'Priya Sharma, curriculum vitae'): Buffer {
  return zipArchive({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/** The OLE2 compound-file signature that every .doc starts with, then padding to a plausible size. */
export const docResume = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096, 0)]);

/** A Windows executable's header: what a renamed "resume.pdf" malware dropper starts with. */
export const windowsExecutable = () =>
  Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(2048, 0x41)]);

/** A zip that is not a Word document (an .xlsx-like archive). */
export const plainZip = () =>
  zipArchive({ 'xl/workbook.xml': '<workbook/>', '[Content_Types].xml': '<Types/>' });
