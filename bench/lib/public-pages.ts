// The public pages the browser benchmarks measure (npm run perf, bench:page-load): one of each kind, the job
// page being the first open job of the server's demo content. BENCH_PAGES=careers,job measures only the pages
// whose names start with one of its words (case aside).
import type { CareerSummary } from '../../contracts/careers';
import { careerPath } from '../../contracts/public-paths';

export interface PublicPage {
  name: string;
  path: string;
}

export async function publicBenchPages(baseUrl: string): Promise<PublicPage[]> {
  const careers = (await (await fetch(`${baseUrl}/api/careers/all`)).json()) as CareerSummary[];
  const wanted = process.env.BENCH_PAGES?.toLowerCase().split(',').filter(Boolean);
  const pages = [
    { name: 'Home', path: '/' },
    { name: 'Careers', path: '/careers' },
    { name: 'Job page', path: careers[0] ? careerPath(careers[0]) : '/careers' },
    { name: 'Blogs', path: '/blogs' },
    { name: 'Contact', path: '/contact-us' },
  ];
  if (!wanted) return pages;
  const chosen = pages.filter(({ name }) => wanted.some((word) => name.toLowerCase().startsWith(word)));
  // Nothing measured would be written up as every budget met.
  if (chosen.length === 0)
    throw new Error(
      `BENCH_PAGES=${process.env.BENCH_PAGES} names no page: words start a page's name (${pages.map(({ name }) => name).join(', ')}), not its path`,
    );
  return chosen;
}
