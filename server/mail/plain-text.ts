// The plain-text part of an e-mail written from its HTML twin (docs/decisions/0052): what a reader of the
// HTML sees, as text — never markdown's marks (`**`, `#`, `[label](url)`). Blocks on lines of their own,
// list items as "- " or "1. ", links as "label (url)" (the url alone when it is the label), entities decoded.
// The one conversion every e-mail made from markdown uses: render the markdown as its HTML twin is rendered,
// then `htmlAsText` (or `markdownAsText`, which does both).
import type { MarkdownRenderer } from '../markdown/markdown-renderer';
import { plainTextHtml } from '../markdown/stored-html';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? whole;
    const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '');
const attribute = (tag: string, name: string) =>
  tag
    .match(new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i'))
    ?.slice(2)
    .find((v) => v !== undefined);

const BLOCKS = 'p|div|h[1-6]|ul|ol|blockquote|pre|table|tr|section|article|header|footer';

/** Plain text of an e-mail's (sanitised) HTML. */
export function htmlAsText(html: string): string {
  const preformatted: string[] = [];
  let text = html
    .replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, '')
    // Code blocks keep their lines; set aside until the end.
    .replace(/<pre\b[^>]*>([\s\S]*?)<\/pre>/gi, (_whole, inner: string) => {
      preformatted.push(decodeEntities(stripTags(inner)).replace(/\n$/, ''));
      return `\n\n\uE000${preformatted.length - 1}\uE000\n\n`;
    })
    // Line breaks between tags are the renderer's layout; those inside text are the writer's.
    .replace(/>[ \t]*\n\s*</g, '><')
    .replace(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi, (_whole, attributes: string, label: string) => {
      const href = decodeEntities(attribute(`<a ${attributes}>`, 'href') ?? '');
      const shown = decodeEntities(stripTags(label)).trim();
      const target = href.replace(/^mailto:/i, '');
      if (!target || shown === target || shown === href) return escapeBack(shown || target);
      return escapeBack(shown ? `${shown} (${target})` : target);
    })
    .replace(/<img\b[^>]*>/gi, (tag) => escapeBack(decodeEntities(attribute(tag, 'alt') ?? '')))
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<ol\b[^>]*>([\s\S]*?)<\/ol>/gi, (_whole, items: string) => {
      let n = 0;
      return `\n\n${items.replace(/<li\b[^>]*>/gi, () => `\n${++n}. `)}\n\n`;
    })
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<hr\b[^>]*>/gi, '\n\n――――――――――\n\n')
    .replace(/<td\b[^>]*>/gi, ' ')
    .replace(new RegExp(`</?(${BLOCKS})\\b[^>]*>`, 'gi'), '\n\n');
  text = decodeEntities(stripTags(text))
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text.replace(/\uE000(\d+)\uE000/g, (_whole, index: string) => preformatted[Number(index)] ?? '');
}

/** Text put back in the HTML for a later step to decode once more: `&` and `<` escaped. */
function escapeBack(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** Plain text of markdown, as its HTML twin reads: rendered by `markdown` (plain paragraphs if it gives up). */
export async function markdownAsText(markdown: MarkdownRenderer, text: string): Promise<string> {
  const html = await markdown.render(text).catch(() => plainTextHtml(text));
  return htmlAsText(html);
}
