// The markdown renderer's thread (markdown-renderer.ts): staff markdown (job descriptions, posts) to HTML
// that is safe to put into a page. Plain JavaScript, so that Node runs it as it is in development, in
// tests and beside the built server (scripts/build/build-server.ts bundles it to dist-server/).
import { parentPort } from 'node:worker_threads';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** @type {import('sanitize-html').IOptions} */
const allowed = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'blockquote',
    'code',
    'pre',
    'br',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  // Links written by staff open normally but never pass on our page's authority or window.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }) },
};

/** @param {string} markdown */
function toSafeHtml(markdown) {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(/** @type {string} */ (html), allowed).trim();
}

parentPort?.on('message', (/** @type {{ id: number; markdown: string }} */ { id, markdown }) => {
  try {
    parentPort?.postMessage({ id, html: toSafeHtml(markdown) });
  } catch (error) {
    // A stack overflow (deep nesting) or any other failure: the text cannot be shown, the thread lives on.
    parentPort?.postMessage({ id, error: error instanceof Error ? error.name : 'Error' });
  }
});

// Warmed up: the first render of each kind of markup compiles its code, which is the thread's start too.
toSafeHtml('## Ready\n\n*One* **two** [three](https://example.com) `four`\n\n- five\n\n> <b>six</b>');

// Loaded: the renderer starts a text's time budget only now, so a slow start on a busy machine never
// counts against the first text.
parentPort?.postMessage({ ready: true });
