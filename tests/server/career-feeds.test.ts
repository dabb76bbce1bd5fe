// The job feeds: /careers/feed.xml as RSS 2.0 and /careers/indeed.xml in the aggregators' XML
// format, each read by an XML parser as a feed reader or an aggregator would; a job that closes leaves both
// at once, and what an admin types cannot break them.
import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, it } from 'vitest';
import { CAREERS_FEED_PATH, CAREERS_INDEED_FEED_PATH } from '../../contracts/public-paths';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
let admin: Record<string, string>;

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** The document as a strict XML parser reads it: malformed XML throws. */
const xml = (text: string) => new JSDOM(text, { contentType: 'application/xml' }).window.document;
const textOf = (parent: Element, name: string) => parent.getElementsByTagName(name)[0]?.textContent ?? null;

const INDEED_REQUIRED = [
  'title',
  'date',
  'referencenumber',
  'requisitionid',
  'url',
  'company',
  'city',
  'country',
  'description',
];

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'adam', role: 'ADMIN', displayName: 'Adam Admin' });
  admin = bearer(await injectSignIn(ctx.app, 'adam'));
});

describe('the RSS feed of jobs', () => {
  it('lists every open job, newest first, with its canonical link, date, department and description', async () => {
    const older = await insertCareer({
      title: 'HR Recruiter',
      department: 'Human Resources',
      postedAt: new Date('2026-11-01T09:00:00Z'),
    });
    const newer = await insertCareer({
      title: 'UI/UX Designer',
      department: 'Design',
      location: 'Remote (India)',
      postedAt: new Date('2026-11-20T09:00:00Z'),
    });
    await insertCareer({ title: 'Visa Executive', status: 'CLOSED' });

    const res = await get(CAREERS_FEED_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = xml(res.body);
    const rss = feed.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = rss.getElementsByTagName('channel')[0];
    if (!channel) throw new Error('no <channel>');
    expect(textOf(channel, 'title')).toBe('Jobs at Meera Consultancy');
    expect(textOf(channel, 'link')).toBe('https://www.meeraconsultancy.com/careers');
    expect(textOf(channel, 'description')).toBeTruthy();
    expect(textOf(channel, 'lastBuildDate')).toBe(new Date(newer.updatedAt).toUTCString());

    const items = [...channel.getElementsByTagName('item')];
    expect(items.map((item) => textOf(item, 'title'))).toEqual(['UI/UX Designer', 'HR Recruiter']);
    const [first] = items;
    if (!first) throw new Error('no <item>');
    const link = `https://www.meeraconsultancy.com/careers/ui-ux-designer/${newer.id}`;
    expect(textOf(first, 'link')).toBe(link);
    expect(textOf(first, 'guid')).toBe(link);
    expect(first.getElementsByTagName('guid')[0]?.getAttribute('isPermaLink')).toBe('true');
    expect(textOf(first, 'pubDate')).toBe('Fri, 20 Nov 2026 09:00:00 GMT');
    expect(textOf(first, 'category')).toBe('Design');
    const description = textOf(first, 'description') ?? '';
    expect(description).toContain(`Remote (India) · Full-time · Job ID: ${newer.jobId}`);
    expect(description).toContain('<h2>About the role</h2>');
    expect(res.body).not.toContain('Visa Executive');
    expect(items[1] && textOf(items[1], 'link')).toContain(`/hr-recruiter/${older.id}`);
  });

  it('drops a job the moment it closes and takes it back when it reopens, revalidating by its tag', async () => {
    const job = await insertCareer({ title: 'Content Writer' });
    const first = await get(CAREERS_FEED_PATH);
    expect(first.body).toContain('Content Writer');
    const etag = first.headers.etag as string;
    expect((await get(CAREERS_FEED_PATH, { 'if-none-match': etag })).statusCode).toBe(304);

    const close = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/careers/${job.id}/status`,
      headers: admin,
      payload: { status: 'CLOSED' },
    });
    expect(close.statusCode, close.body).toBe(200);
    for (const path of [CAREERS_FEED_PATH, CAREERS_INDEED_FEED_PATH]) {
      const after = await get(path, { 'if-none-match': etag });
      expect(after.statusCode, path).toBe(200);
      expect(after.body, path).not.toContain('Content Writer');
    }
  });

  it('stays well-formed whatever the admin typed', async () => {
    await insertCareer({
      title: 'Sales & <Marketing> "Lead" ]]> \u0007',
      department: 'Sales & Growth',
      description: 'Use `]]>` and <b>bold</b> & more.\u0001',
    });
    for (const path of [CAREERS_FEED_PATH, CAREERS_INDEED_FEED_PATH]) {
      const res = await get(path);
      const title = xml(res.body).getElementsByTagName('title');
      expect(
        [...title].map((node) => node.textContent),
        path,
      ).toContain('Sales & <Marketing> "Lead" ]]> ');
    }
  });
});

describe('the aggregators’ XML feed of jobs', () => {
  it('has every required element, filled, for every open job, and says where and how each job is worked', async () => {
    const office = await insertCareer({ title: 'HR Recruiter', location: 'Hyderabad, India' });
    const hybrid = await insertCareer({
      title: 'Account Manager',
      location: 'Hybrid – Manchester, UK',
      employmentType: 'PART_TIME',
    });
    const remote = await insertCareer({ title: 'SEO Analyst', location: 'Remote (India)' });

    const res = await get(CAREERS_INDEED_FEED_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<source>')).toBe(true);
    const jobs = [...xml(res.body).getElementsByTagName('job')];
    expect(jobs).toHaveLength(3);
    for (const job of jobs)
      for (const name of INDEED_REQUIRED) expect(textOf(job, name)?.trim(), `${name} of a job`).toBeTruthy();

    const byReference = new Map(jobs.map((job) => [textOf(job, 'referencenumber'), job]));
    const at = (jobId: string) => {
      const job = byReference.get(jobId);
      if (!job) throw new Error(`no job ${jobId}`);
      return (name: string) => textOf(job, name);
    };
    const inOffice = at(office.jobId);
    expect(inOffice('url')).toBe(`https://www.meeraconsultancy.com/careers/hr-recruiter/${office.id}`);
    expect(inOffice('date')).toBe(office.postedAt.toISOString());
    expect([inOffice('city'), inOffice('state'), inOffice('country')]).toEqual([
      'Hyderabad',
      'Telangana',
      'IN',
    ]);
    expect(inOffice('jobtype')).toBe('fulltime');
    expect(inOffice('remotetype')).toBeNull();
    expect(inOffice('description')).toContain('<li>React</li>');

    const partlyHome = at(hybrid.jobId);
    expect([partlyHome('city'), partlyHome('country'), partlyHome('remotetype')]).toEqual([
      'Manchester',
      'GB',
      'Hybrid remote',
    ]);
    expect(partlyHome('jobtype')).toBe('parttime');

    // A remote job is placed at the firm's office in the country its applicants must live in.
    const fromHome = at(remote.jobId);
    expect([fromHome('city'), fromHome('state'), fromHome('country'), fromHome('remotetype')]).toEqual([
      'Hyderabad',
      'Telangana',
      'IN',
      'Fully remote',
    ]);
  });
});
