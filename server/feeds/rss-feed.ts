// /careers/feed.xml: every open job as an RSS 2.0 item, for feed readers and the job boards that read RSS.
// Links are the canonical addresses (contracts/firm.ts), as in the sitemap and the pages' structured data.
import { firm } from '../../contracts/firm';
import { CAREERS_FEED_PATH, careerPath } from '../../contracts/public-paths';
import { employmentTypeLabels } from '../../contracts/value-lists';
import type { FeedCareer } from '../services/careers';
import { cdata, xmlText } from './xml-text';

/** RFC 822 dates, as RSS 2.0 wants them ("Thu, 26 Nov 2026 07:53:00 GMT"). */
const rssDate = (iso: string) => new Date(iso).toUTCString();

/** When the list last changed: its newest posting or edit (no clock, so the same jobs give the same bytes). */
export function lastChanged(jobs: readonly FeedCareer[]): string | undefined {
  const times = jobs.flatMap((job) => [job.postedAt, job.updatedAt]).sort();
  return times.at(-1);
}

function item(job: FeedCareer, origin: string): string {
  const url = `${origin}${careerPath(job)}`;
  const facts = [job.location, employmentTypeLabels[job.employmentType], `Job ID: ${job.jobId}`].join(' · ');
  return [
    '    <item>',
    `      <title>${xmlText(job.title)}</title>`,
    `      <link>${xmlText(url)}</link>`,
    `      <guid isPermaLink="true">${xmlText(url)}</guid>`,
    `      <pubDate>${rssDate(job.postedAt)}</pubDate>`,
    `      <category>${xmlText(job.department)}</category>`,
    `      <description>${cdata(`<p>${xmlText(facts)}</p>\n${job.descriptionHtml}`)}</description>`,
    '    </item>',
  ].join('\n');
}

export function careersRssXml(jobs: readonly FeedCareer[], origin = firm.url): string {
  const changed = lastChanged(jobs);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlText(`Jobs at ${firm.name}`)}</title>`,
    `    <link>${xmlText(`${origin}/careers`)}</link>`,
    `    <description>${xmlText(`Open positions at ${firm.name}, in Hyderabad and Manchester.`)}</description>`,
    '    <language>en-gb</language>',
    ...(changed ? [`    <lastBuildDate>${rssDate(changed)}</lastBuildDate>`] : []),
    `    <atom:link href="${xmlText(`${origin}${CAREERS_FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...jobs.map((job) => item(job, origin)),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
