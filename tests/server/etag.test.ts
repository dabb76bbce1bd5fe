// Public reads answer with an ETag and a revalidation that still matches gets 304 and no body.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogs, careers } from '../../server/db/schema';
import { etagMatches } from '../../server/http/etag';
import { invalidatePublicCache } from '../../server/services/public-cache';
import { insertCareer } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const get = (url: string, etag?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

/** Written straight to the table, so it drops the public answers as the admin screens do. */
async function insertPost(slug: string) {
  const { db } = await getTestDatabase();
  const [row] = await db
    .insert(blogs)
    .values({
      title: `Post ${slug}`,
      slug,
      excerpt: 'An excerpt',
      body: 'Hello **world**.',
      status: 'PUBLISHED',
      publishedAt: new Date(Date.now() - 60_000),
    })
    .returning();
  if (!row) throw new Error('not inserted');
  invalidatePublicCache(db, 'blogs');
  return row;
}

/** Fetches, revalidates with the tag (304), applies a change, and expects a new tag with the new body. */
async function expectRevalidation(url: string, change: () => Promise<void>) {
  const first = await get(url);
  expect(first.statusCode).toBe(200);
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(first.headers['cache-control']).toBe('no-cache');

  const again = await get(url, etag);
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);

  await change();
  const changed = await get(url, etag);
  expect(changed.statusCode).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
  expect(changed.body).not.toBe(first.body);
}

describe('ETag and 304 on the public reads', () => {
  it('GET /api/careers/all changes its tag when a job is added', async () => {
    await insertCareer({ title: 'HR Recruiter' });
    await expectRevalidation('/api/careers/all', async () => {
      await insertCareer({ title: 'UI/UX Designer' });
    });
  });

  it('GET /api/careers/:id changes its tag when the job is edited', async () => {
    const career = await insertCareer({ title: 'HR Recruiter' });
    await expectRevalidation(`/api/careers/${career.id}`, async () => {
      const { db } = await getTestDatabase();
      await db.update(careers).set({ vacancies: 5 }).where(eq(careers.id, career.id));
      invalidatePublicCache(db, 'careers');
    });
  });

  it('GET /api/blogs changes its tag when a post is published', async () => {
    await insertPost('first');
    await expectRevalidation('/api/blogs', async () => {
      await insertPost('second');
    });
  });

  it('GET /api/blogs/:idOrSlug changes its tag when the post is edited', async () => {
    const post = await insertPost('first');
    await expectRevalidation('/api/blogs/first', async () => {
      const { db } = await getTestDatabase();
      await db.update(blogs).set({ body: 'Edited.', bodyHtml: null }).where(eq(blogs.id, post.id));
      invalidatePublicCache(db, 'blogs');
    });
  });

  it('tags no error answers', async () => {
    const missing = await get('/api/blogs/no-such-post', '*');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('etagMatches', () => {
  it('accepts the tag in a list, weak or strong, and *', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
