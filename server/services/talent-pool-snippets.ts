// The words found, in context: PostgreSQL's ts_headline marks them with two private-use characters that no
// stored text holds (cleanText in server/resume-text/resume-text-reader.ts removes them), and the marked text
// is cut into plain pieces here. No markup from a résumé ever reaches a page: the page marks the pieces itself.
import type { SnippetPart } from '../../contracts/talent-pool';

export const MATCH_START = '\ue000';
export const MATCH_END = '\ue001';

/** ts_headline's options: up to two short fragments, joined with an ellipsis. */
export const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxFragments=2, MaxWords=18, MinWords=6, FragmentDelimiter=" … "`;

/** The headline as pieces; null or a headline with no marked word gives no snippet. */
export function snippetParts(headline: string | null): SnippetPart[] {
  if (!headline?.includes(MATCH_START)) return [];
  const parts: SnippetPart[] = [];
  const push = (text: string, match: boolean) => {
    const clean = text.replace(/\s+/g, ' ');
    if (!clean) return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += clean;
    else parts.push({ text: clean, match });
  };
  for (const piece of headline.split(MATCH_START)) {
    const end = piece.indexOf(MATCH_END);
    if (end < 0) push(piece, false);
    else {
      push(piece.slice(0, end), true);
      push(piece.slice(end + MATCH_END.length), false);
    }
  }
  return parts;
}
