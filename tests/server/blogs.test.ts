import { describe, expect, it } from 'vitest';
import { blogListSchema, blogPostSchema } from '../../contracts/blogs';
import { blogs } from '../../server/db/schema';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();

const DAY = 24 * 60 * 60 * 1000;

async function insertPost(values: Partial<typeof blogs.$inferInsert> & { title: string; slug: string }) {
  const { db } = await getTestDatabase();
  const [row] = await db
    .insert(blogs)
    .values({
      excerpt: `About ${values.title}`,
      body: 'Hello **world**.',
      status: 'PUBLISHED',
      publishedAt: new Date(Date.now() - DAY),
      ...values,
    })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/blogs', () => {
  it('lists only published posts whose time has come, newest first, with what a list card needs', async () => {
    const older = await insertPost({
      title: 'Payroll checklist',
      slug: 'payroll-checklist',
      publishedAt: new Date(Date.now() - 10 * DAY),
      tags: ['HR Services', 'Payroll'],
    });
    const newer = await insertPost({
      title: 'Shortlisting UK universities',
      slug: 'uk-universities',
      coverImage: '/uploads/blog/uk.webp',
      coverAlt: 'A university library',
      body: 'word '.repeat(1000),
    });
    await insertPost({ title: 'Draft idea', slug: 'draft-idea', status: 'DRAFT', publishedAt: null });
    await insertPost({ title: 'Scheduled post', slug: 'scheduled', publishedAt: new Date(Date.now() + DAY) });

    const res = await get('/api/blogs');
    expect(res.statusCode).toBe(200);
    const list = blogListSchema.parse(res.json());
    expect(list.map((post) => post.title)).toEqual(['Shortlisting UK universities', 'Payroll checklist']);
    expect(list[0]).toEqual({
      id: newer.id,
      slug: 'uk-universities',
      title: 'Shortlisting UK universities',
      excerpt: 'About Shortlisting UK universities',
      coverImage: '/uploads/blog/uk.webp',
      coverAlt: 'A university library',
      tags: [],
      publishedAt: newer.publishedAt?.toISOString(),
      readingMinutes: 5,
    });
    expect(list[1]).toMatchObject({
      id: older.id,
      coverImage: null,
      tags: ['HR Services', 'Payroll'],
      readingMinutes: 1,
    });
    // The body is not part of the list.
    expect(res.body).not.toContain('word word');
  });

  it('answers an empty list when nothing is published', async () => {
    await insertPost({ title: 'Draft', slug: 'draft', status: 'DRAFT', publishedAt: null });
    const res = await get('/api/blogs');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describe('GET /api/blogs/:idOrSlug', () => {
  it('answers a published post by id or slug, its markdown rendered to HTML', async () => {
    const post = await insertPost({
      title: 'Local SEO basics',
      slug: 'local-seo-basics',
      body: '## Start here\n\nClaim your **Google Business Profile**.\n\n- Photos\n- Opening hours\n\n[Read more](https://example.com/guide)',
      metaTitle: 'Local SEO basics for small firms',
      metaDescription: 'How nearby customers find you.',
    });
    for (const ref of [String(post.id), 'local-seo-basics', 'LOCAL-SEO-BASICS']) {
      const res = await get(`/api/blogs/${ref}`);
      expect(res.statusCode).toBe(200);
      const body = blogPostSchema.parse(res.json());
      expect(body).toMatchObject({
        id: post.id,
        title: 'Local SEO basics',
        metaTitle: 'Local SEO basics for small firms',
        metaDescription: 'How nearby customers find you.',
      });
      expect(body.html).toContain('<h2>Start here</h2>');
      expect(body.html).toContain('<strong>Google Business Profile</strong>');
      expect(body.html).toContain('<li>Photos</li>');
      expect(body.html).toMatch(
        /<a href="https:\/\/example\.com\/guide"[^>]*rel="noopener nofollow"[^>]*>Read more<\/a>/,
      );
    }
  });

  it('renders scripts, event handlers and javascript: links inert', async () => {
    const post = await insertPost({
      title: 'Hostile',
      slug: 'hostile',
      body: 'Hi <script>alert(1)</script><img src=x onerror="alert(2)"> [click](javascript:alert(3)) <a href="#" onclick="alert(4)">x</a>',
    });
    const body = blogPostSchema.parse((await get(`/api/blogs/${post.id}`)).json());
    expect(body.html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(body.html).toContain('Hi');
  });

  it.each([
    ['an unknown id', '999999'],
    ['an unknown slug', 'no-such-post'],
    ['an id beyond any integer column', '99999999999'],
  ])('answers 404 for %s', async (_label, ref) => {
    await insertPost({ title: 'Real', slug: 'real' });
    const res = await get(`/api/blogs/${ref}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'not_found', message: 'There is no published post at this address.' },
    });
  });

  it('answers 404 for a draft or a post scheduled for later, by id and by slug', async () => {
    const draft = await insertPost({ title: 'Draft', slug: 'draft', status: 'DRAFT', publishedAt: null });
    const later = await insertPost({
      title: 'Later',
      slug: 'later',
      publishedAt: new Date(Date.now() + DAY),
    });
    for (const ref of [String(draft.id), 'draft', String(later.id), 'later']) {
      expect((await get(`/api/blogs/${ref}`)).statusCode).toBe(404);
    }
  });

  it('is open to visitors without signing in', () => {
    for (const url of ['/api/blogs', '/api/blogs/:idOrSlug']) {
      expect(ctx.app.accessTable).toContainEqual(
        expect.objectContaining({ method: 'GET', url, access: 'public' }),
      );
    }
  });
});
