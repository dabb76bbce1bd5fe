// POST /api/admin/markdown/preview: staff see the very HTML the public page will show (same renderer and
// allow-list), so a preview can never look safer or richer than the published text. Markdown that staff
// write is bounded in length and in nesting, here for the forms and the server alike: the renderer
// recurses per level, and ~1,800 nested quotes overflowed its stack (docs/decisions/0011).
import { z } from 'zod';

export const MARKDOWN_PREVIEW_MAX = 50_000;
/** Quotes and lists inside each other, at most; real writing rarely goes past three. */
export const MARKDOWN_NESTING_MAX = 12;
export const MARKDOWN_NESTING_MESSAGE = `Please nest quotes and lists at most ${MARKDOWN_NESTING_MAX} levels deep.`;
/** The answer when the renderer gave up on a text (too slow or too deep): nothing was saved. */
export const MARKDOWN_TOO_COMPLEX_MESSAGE =
  'This text is too complex to show on a page. Please simplify its nesting or formatting.';

const FENCE = /^\s{0,3}(```|~~~)/;
const LIST_ITEM = /^([ \t]*)(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/;

/** Columns of leading whitespace, tabs counted to the next multiple of four, as markdown does. */
const indentColumns = (indent: string) =>
  [...indent].reduce((columns, char) => (char === '\t' ? columns + 4 - (columns % 4) : columns + 1), 0);

/** The deepest nesting of quotes (`>`) and list items (by indentation) in a markdown text. */
export function markdownNestingDepth(markdown: string): number {
  let deepest = 0;
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence) continue;
    const quotes = /^[\s>]*/.exec(line)?.[0].split('>').length ?? 1;
    const rest = line.replace(/^[\s>]*/, (lead) => lead.slice(lead.lastIndexOf('>') + 1));
    const list = LIST_ITEM.exec(rest);
    const lists = list ? Math.floor(indentColumns(list[1] ?? '') / 2) + 1 : 0;
    deepest = Math.max(deepest, quotes - 1 + lists);
  }
  return deepest;
}

export const isShallowMarkdown = (markdown: string) => markdownNestingDepth(markdown) <= MARKDOWN_NESTING_MAX;

export const markdownPreviewSchema = z.object({
  markdown: z
    .string('Send the markdown to preview.')
    .max(MARKDOWN_PREVIEW_MAX, 'The text is too long to preview.')
    .refine(isShallowMarkdown, MARKDOWN_NESTING_MESSAGE),
});
export const markdownPreviewAnswerSchema = z.object({ html: z.string() });
