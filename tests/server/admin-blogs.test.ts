import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminBlogPageSchema, adminBlogSchema, type BlogFormInput } from '../../contracts/admin-blogs';
import { blogPostSchema } from '../../contracts/blogs';
import { blogs } from '../../server/db/schema';
import { bearer, createStaff, injectSignIn } from '../support/server/auth';
import { multipart } from '../support/server/careers-fixtures';
import { setupTestApp } from '../support/server/test-app';
import { getTestDatabase } from '../support/server/test-database';

const ctx = setupTestApp();
const BASE = '/api/admin/blogs';
let admin: Record<string, string>;
let employee: Record<string, string>;

const validPost: BlogFormInput = {
  title: 'Hiring in 2026: what changed',
  slug: '',
  excerpt: 'Five things we learned recruiting for our clients this year.',
  body: '## The market\n\nCandidates expect a reply within a week, and **they talk**.',
  coverImage: '',
  coverAlt: '',
  tags: ['HR Services', 'Recruitment'],
  metaTitle: '',
  metaDescription: '',
};

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: unknown) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const create = async (overrides: Partial<BlogFormInput> = {}, headers = admin) => {
  const res = await call('POST', BASE, headers, { ...validPost, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return adminBlogSchema.parse(res.json());
};

const publicPost = (ref: string | number) => ctx.app.inject({ url: `/api/blogs/${ref}` });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const uploadCover = async (name: string, content: Buffer, headers = admin, field = 'cover') => {
  const body = await multipart({}, { name, content, type: 'image/png' }, field);
  return ctx.app.inject({
    method: 'POST',
    url: `${BASE}/cover`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'adam', role: 'ADMIN', displayName: 'Adam Admin' });
  await createStaff(db, { username: 'emma', role: 'EMPLOYEE' });
  admin = bearer(await injectSignIn(ctx.app, 'adam'));
  employee = bearer(await injectSignIn(ctx.app, 'emma'));
});

describe('who may write posts', () => {
  it('refuses anonymous callers with 401 everywhere, changing nothing', async () => {
    const post = await create();
    const attempts = [
      ['GET', BASE],
      ['GET', `${BASE}/${post.id}`],
      ['POST', BASE, validPost],
      ['PUT', `${BASE}/${post.id}`, { ...validPost, title: 'Changed title' }],
      ['POST', `${BASE}/${post.id}/publish`],
      ['POST', `${BASE}/${post.id}/unpublish`],
      ['DELETE', `${BASE}/${post.id}`],
      ['POST', '/api/admin/markdown/preview', { markdown: '# hi' }],
    ] as const;
    for (const [method, url, body] of attempts) {
      expect((await call(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await uploadCover('cover.png', PNG, {})).statusCode).toBe(401);
    const { db } = await getTestDatabase();
    const rows = await db.select().from(blogs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ title: validPost.title, status: 'DRAFT' });
  });

  it('lets every member of staff write (the role table gives blogs to all)', async () => {
    const post = await create({ title: 'An employee writes' }, employee);
    expect(post.status).toBe('DRAFT');
  });
});

describe('writing a post', () => {
  it('stores a draft with a slug made from the title, invisible to the public', async () => {
    const post = await create();
    expect(post).toMatchObject({
      title: 'Hiring in 2026: what changed',
      slug: 'hiring-in-2026-what-changed',
      status: 'DRAFT',
      author: 'Adam Admin',
      publishedAt: null,
      tags: ['HR Services', 'Recruitment'],
      coverImage: null,
      metaTitle: null,
    });
    expect(post.html).toContain('<strong>they talk</strong>');
    expect((await publicPost(post.id)).statusCode).toBe(404);
    expect((await publicPost(post.slug)).statusCode).toBe(404);
  });

  it('keeps slugs unique: made ones get a number, a chosen one that is taken is refused on its field', async () => {
    await create();
    const second = await create();
    expect(second.slug).toBe('hiring-in-2026-what-changed-2');
    const taken = await call('POST', BASE, admin, { ...validPost, slug: 'hiring-in-2026-what-changed' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toEqual({
      slug: 'This slug is already used by another post. Please choose another.',
    });
    const own = await call('PUT', `${BASE}/${second.id}`, admin, { ...validPost, slug: second.slug });
    expect(own.statusCode).toBe(200);
    const edited = await call('PUT', `${BASE}/${second.id}`, admin, { ...validPost, slug: 'hiring-notes' });
    expect(edited.json().slug).toBe('hiring-notes');
  });

  it('answers every invalid field with its own message and stores nothing', async () => {
    const res = await call('POST', BASE, admin, {
      title: 'Hi',
      slug: 'Not A Slug!',
      excerpt: 'short',
      body: '',
      coverImage: 'https://evil.example/x.png',
      coverAlt: '',
      tags: ['x', 'fine tag'],
      metaTitle: 'm'.repeat(71),
      metaDescription: 'd'.repeat(161),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      title: 'Please enter the title.',
      slug: 'Use lower-case letters, digits and single hyphens, like “hiring-in-2026”.',
      excerpt: 'Please write a short excerpt (at least 20 characters) for the list and for search results.',
      body: 'Please write the post (at least 50 characters).',
      coverImage: 'Upload the cover image here; links to other sites are not used as covers.',
      coverAlt: 'Please describe the cover image for people who cannot see it.',
      'tags.0': 'Each tag needs at least 2 characters.',
      metaTitle: 'Search engines show about 70 characters of a title.',
      metaDescription: 'Search engines show about 160 characters of a description.',
    });
    const digits = await call('POST', BASE, admin, { ...validPost, slug: '2026' });
    expect(digits.json().error.fields).toEqual({
      slug: 'A slug needs at least one letter (numbers alone are post ids).',
    });
    const { db } = await getTestDatabase();
    expect(await db.select().from(blogs)).toEqual([]);
  });
});

// What must never reach a page: script elements, event handlers, javascript: links, frames, images.
const INERT_VIOLATIONS = /<script|\son\w+=|href="javascript:|<iframe|<img|__pwned = 1/i;

describe('publishing', () => {
  const hostile = [
    'Read this.',
    '',
    '<script>window.__pwned = 1</script>',
    '<img src=x onerror="window.__pwned = 1">',
    '<a href="javascript:alert(1)" onclick="alert(1)">click</a>',
    '[also](javascript:alert(1)) and <iframe src="https://evil.example"></iframe>',
    '',
    'Safe **bold** text and a [real link](https://example.com).',
  ].join('\n');

  it('publishes a post whose HTML keeps no script, handler or javascript: link, and unpublishes it', async () => {
    const post = await create({ body: hostile });
    const published = await call('POST', `${BASE}/${post.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'PUBLISHED', publishedAt: expect.any(String) });

    const res = await publicPost(post.id);
    expect(res.statusCode).toBe(200);
    const { html } = blogPostSchema.parse(res.json());
    expect(html).not.toMatch(INERT_VIOLATIONS);
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('href="https://example.com"');
    expect((await publicPost(post.slug)).statusCode).toBe(200);

    const firstDate = published.json().publishedAt;
    expect((await call('POST', `${BASE}/${post.id}/unpublish`)).json().status).toBe('DRAFT');
    expect((await publicPost(post.id)).statusCode).toBe(404);
    expect((await call('POST', `${BASE}/${post.id}/publish`)).json().publishedAt).toBe(firstDate);
  });

  it('answers 404 for a post that does not exist', async () => {
    expect((await call('POST', `${BASE}/999999/publish`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/999999`)).statusCode).toBe(404);
  });

  it('previews markdown with the same sanitiser', async () => {
    const res = await call('POST', '/api/admin/markdown/preview', employee, { markdown: hostile });
    expect(res.statusCode).toBe(200);
    expect(res.json().html).not.toMatch(INERT_VIOLATIONS);
  });
});

describe('the list', () => {
  it('searches title, slug and tags, filters by status and pages on the server', async () => {
    const a = await create({ title: 'Payroll in the UK', tags: ['Payroll'] });
    await create({ title: 'SEO basics for clinics', tags: ['Marketing'] });
    await create({ title: 'Studying in Manchester', tags: ['Education'] });
    await call('POST', `${BASE}/${a.id}/publish`);

    const titles = async (query: string) =>
      adminBlogPageSchema.parse((await call('GET', `${BASE}?${query}`)).json()).items.map((p) => p.title);
    expect(await titles('q=payroll')).toEqual(['Payroll in the UK']);
    expect(await titles('q=marketing')).toEqual(['SEO basics for clinics']);
    expect(await titles('status=PUBLISHED')).toEqual(['Payroll in the UK']);
    expect((await titles('status=DRAFT')).sort()).toEqual([
      'SEO basics for clinics',
      'Studying in Manchester',
    ]);
    const page = adminBlogPageSchema.parse((await call('GET', `${BASE}?pageSize=2&page=2`)).json());
    expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(1);
    expect((await call('GET', `${BASE}?status=ARCHIVED`)).json().error.fields).toEqual({
      status: 'Please choose DRAFT or PUBLISHED.',
    });
  });
});

describe('cover images', () => {
  it('takes a PNG, serves it publicly as an image, and removes it when the post drops it', async () => {
    const upload = await uploadCover('cover.png', PNG);
    expect(upload.statusCode, upload.body).toBe(201);
    const { coverImage } = upload.json() as { coverImage: string };
    expect(coverImage).toMatch(/^\/api\/media\/[0-9a-f-]{36}\.png$/);

    const served = await ctx.app.inject({ url: coverImage });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const missingAlt = await call('POST', BASE, admin, { ...validPost, coverImage });
    expect(missingAlt.json().error.fields).toEqual({
      coverAlt: 'Please describe the cover image for people who cannot see it.',
    });
    const post = await create({ coverImage, coverAlt: 'A team meeting' });
    expect(post).toMatchObject({ coverImage, coverAlt: 'A team meeting' });

    await call('PUT', `${BASE}/${post.id}`, admin, { ...validPost, coverImage: '', coverAlt: 'ignored' });
    expect((await ctx.app.inject({ url: coverImage })).statusCode).toBe(404);
  });

  it('refuses files that are not PNG, JPEG or WebP by content, whatever their name', async () => {
    const svg = await uploadCover('cover.png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.message).toBe(
      'This file is not a PNG, JPEG or WebP image (we check the content, not the name).',
    );
    const big = await uploadCover('big.png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    const empty = await uploadCover('empty.png', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const wrongField = await uploadCover('cover.png', PNG, admin, 'image');
    expect(wrongField.statusCode).toBe(400);
  });

  it('never serves anything but stored covers', async () => {
    expect((await ctx.app.inject({ url: '/api/media/../../etc/passwd' })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/media/00000000-0000-0000-0000-000000000000.png' })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ url: '/api/media/not-a-key.svg' })).statusCode).toBe(400);
  });
});

describe('deleting', () => {
  it('deletes a post and its cover', async () => {
    const { coverImage } = (await uploadCover('cover.png', PNG)).json() as { coverImage: string };
    const post = await create({ coverImage, coverAlt: 'Cover' });
    expect((await call('DELETE', `${BASE}/${post.id}`)).statusCode).toBe(204);
    const { db } = await getTestDatabase();
    expect(await db.select().from(blogs).where(eq(blogs.id, post.id))).toEqual([]);
    expect((await ctx.app.inject({ url: coverImage })).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${post.id}`)).statusCode).toBe(404);
  });
});

// The demo image files exist and are real images, so the e2e upload uses a true PNG too.
it('recognises the site’s own WebP images', async () => {
  const { imageFormatOf } = await import('../../server/services/cover-images');
  expect(imageFormatOf(await readFile('public/images/why-hr.webp'))).toBe('webp');
  expect(imageFormatOf(PNG)).toBe('png');
  expect(imageFormatOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
});
