// Scripted mixed traffic on a running server, for the measuring scripts that need a server that has served
// a while (npm run bench:memory, the long-running server of npm run bench): public pages and answers as
// browsers ask for them (compressed), careers searches that each draw a page of their own (as a crawler's
// would), the board of the largest career, the recruiting report under several filters, and applications with
// a PDF résumé. A few requests at a time, not a load test: what a small firm's busiest hour looks like, over
// and over. The server must trust X-Forwarded-For (TRUST_PROXY=true): each applicant and searcher comes from
// an address of its own, so the per-address limits count them as real visitors.
import { randomBytes } from 'node:crypto';
import type { BlogSummary } from '../../contracts/blogs';
import type { CareerSummary } from '../../contracts/careers';
import { blogPath, careerPath } from '../../contracts/public-paths';
import { demoResumePdf } from '../../server/db/demo-resume';

/** What Chromium and Firefox send. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface TrafficOptions {
  baseUrl: string;
  /** The demo accounts' password (DEMO_PASSWORD of the server). */
  demoPassword: string;
  /** Readers asking for public pages and answers back to back. @default 3 */
  readers?: number;
  /** The career whose board is read; the one with the most applicants by default (the first open one). */
  boardCareerId?: number;
}

export interface TrafficCounts {
  requests: number;
  /** Answers by status, and network failures as "error". */
  statuses: Record<string, number>;
  applications: number;
  reports: number;
  boards: number;
  searches: number;
  /** Up to 5 addresses answered with an error status, with the status, to find a script's mistakes. */
  failed: string[];
}

export interface Traffic {
  counts: TrafficCounts;
  /** Stops every loop and waits for the requests under way. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the traffic; it runs until stop(). */
export async function startMixedTraffic(options: TrafficOptions): Promise<Traffic> {
  const { baseUrl, demoPassword } = options;
  const counts: TrafficCounts = {
    requests: 0,
    statuses: {},
    applications: 0,
    reports: 0,
    boards: 0,
    searches: 0,
    failed: [],
  };
  let running = true;
  const tag = randomBytes(3).toString('hex');
  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };

  const request = async (path: string, init: RequestInit = {}): Promise<Response | undefined> => {
    counts.requests += 1;
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...(init.headers ?? {}) },
      });
      await res.arrayBuffer();
      counts.statuses[res.status] = (counts.statuses[res.status] ?? 0) + 1;
      const failure = `${res.status} ${path}`;
      if (res.status >= 400 && counts.failed.length < 5 && !counts.failed.includes(failure)) {
        counts.failed.push(failure);
      }
      return res;
    } catch {
      counts.statuses.error = (counts.statuses.error ?? 0) + 1;
      return undefined;
    }
  };
  const json = async <T>(path: string, headers: Record<string, string> = {}): Promise<T> => {
    const res = await fetch(`${baseUrl}${path}`, { headers });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    return (await res.json()) as T;
  };

  const careers = await json<CareerSummary[]>('/api/careers/all');
  const blogs = await json<BlogSummary[]>('/api/blogs');
  const departments = [...new Set(careers.map((career) => career.department))];
  const boardCareerId = options.boardCareerId ?? careers[0]?.id;
  if (boardCareerId === undefined) throw new Error('no open career to read the board of');

  let token = '';
  const signIn = async () => {
    const res = await fetch(`${baseUrl}/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.254' },
      body: JSON.stringify({ username: 'admin', password: demoPassword }),
    });
    if (!res.ok) throw new Error(`sign-in failed: HTTP ${res.status}`);
    token = ((await res.json()) as { token: string }).token;
  };
  await signIn();
  const staff = async (path: string) => {
    let res = await request(path, { headers: { authorization: `Bearer ${token}` } });
    if (res?.status === 401) {
      await signIn().catch(() => {});
      res = await request(path, { headers: { authorization: `Bearer ${token}` } });
    }
    return res;
  };

  const pages = [
    '/',
    '/careers',
    '/blogs',
    '/contact-us',
    '/api/careers/all',
    '/api/blogs',
    ...careers.flatMap((career) => [careerPath(career), `/api/careers/${career.id}`]),
    ...blogs.flatMap((post) => [blogPath(post), `/api/blogs/${post.slug}`]),
    ...departments.map((department) => `/careers?departments=${encodeURIComponent(department)}`),
  ];
  const reader = async (offset: number) => {
    for (let i = offset; running; i++) await request(pages[i % pages.length] as string);
  };
  // A careers search of words nobody searched before: a render of its own, kept (or not) by the server.
  const searcher = async () => {
    while (running) {
      counts.searches += 1;
      await request(`/careers?q=${randomBytes(4).toString('hex')}`, {
        headers: { 'x-forwarded-for': nextAddress() },
      });
      await sleep(500);
    }
  };
  const board = async () => {
    while (running) {
      counts.boards += 1;
      await staff(`/api/recruiter/job-management/careers/${boardCareerId}/applications`);
      await sleep(1000);
    }
  };
  const reportFilters = [
    '',
    `?careerId=${boardCareerId}`,
    ...departments.map((department) => `?department=${encodeURIComponent(department)}`),
    '?from=2020-01-01',
    '?from=2024-01-01&to=2030-12-31',
  ];
  const reports = async () => {
    for (let i = 0; running; i++) {
      counts.reports += 1;
      await staff(`/api/reports/recruiting${reportFilters[i % reportFilters.length]}`);
      await sleep(2000);
    }
  };
  const resume = new Uint8Array(demoResumePdf(['Memory Bench Applicant', 'Curriculum vitae']));
  const applicant = async () => {
    for (let n = 1; running; n++) {
      const career = careers[n % careers.length] as CareerSummary;
      const form = new FormData();
      form.append('fullName', `Bench Applicant ${String.fromCharCode(65 + (n % 26))}`);
      form.append('email', `bench.${tag}.${n}@example.com`);
      form.append('mobile', `+91 9${String(n).padStart(9, '0')}`);
      form.append('state', 'Telangana');
      form.append('city', 'Hyderabad');
      form.append('consent', 'true');
      form.append('resume', new Blob([resume], { type: 'application/pdf' }), `cv-${n}.pdf`);
      counts.applications += 1;
      await request(`/api/careers/${career.id}/applications`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': nextAddress() },
      });
      await sleep(3000);
    }
  };

  const loops = [
    ...Array.from({ length: options.readers ?? 3 }, (_, i) => reader(i * 7)),
    searcher(),
    board(),
    reports(),
    applicant(),
  ];
  return {
    counts,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** "12,345 requests (200: 12,000, 404: 345), 100 applications, …" for a script's output. */
export function describeTraffic(counts: TrafficCounts): string {
  const statuses = Object.entries(counts.statuses)
    .map(([status, n]) => `${status}: ${n.toLocaleString('en-GB')}`)
    .join(', ');
  return (
    `${counts.requests.toLocaleString('en-GB')} requests (${statuses}); among them ${counts.applications} ` +
    `applications with a résumé, ${counts.boards} board reads, ${counts.reports} reports, ` +
    `${counts.searches} careers searches` +
    (counts.failed.length ? ` (errors, e.g. ${counts.failed.join(', ')})` : '')
  );
}
