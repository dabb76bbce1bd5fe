// Staff markdown is rendered when it is saved and its HTML stored beside it; reading a page never renders.
// Rows saved before the HTML was stored (and the seeded demo content) are rendered once, at first read.
import { BusyError, InvalidInputError } from '../domain-errors';
import { MarkdownBusyError, type MarkdownRenderer, MarkdownTooComplexError } from './markdown-renderer';

/** Renders a text about to be saved; a text the renderer gives up on is a field error, and nothing is saved. */
export async function renderForSaving(markdown: MarkdownRenderer, text: string, field: string) {
  try {
    return await markdown.render(text);
  } catch (error) {
    if (error instanceof MarkdownTooComplexError) {
      throw new InvalidInputError('Some fields are not valid.', { [field]: error.message });
    }
    if (error instanceof MarkdownBusyError) throw new BusyError(error.message);
    throw error;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A text the renderer gave up on, shown as plain paragraphs: the page still works. */
export const plainTextHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim())
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replaceAll('\n', '<br>')}</p>`)
    .join('\n');

/** The stored HTML, or the text rendered now and stored by `store` (once per row). */
export async function storedHtml(
  markdown: MarkdownRenderer,
  text: string,
  stored: string | null,
  store: (html: string) => Promise<unknown>,
): Promise<string> {
  if (stored !== null) return stored;
  const html = await markdown.render(text).catch(() => plainTextHtml(text));
  await store(html);
  return html;
}
