// The public reads come from memory: what a visitor sees changes the moment staff change it, when a
// scheduled post's time comes, and never sticks for an address that led nowhere.
import { beforeEach, describe, expect, it } from 'vitest';
import { adminBlogSchema, type BlogFormInput } from '../../contracts/admin-blogs';
import { careerListSchema } from '../../contracts/careers';
import { blogs, careers } from '../../server/db/schema';
import { keptPublicAnswers, PUBLIC_ANSWERS_MAX_BYTES } from '../../server/http/public-answers';
import { makeJobId } from '../../server/services/job-id';
import { onPublicInvalidated, type PublicArea } from '../../server/services/public-cache';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
let admin: Record<string, string>;

const post: BlogFormInput = {
  title: 'Hiring in 2026',
  slug: 'hiring-in-2026',
  excerpt: 'What changed this year.',
  body: 'Candidates expect a reply within a week, and they tell their friends when it does not come.',
  coverImage: '',
  coverAlt: '',
  tags: [],
  metaTitle: '',
  metaDescription: '',
};

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const staff = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

async function publishedPost() {
  const res = await staff('POST', '/api/admin/blogs', post);
  expect(res.statusCode, res.body).toBe(201);
  const created = adminBlogSchema.parse(res.json());
  expect((await staff('POST', `/api/admin/blogs/${created.id}/publish`)).statusCode).toBe(200);
  return created;
}

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'adam', role: 'ADMIN', displayName: 'Adam Admin' });
  admin = bearer(await injectSignIn(ctx.app, 'adam'));
});

describe('blog answers follow the staff screens at once', () => {
  it('shows an edit, then an unpublish, then nothing after a delete', async () => {
    const { id } = await publishedPost();
    expect((await get('/api/blogs')).json()).toHaveLength(1);
    expect((await get(`/api/blogs/${id}`)).json().title).toBe('Hiring in 2026');

    await staff('PUT', `/api/admin/blogs/${id}`, { ...post, title: 'Hiring in 2026, revised' });
    expect((await get(`/api/blogs/${id}`)).json().title).toBe('Hiring in 2026, revised');
    expect((await get('/api/blogs/HIRING-IN-2026')).json().title).toBe('Hiring in 2026, revised');
    expect((await get('/api/blogs')).json()[0].title).toBe('Hiring in 2026, revised');

    await staff('POST', `/api/admin/blogs/${id}/unpublish`);
    expect((await get(`/api/blogs/${id}`)).statusCode).toBe(404);
    expect((await get('/api/blogs')).json()).toEqual([]);

    await staff('POST', `/api/admin/blogs/${id}/publish`);
    expect((await get(`/api/blogs/${id}`)).statusCode).toBe(200);
    await staff('DELETE', `/api/admin/blogs/${id}`);
    expect((await get(`/api/blogs/${id}`)).statusCode).toBe(404);
    expect((await get('/api/blogs')).json()).toEqual([]);
  });

  it('lists a scheduled post once its time has come, with no write in between', async () => {
    const { db } = await getTestDatabase();
    const goesLive = new Date(Date.now() + 1200);
    await db.insert(blogs).values({
      title: 'Coming soon',
      slug: 'soon',
      excerpt: post.excerpt,
      body: post.body,
      status: 'PUBLISHED',
      publishedAt: goesLive,
    });
    expect((await get('/api/blogs')).json()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, goesLive.getTime() - Date.now() + 50));
    expect((await get('/api/blogs')).json().map((p: { slug: string }) => p.slug)).toEqual(['soon']);
    expect((await get('/api/blogs/soon')).statusCode).toBe(200);
  });
});

describe('career answers', () => {
  it('do not remember an unknown job: it answers as soon as it exists', async () => {
    const { db } = await getTestDatabase();
    expect((await get('/api/careers/4242')).statusCode).toBe(404);
    // Straight into the table with no invalidation: only a remembered 404 could hide it.
    await db.insert(careers).values({
      id: 4242,
      jobId: makeJobId('Engineering', 4242),
      title: 'Platform Engineer',
      department: 'Engineering',
      employmentType: 'FULL_TIME',
      location: 'Remote',
      experience: '5+ years',
      vacancies: 1,
      description: 'Run the platform.',
    });
    expect((await get('/api/careers/4242')).json().title).toBe('Platform Engineer');
  });

  it('answer a closed job with 410 from memory, untagged, until it reopens', async () => {
    const career = await insertCareer({ title: 'Visa Executive' });
    await staff('POST', `/api/admin/careers/${career.id}/status`, { status: 'CLOSED' });
    const closed = await get(`/api/careers/${career.id}`);
    expect(closed.statusCode).toBe(410);
    expect(closed.headers.etag).toBeUndefined();
    expect(closed.json().career.title).toBe('Visa Executive');
    expect(careerListSchema.parse((await get('/api/careers/all')).json())).toEqual([]);

    await staff('POST', `/api/admin/careers/${career.id}/status`, { status: 'OPEN' });
    expect((await get(`/api/careers/${career.id}`)).statusCode).toBe(200);
    expect((await get('/api/careers/all')).json()).toHaveLength(1);
  });

  it('go out as JSON text, as Fastify would have sent them', async () => {
    await insertCareer({ title: 'HR Recruiter' });
    const res = await get('/api/careers/all');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(res.body)));
  });
});

describe('onPublicInvalidated', () => {
  it('tells a listener which area a staff write changed, until it stops listening', async () => {
    const { db } = await getTestDatabase();
    const heard: PublicArea[] = [];
    const stop = onPublicInvalidated(db, (area) => heard.push(area));
    const { id } = await publishedPost();
    const career = await insertCareer();
    await staff('POST', `/api/admin/careers/${career.id}/status`, { status: 'ON_HOLD' });
    stop();
    await staff('POST', `/api/admin/blogs/${id}/unpublish`);
    expect(heard).toContain('blogs');
    expect(heard.at(-1)).toBe('careers');
  });
});

describe('the kept answers', () => {
  it('are counted in bytes, within their budget, and forgotten with their area', async () => {
    const { db } = await getTestDatabase();
    const career = await insertCareer();
    const { id } = await publishedPost();
    for (const url of ['/api/careers/all', `/api/careers/${career.id}`, '/api/blogs', `/api/blogs/${id}`]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    const kept = keptPublicAnswers(db);
    expect(kept.size).toBe(4);
    expect(kept.bytes).toBeGreaterThan(0);
    expect(kept.bytes).toBeLessThanOrEqual(PUBLIC_ANSWERS_MAX_BYTES);
    const before = kept.bytes;
    await staff('POST', `/api/admin/blogs/${id}/unpublish`);
    expect(kept.size).toBe(2);
    expect(kept.bytes).toBeLessThan(before);
  });
});
