// One address per page: /about-us/ moves to /about-us. The move is permanent and cacheable, so it must
// never lead off the site: `//evil.example/` would otherwise answer `Location: //evil.example`, which a
// browser reads as another host (docs/decisions/0011).

const PLACEHOLDER_ORIGIN = 'http://same-origin.invalid';
// Control characters and spaces (browsers drop tabs and newlines from a Location, turning `/\t/x` into
// `//x`), backslashes (read as slashes), and a second slash or backslash right after the first.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const UNSAFE = /[\u0000-\u0020\u007f\\]|^\/[/\\]|^[^/]/;
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Safe as a path on this origin, as sent and once decoded (a proxy or a browser may decode it). */
function isPlainPath(target: string): boolean {
  const plain = decoded(target);
  if (plain === undefined) return false;
  for (const form of [target, plain]) {
    if (UNSAFE.test(form) || DOT_SEGMENT.test(form.split('?')[0] ?? '')) return false;
  }
  return new URL(target, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
}

export type TrailingSlashAnswer =
  | { kind: 'none' }
  | { kind: 'redirect'; location: string }
  /** The address cannot be moved safely: it names no page. */
  | { kind: 'not-found' };

/** What to do with the request address `url` (path and query) about trailing slashes. */
export function trailingSlashAnswer(url: string): TrailingSlashAnswer {
  const pathname = url.split('?')[0] ?? '/';
  if (pathname.length <= 1 || !pathname.endsWith('/')) return { kind: 'none' };
  const location = (pathname.replace(/\/+$/, '') || '/') + url.slice(pathname.length);
  return isPlainPath(location) ? { kind: 'redirect', location } : { kind: 'not-found' };
}
