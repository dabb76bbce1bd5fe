// Which public address is answered how (decision 0006): staff pages stay a client-only shell, pages that
// never change between builds are prerendered at build time, careers and blog pages (from the database)
// are rendered when asked, and any other address is the prerendered not-found page with status 404.

/** Where scripts/prerender.ts writes the static pages; a dot folder, never served as files. */
export const PRERENDERED_DIR = '.prerendered';

/** Pages prerendered by scripts/prerender.ts; their HTML depends on the build only. */
export const STATIC_PAGES = [
  '/',
  '/about-us',
  '/website-design',
  '/hr-service',
  '/digital-marketing',
  '/overseas-education',
  '/contact-us',
  '/internship',
  '/404',
] as const;

/** An address no route has, rendered once at build time as every unknown address's page. */
export const NOT_FOUND_SAMPLE = '/this-page-does-not-exist';

export type PageAnswer =
  | { kind: 'shell' }
  | { kind: 'prerendered'; file: string; status: 200 | 404 }
  | { kind: 'rendered' };

/** The file under dist/.prerendered/ holding a static page (or the not-found page). */
export function prerenderedFile(pathname: string): string {
  if (pathname === NOT_FOUND_SAMPLE) return 'not-found.html';
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
}

// Staff pages, and the applicant's own status page: personal, never rendered on the server or cached.
const STAFF = /^\/(admin|recruiter|my-application)(\/|$)/i;
// The client router matches without regard to case: so does this, so the page hydrates as drawn.
const DYNAMIC = [/^\/careers$/i, /^\/careers\/[^/]+\/[^/]+$/i, /^\/blogs$/i, /^\/blogs\/[^/]+$/i];

export function pageAnswerFor(pathname: string): PageAnswer {
  if (STAFF.test(pathname)) return { kind: 'shell' };
  if (DYNAMIC.some((pattern) => pattern.test(pathname))) return { kind: 'rendered' };
  const known = STATIC_PAGES.find((page) => page.toLowerCase() === pathname.toLowerCase());
  if (known)
    return { kind: 'prerendered', file: prerenderedFile(known), status: known === '/404' ? 404 : 200 };
  return { kind: 'prerendered', file: prerenderedFile(NOT_FOUND_SAMPLE), status: 404 };
}

/** The applicant's status page: its address is a secret, so no referrer leaves it and no index keeps it. */
export const isPersonalPage = (pathname: string) => /^\/my-application(\/|$)/i.test(pathname);
export const PERSONAL_PAGE_HEADERS = { 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' } as const;
