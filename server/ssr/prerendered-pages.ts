// The prerendered pages (dist/.prerendered/) and the client-only shell (dist/index.html) are read into
// memory once at start-up, with the brotli and gzip copies the build wrote beside them: a page request
// then costs a map lookup, never the file system. A running server keeps sending the build it started
// with (restart it to send a new one); the build keeps the previous build's assets, so its pages still
// load meanwhile (scripts/build/kept-assets.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { bodyOf, ENCODING_SUFFIX, type EncodedBody, encodeBody } from '../http/encoded-body';
import { NOT_FOUND_SAMPLE, PRERENDERED_DIR } from './page-routes';

const readIfPresent = (file: string) => readFile(file).catch(() => undefined);

/** One HTML file with the copies the build compressed; compressed now if the build wrote none. */
export async function loadHtmlFile(file: string): Promise<EncodedBody> {
  const [identity, br, gzip] = await Promise.all([
    readFile(file),
    readIfPresent(file + ENCODING_SUFFIX.br),
    readIfPresent(file + ENCODING_SUFFIX.gzip),
  ]);
  return br || gzip ? bodyOf(identity, { br, gzip }) : encodeBody(identity);
}

/** Every prerendered page by its file name (index.html, about-us.html, not-found.html…); empty if none. */
export async function loadPrerenderedPages(root: string): Promise<Map<string, EncodedBody>> {
  const dir = path.join(root, PRERENDERED_DIR);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.html'));
  const bodies = await Promise.all(files.map((file) => loadHtmlFile(path.join(dir, file))));
  return new Map(files.map((file, i) => [file, bodies[i] as EncodedBody]));
}

/** The prerendered not-found page's hand-over (decision 0010): it names the address it was drawn at. */
const HANDED_OVER_SAMPLE = `"href":${JSON.stringify(NOT_FOUND_SAMPLE)}`;

/**
 * The prerendered not-found page as the answer at `href`, the address of a job or post that does not exist
 * (decision 0042): its hand-over names that address, so the route the browser matches there takes the 404
 * from the page instead of asking the API again. "<" is escaped, as in every data block.
 */
export function notFoundPageAt(page: string, href: string): string {
  return page.replace(HANDED_OVER_SAMPLE, () => `"href":${JSON.stringify(href).replace(/</g, '\\u003c')}`);
}
