// Who a note names with @username (docs/decisions/0049), read from its markdown the same way on both sides:
// the server records and notifies them, the editor suggests names as they are typed. Code (fenced, indented
// or in backticks) is example text, and the part after @ in an e-mail address is a host, so neither names
// anyone. Every pattern here is linear: a note is at most NOTE_BODY_MAX characters.

/** A username as accounts have them (contracts/admin-employees.ts): a letter, then letters, digits, . _ - */
const MENTION = /(?<![\p{L}\p{N}_.+\-@/\\`])@([a-z][a-z0-9._-]{0,31})/giu;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const INLINE_CODE = /(`+)[^`]*?\1/g;

/** The markdown with its code blocks and code spans blanked out (lines kept, so positions stay meaningful). */
function withoutCode(markdown: string): string {
  const lines = markdown.split('\n');
  let fence: string | null = null;
  let previousBlank = true;
  return lines
    .map((line) => {
      const opening = FENCE.exec(line)?.[1];
      if (fence !== null) {
        if (opening && opening[0] === fence[0] && opening.length >= fence.length) fence = null;
        return '';
      }
      if (opening) {
        fence = opening;
        return '';
      }
      // An indented code block starts after a blank line (inside a list it is a paragraph: rare in notes).
      const indented = /^( {4}|\t)/.test(line) && previousBlank;
      previousBlank = line.trim() === '' || (indented && previousBlank);
      if (indented) return '';
      return line.replace(INLINE_CODE, (span) => ' '.repeat(span.length));
    })
    .join('\n');
}

/** The usernames a note names, lower-cased, each once, in the order first named. Trailing dots are
 * sentence ends ("ask @meera."), not part of the name. */
export function mentionedUsernames(markdown: string): string[] {
  const found = new Set<string>();
  for (const match of withoutCode(markdown).matchAll(MENTION)) {
    const name = (match[1] ?? '').replace(/[.\-_]+$/, '').toLowerCase();
    if (name.length >= 3) found.add(name);
  }
  return [...found];
}

/**
 * The @name being typed where the caret is, for the editor's suggestions: the letters after the @ (maybe
 * none yet) and where the @ is; null when the caret is not in one.
 */
export function mentionAtCaret(text: string, caret: number): { query: string; start: number } | null {
  const before = text.slice(0, caret);
  const match = /(?:^|[^\p{L}\p{N}_.+\-@/\\`])@([a-z0-9._-]{0,32})$/iu.exec(before);
  if (!match) return null;
  const query = match[1] ?? '';
  return { query: query.toLowerCase(), start: caret - query.length - 1 };
}
