// The résumé reader's thread (resume-text-reader.ts): the text of one PDF, DOCX or DOC at a time, with a
// maintained library for each format. Plain JavaScript, so that Node runs it as it is in development, in
// tests and beside the built server (scripts/build/build-server.ts bundles it to dist-server/). A hostile
// file can only hurt this thread: its reader stops it when it overruns its time or memory.
import Module, { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const CANVAS = '@napi-rs/canvas';
/** What pdf.js takes from @napi-rs/canvas in Node: classes for drawing a page, never for reading its text. */
const CANVAS_CLASSES = ['DOMMatrix', 'ImageData', 'Path2D'];

/**
 * pdf.js without @napi-rs/canvas until something really draws (docs/decisions/0054, "The résumé reader
 * without its canvas"). In Node, pdf.js loads @napi-rs/canvas as it is imported, for the DOMMatrix, ImageData
 * and Path2D that drawing a page needs; that loads Skia and maps the system's fonts, memory that stays in
 * the server for good, even after this thread ended (a native library is never unloaded; 0054 has the size).
 * Reading text draws nothing. So, while pdf.js is imported, its request for the package gets nothing, and the
 * three globals are stand-ins that load the real package when first constructed after the import: a Type 3
 * font's glyph made of an image builds a DOMMatrix while the text is read, and gets a real one, as before.
 * The one object pdf.js builds during its import (a matrix for drawing a pattern's path) is an empty object:
 * nothing here draws a page.
 */
async function importPdfjsWithoutCanvas() {
  const require = createRequire(import.meta.url);
  let canvas;
  let importing = true;
  for (const name of CANVAS_CLASSES) {
    if (globalThis[name]) continue;
    // A function, not a class: a class's own `prototype` could not be answered with the real one's.
    globalThis[name] = new Proxy(function CanvasClass() {}, {
      construct: (target, args, newTarget) => {
        if (importing) return Reflect.construct(target, args, newTarget);
        canvas ??= require(CANVAS);
        return Reflect.construct(canvas[name], args);
      },
      get: (target, key) => {
        if (importing) return Reflect.get(target, key);
        canvas ??= require(CANVAS);
        return Reflect.get(canvas[name], key);
      },
    });
  }
  const load = Module._load;
  Module._load = function loadWithoutCanvas(request, ...rest) {
    return request === CANVAS ? {} : load.call(this, request, ...rest);
  };
  try {
    return await import('pdfjs-dist/legacy/build/pdf.mjs');
  } finally {
    Module._load = load;
    importing = false;
  }
}
/** @type {ReturnType<typeof importPdfjsWithoutCanvas> | undefined} */
let pdfjs;
export const importPdfjs = () => {
  pdfjs ??= importPdfjsWithoutCanvas();
  return pdfjs;
};

/** Libraries load on first use of their format: a thread that only reads PDFs never loads Word's. */
const loaders = {
  pdf: async (bytes) => {
    const { getDocument } = await importPdfjs();
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
