// /sitemap.xml (every public page, every open job and published post, with lastmod) and /robots.txt.
// Both list the canonical addresses: the site origin of contracts/firm.ts, which the pages' canonical
// links, og:url and JobPosting url carry too (baked in at build time), never this server's PUBLIC_URL.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { firm } from '../../contracts/firm';
import { publicPagePaths } from '../../contracts/public-pages';
import { blogPath, careerPath } from '../../contracts/public-paths';
import { blogs } from '../db/schema';
import { xmlText } from '../feeds/xml-text';
import { openCareersForSitemap } from '../services/careers';

interface SitemapEntry {
  path: string;
  lastmod: Date | undefined;
}

const latest = (dates: Date[]) =>
  dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : undefined;

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path: page, lastmod }) => {
    const loc = `    <loc>${xmlText(`${origin}${page}`)}</loc>`;
    return `  <url>\n${loc}${lastmod ? `\n    <lastmod>${lastmod.toISOString()}</lastmod>` : ''}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { staticDir } = app.config;
  const db = app.database.db;

  /** The fixed pages change when the site is rebuilt: the build's index.html says when that was. */
  async function buildTime(): Promise<Date | undefined> {
    if (!staticDir) return undefined;
    return (await stat(path.join(staticDir, 'index.html')).catch(() => undefined))?.mtime;
  }

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (_request, reply) => {
    const [built, jobs, posts] = await Promise.all([
      buildTime(),
      openCareersForSitemap(db),
      db
        .select({ id: blogs.id, updatedAt: blogs.updatedAt })
        .from(blogs)
        .where(eq(blogs.status, 'PUBLISHED'))
        .orderBy(desc(blogs.publishedAt)),
    ]);
    const jobDates = jobs.map((job) => (job.updatedAt > job.postedAt ? job.updatedAt : job.postedAt));
    const postDates = posts.map((post) => post.updatedAt);
    const entries: SitemapEntry[] = [
      ...publicPagePaths.map((page) => ({
        path: page,
        // A listing changes when what it lists changes, and with the build.
        lastmod:
          page === '/careers'
            ? latest([...jobDates, ...(built ? [built] : [])])
            : page === '/blogs'
              ? latest([...postDates, ...(built ? [built] : [])])
              : built,
      })),
      ...jobs.map((job, index) => ({ path: careerPath(job), lastmod: jobDates[index] })),
      ...posts.map((post) => ({ path: blogPath(post), lastmod: post.updatedAt })),
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemapXml(firm.url, entries));
  });

  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) => {
    // /api stays crawlable: search engines render the job pages, which read their data from it.
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /recruiter',
      'Disallow: /my-application',
      'Disallow: /shortlist',
      '',
      `Sitemap: ${firm.url}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
};
