// The résumé reader's thread (resume-text-reader.ts): the text of one PDF, DOCX or DOC at a time, with a
// maintained library for each format. Plain JavaScript, so that Node runs it as it is in development, in
// tests and beside the built server (scripts/build/build-server.ts bundles it to dist-server/). A hostile
// file can only hurt this thread: its reader stops it when it overruns its time or memory.
import { parentPort } from 'node:worker_threads';

/** Libraries load on first use of their format: a thread that only reads PDFs never loads Word's. */
const loaders = {
  pdf: async (bytes) => {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // No fonts, no eval, no network: only the text layer is wanted.
    const task = getDocument({
      data: bytes,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    });
    const document = await task.promise;
    try {
      const pages = [];
      for (let number = 1; number <= document.numPages; number++) {
        const page = await document.getPage(number);
        const content = await page.getTextContent();
        pages.push(
          content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''),
        );
        page.cleanup();
      }
      return pages.join('\n');
    } finally {
      await task.destroy();
    }
  },
  docx: async (bytes) => {
    const mammoth = (await import('mammoth')).default;
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
    return value;
  },
  doc: async (bytes) => {
    const WordExtractor = (await import('word-extractor')).default;
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    return [document.getBody(), document.getFootnotes(), document.getEndnotes()].join('\n');
  },
};

parentPort?.on(
  'message',
  async (/** @type {{ id: number; format: 'pdf' | 'docx' | 'doc'; bytes: Uint8Array }} */ job) => {
    try {
      const text = await loaders[job.format](job.bytes);
      parentPort?.postMessage({ id: job.id, text });
    } catch (error) {
      // The library's own words say why (a damaged file, a password): the thread lives on.
      const reason = error instanceof Error ? error.message : String(error);
      parentPort?.postMessage({ id: job.id, error: reason.slice(0, 300) });
    }
  },
);

parentPort?.postMessage({ ready: true });
