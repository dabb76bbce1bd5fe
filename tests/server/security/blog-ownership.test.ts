// Only a post's author or an admin changes it; every other member of staff reads it (docs/decisions/0011).
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminBlogSchema, type BlogFormInput, POST_OWNER_ONLY_MESSAGE } from '../../../contracts/admin-blogs';
import { blogs } from '../../../server/db/schema';
import { bearer, createStaff, injectSignIn } from '../../support/server/auth';
import { setupTestApp } from '../../support/server/test-app';
import { getTestDatabase } from '../../support/server/test-database';

const ctx = setupTestApp();
const BASE = '/api/admin/blogs';
let author: Record<string, string>;
let colleague: Record<string, string>;
let recruiter: Record<string, string>;
let admin: Record<string, string>;

const draft: BlogFormInput = {
  title: 'An unfinished draft',
  slug: '',
  excerpt: 'Not ready yet: the author is still checking the figures.',
  body: 'The figures in this post are still being checked by its author before it goes out.',
  coverImage: '',
  coverAlt: '',
  tags: [],
  metaTitle: '',
  metaDescription: '',
};

beforeEach(async () => {
  const { db } = await getTestDatabase();
  await createStaff(db, { username: 'emma', role: 'EMPLOYEE' });
  await createStaff(db, { username: 'eric', role: 'EMPLOYEE' });
  await createStaff(db, { username: 'rita', role: 'RECRUITER' });
  await createStaff(db, { username: 'adam', role: 'ADMIN' });
  const tokenOf = async (name: string) => bearer(await injectSignIn(ctx.app, name));
  author = await tokenOf('emma');
  colleague = await tokenOf('eric');
  recruiter = await tokenOf('rita');
  admin = await tokenOf('adam');
});

async function writeDraft() {
  const res = await ctx.app.inject({ method: 'POST', url: BASE, headers: author, payload: draft });
  expect(res.statusCode).toBe(201);
  return adminBlogSchema.parse(res.json());
}

const stored = async (id: number) => {
  const [row] = await (await getTestDatabase()).db.select().from(blogs).where(eq(blogs.id, id));
  return row;
};

describe('changing someone else’s post', () => {
  it('refuses edit, publish, unpublish and delete by other staff with 403, changing nothing', async () => {
    const post = await writeDraft();
    const before = await stored(post.id);
    for (const headers of [colleague, recruiter]) {
      for (const [method, url, payload] of [
        ['PUT', `${BASE}/${post.id}`, { ...draft, title: 'Taken over' }],
        ['POST', `${BASE}/${post.id}/publish`, undefined],
        ['POST', `${BASE}/${post.id}/unpublish`, undefined],
        ['DELETE', `${BASE}/${post.id}`, undefined],
      ] as const) {
        const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.message).toBe(POST_OWNER_ONLY_MESSAGE);
      }
    }
    expect(await stored(post.id)).toEqual(before);
    // Reading stays open to all staff.
    expect((await ctx.app.inject({ url: `${BASE}/${post.id}`, headers: colleague })).statusCode).toBe(200);
  });

  it('lets the author and an admin change it', async () => {
    const post = await writeDraft();
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `${BASE}/${post.id}`,
      headers: author,
      payload: { ...draft, title: 'Ready now' },
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `${BASE}/${post.id}/publish`, headers: admin }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `${BASE}/${post.id}`, headers: admin })).statusCode,
    ).toBe(204);
  });

  it('names the author in every post, so the editor can say who may change it', async () => {
    const post = await writeDraft();
    const list = await ctx.app.inject({ url: BASE, headers: colleague });
    expect(list.json().items[0].authorId).toBe(post.authorId);
    expect(post.authorId).not.toBeNull();
  });
});
