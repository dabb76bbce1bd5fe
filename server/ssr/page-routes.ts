// Which public address is answered how (decision 0006): staff pages stay a client-only shell, pages that
// never change between builds are prerendered at build time, careers and blog pages (from the database)
// are rendered when asked if the job or post exists (decision 0042), and any other address is the
// prerendered not-found page with status 404.

/** Where scripts/build/prerender.ts writes the static pages; a dot folder, never served as files. */
export const PRERENDERED_DIR = '.prerendered';

/** Pages prerendered by scripts/build/prerender.ts; their HTML depends on the build only. */
export const STATIC_PAGES = [
  '/',
  '/about-us',
  '/website-design',
  '/hr-service',
  '/digital-marketing',
  '/overseas-education',
  '/contact-us',
  '/internship',
  '/privacy',
  '/404',
] as const;

/** An address no route has, rendered once at build time as every unknown address's page. */
export const NOT_FOUND_SAMPLE = '/this-page-does-not-exist';

/** What a rendered page shows, as its address names it: one job or one post (the lists name neither). */
export type PageSubject = { area: 'careers'; id: string } | { area: 'blogs'; ref: string };

export type PageAnswer =
  | { kind: 'shell' }
  | { kind: 'prerendered'; file: string; status: 200 | 404 }
  /** Rendered if its subject exists (docs/decisions/0042): otherwise the not-found page, never a render. */
  | { kind: 'rendered'; subject?: PageSubject };

/** The file under dist/.prerendered/ holding a static page (or the not-found page). */
export function prerenderedFile(pathname: string): string {
  if (pathname === NOT_FOUND_SAMPLE) return 'not-found.html';
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
}

// Staff pages, the applicant's status page and a client's shortlist: personal, never rendered or cached.
const STAFF = /^\/(admin|recruiter|my-application|shortlist)(\/|$)/i;
// The client router matches without regard to case: so do these, so the page hydrates as drawn.
const LIST = /^\/(careers|blogs)$/i;
const JOB = /^\/careers\/[^/]+\/([^/]+)$/i;
const POST = /^\/blogs\/([^/]+)$/i;

export function pageAnswerFor(pathname: string): PageAnswer {
  if (STAFF.test(pathname)) return { kind: 'shell' };
  if (LIST.test(pathname)) return { kind: 'rendered' };
  const job = JOB.exec(pathname)?.[1];
  if (job !== undefined) return { kind: 'rendered', subject: { area: 'careers', id: job } };
  const post = POST.exec(pathname)?.[1];
  if (post !== undefined) return { kind: 'rendered', subject: { area: 'blogs', ref: post } };
  const known = STATIC_PAGES.find((page) => page.toLowerCase() === pathname.toLowerCase());
  if (known)
    return { kind: 'prerendered', file: prerenderedFile(known), status: known === '/404' ? 404 : 200 };
  return { kind: 'prerendered', file: prerenderedFile(NOT_FOUND_SAMPLE), status: 404 };
}

/**
 * The applicant's status page: its address is a secret, so no referrer leaves it, no index keeps it and no
 * cache stores it; its trailing-slash redirect says the same (docs/decisions/0042).
 */
export const isPersonalPage = (pathname: string) => /^\/(my-application|shortlist)(\/|$)/i.test(pathname);
export const PERSONAL_PAGE_HEADERS = {
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
  'cache-control': 'no-store',
} as const;
