// npm run bench:page-css: what each public page carries before any script runs, in bytes (deterministic for
// one build, so one fetch a page is enough): its inline CSS (every <style> element: the first screen's rules
// in the head and Mantine's own blocks in the body), its inline style attributes, its HTML, and the
// stylesheets it leaves for later (decision 0053). The built site is served by the real server on loopback
// (NODE_ENV=production, demo content), as `npm run perf` serves it.
// `-- --write` writes the table into docs/perf.md; `-- --dist <dir>` measures another build; `-- --before <dir>`
// puts another build's figures beside this one's (a copy of the tree built before a change), named by
// `-- --before-label <words>` in the table's heading.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BlogSummary } from '../contracts/blogs';
import type { CareerSummary } from '../contracts/careers';
import { blogPath, careerPath } from '../contracts/public-paths';
import { buildIfStale } from '../scripts/build/build-if-stale';
import { startServerProcess } from '../tests/support/server/spawn-server';
import { machineLine, writePerfSection } from './lib/perf-doc';
import { throwawayProductionEnv } from './lib/throwaway-server-env';

const args = process.argv.slice(2);
const write = args.includes('--write');
const distArg = args.indexOf('--dist');
const distDir = distArg >= 0 ? path.resolve(args[distArg + 1] ?? '') : undefined;
const beforeArg = args.indexOf('--before');
const beforeDir = beforeArg >= 0 ? path.resolve(args[beforeArg + 1] ?? '') : undefined;
const labelArg = args.indexOf('--before-label');
const beforeLabel = labelArg >= 0 ? args[labelArg + 1] : 'the build before decision 0053';

export interface PageBytes {
  /** Every <style> element's text. */
  inlineCss: number;
  /** The first <style> in the head: the page's own stylesheet rules (the rest are Mantine's blocks). */
  headCss: number;
  /** The text of every style="…" attribute. */
  styleAttributes: number;
  html: number;
  htmlGzip: number;
  /** Stylesheets the page loads later (when its islands load; linked in <noscript> for a visit without JS). */
  deferredStylesheets: number;
}

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function pageBytes(html: string): PageBytes {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)];
  const head = html.slice(0, html.search(/<\/head>/i));
  const headStyle = /<style>([\s\S]*?)<\/style>/i.exec(head)?.[1] ?? '';
  const noscript = /<noscript\b[^>]*>([\s\S]*?)<\/noscript>/i.exec(head)?.[1] ?? '';
  return {
    inlineCss: sum(styles.map((match) => utf8(match[1] ?? ''))),
    headCss: utf8(headStyle),
    styleAttributes: sum([...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => utf8(match[1] ?? ''))),
    html: utf8(html),
    htmlGzip: gzipSync(html, { level: 9 }).length,
    deferredStylesheets: [...noscript.matchAll(/<link\b[^>]*rel="stylesheet"/g)].length,
  };
}

type Row = { path: string; status: number; bytes: PageBytes };

/** Every public page of the build in `dist` (the default build if undefined), as the real server sends it. */
async function measure(dist: string | undefined): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-page-css-'));
  const server = await startServerProcess(throwawayProductionEnv(dataDir, dist ? { STATIC_DIR: dist } : {}));
  const rows: Row[] = [];
  try {
    const careers = (await (await fetch(`${server.baseUrl}/api/careers/all`)).json()) as CareerSummary[];
    const posts = (await (await fetch(`${server.baseUrl}/api/blogs`)).json()) as BlogSummary[];
    const job = careers[0];
    const post = posts[0];
    const pages = [
      '/',
      '/about-us',
      '/hr-service',
      '/digital-marketing',
      '/website-design',
      '/overseas-education',
      '/careers',
      ...(job ? [careerPath(job)] : []),
      '/blogs',
      ...(post ? [blogPath(post)] : []),
      '/contact-us',
      '/internship',
      '/privacy',
      '/404',
    ];
    for (const page of pages) {
      const res = await fetch(`${server.baseUrl}${page}`, { headers: { 'accept-encoding': 'identity' } });
      rows.push({ path: page, status: res.status, bytes: pageBytes(await res.text()) });
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return rows;
}

if (!distDir) await buildIfStale();
const rows = await measure(distDir);
const before = beforeDir
  ? new Map((await measure(beforeDir)).map((row) => [row.path, row.bytes]))
  : undefined;

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const was = (page: string, pick: (bytes: PageBytes) => number, now: number) => {
  const old = before?.get(page);
  return old === undefined ? kb(now) : `${kb(pick(old))} → ${kb(now)}`;
};
const table = [
  '| Page | status | inline CSS, KB | … of it the head stylesheet | style attributes, KB | HTML, KB | HTML gzip, KB | stylesheets loaded later |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    ({ path: page, status, bytes: b }) =>
      `| \`${page}\` | ${status} | ${was(page, (x) => x.inlineCss, b.inlineCss)} | ${was(page, (x) => x.headCss, b.headCss)} | ${was(page, (x) => x.styleAttributes, b.styleAttributes)} | ${was(page, (x) => x.html, b.html)} | ${was(page, (x) => x.htmlGzip, b.htmlGzip)} | ${b.deferredStylesheets} |`,
  ),
].join('\n');
const largest = Math.max(...rows.map((row) => row.bytes.inlineCss));
const budget = 20_000;
const markdown = `## What a page carries before any script (\`npm run bench:page-css\`)

${machineLine()} · the built site served by the real server on loopback (NODE_ENV=production, demo content), each page fetched once uncompressed (bytes do not vary between runs of one build); KB = 1,000 bytes${before ? `; "a → b": ${beforeLabel} → this one` : ''}. Inline CSS is every \`<style>\` element: the head's (the rules of the page's stylesheets that its own HTML uses, decision 0053) and Mantine's blocks in the body (its theme variables, its responsive classes and each responsive style prop's rule).

${table}

Budget: inline CSS ≤ 20 KB a page (issue 59): ${largest <= budget ? '**met**' : `**not met** (largest ${kb(largest)} KB)`}.`;

console.info(markdown);
if (write) writePerfSection('page-css', markdown);
