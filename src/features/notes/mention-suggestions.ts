// Which colleagues to suggest for the @name being typed, and the text once one is chosen.

import { mentionAtCaret } from '#contracts/note-mentions.ts';
import type { Colleague } from '#contracts/notes.ts';

/** At most this many suggestions at once: the list stays short enough to read and to arrow through. */
export const SUGGESTIONS_MAX = 6;

/** Colleagues whose username starts with, or whose name contains, what follows the @ before the caret. */
export function suggestionsFor(text: string, caret: number, colleagues: readonly Colleague[]) {
  const typing = mentionAtCaret(text, caret);
  if (!typing) return { typing: null, matches: [] };
  const matches = colleagues
    .filter(
      (colleague) =>
        colleague.username.startsWith(typing.query) ||
        colleague.displayName.toLowerCase().includes(typing.query),
    )
    .slice(0, SUGGESTIONS_MAX);
  return { typing, matches };
}

/** The text with the @name being typed replaced by the chosen username and a space; where the caret goes. */
export function withMention(text: string, caret: number, start: number, username: string) {
  const inserted = `@${username} `;
  const after = text.slice(caret).replace(/^\S*/, '').replace(/^ /, '');
  return { text: `${text.slice(0, start)}${inserted}${after}`, caret: start + inserted.length };
}
