// Blog posts as staff write them: drafts and published posts, unique slugs made from titles, publish and
// unpublish. Only a post's author or an admin changes it (mayChangePost). Every write drops the public
// blog answers (public-cache), so a change shows at once.
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  type AdminBlog,
  type AdminBlogRow,
  type BlogForm,
  type BlogStatus,
  mayChangePost,
  POST_OWNER_ONLY_MESSAGE,
  slugFromTitle,
} from '../../contracts/admin-blogs';
import type { Page, PagingQuery } from '../../contracts/admin-common';
import { MEDIA_PATH } from '../../contracts/api-paths';
import type { Role } from '../../contracts/roles';
import type { Db } from '../db/client';
import { blogs, users } from '../db/schema';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../domain-errors';
import type { MarkdownRenderer } from '../markdown/markdown-renderer';
import { storedHtml } from '../markdown/stored-html';
import { containsPattern, isUniqueViolation, pageWindow } from './admin-paging';
import { invalidatePublicCache } from './public-cache';

export interface BlogListFilter extends PagingQuery {
  status?: BlogStatus | undefined;
}

const rowColumns = {
  id: blogs.id,
  title: blogs.title,
  slug: blogs.slug,
  status: blogs.status,
  tags: blogs.tags,
  coverImage: blogs.coverImage,
  author: users.displayName,
  authorId: blogs.authorId,
  publishedAt: blogs.publishedAt,
  updatedAt: blogs.updatedAt,
};

interface RowResult {
  id: number;
  title: string;
  slug: string;
  status: BlogStatus;
  tags: string[];
  coverImage: string | null;
  author: string | null;
  authorId: number | null;
  publishedAt: Date | null;
  updatedAt: Date;
}

const toRow = (row: RowResult): AdminBlogRow => ({
  ...row,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listAdminBlogs(db: Db, filter: BlogListFilter): Promise<Page<AdminBlogRow>> {
  const conditions: SQL[] = [];
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const match = or(
      ilike(blogs.title, pattern),
      ilike(blogs.slug, pattern),
      sql`array_to_string(${blogs.tags}, ' ') ilike ${pattern}`,
    );
    if (match) conditions.push(match);
  }
  if (filter.status) conditions.push(eq(blogs.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(blogs)
      .leftJoin(users, eq(users.id, blogs.authorId))
      .where(where)
      .orderBy(desc(blogs.updatedAt), desc(blogs.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(blogs).where(where),
  ]);
  return {
    items: rows.map(toRow),
    total: Number(total?.total ?? 0),
    page: filter.page,
    pageSize: filter.pageSize,
  };
}

const unknownPost = (id: number) => new NotFoundError(`There is no post with id ${id}.`);

/** Who is changing a post: their account and role. */
export interface BlogActor {
  id: number;
  role: Role;
}

/** A post as its editor saves it: the form and the body rendered to HTML (renderForSaving). */
export type SavedBlogForm = BlogForm & { bodyHtml: string };

/** The post's cover, once the actor is known to be allowed to change it; 404 and 403 otherwise. */
async function changeablePost(db: Db, id: number, actor: BlogActor) {
  const [post] = await db
    .select({ authorId: blogs.authorId, coverImage: blogs.coverImage })
    .from(blogs)
    .where(eq(blogs.id, id));
  if (!post) throw unknownPost(id);
  if (!mayChangePost(actor, post)) throw new ForbiddenError(POST_OWNER_ONLY_MESSAGE);
  return post;
}

export async function getAdminBlog(db: Db, markdown: MarkdownRenderer, id: number): Promise<AdminBlog> {
  const [row] = await db
    .select({
      ...rowColumns,
      excerpt: blogs.excerpt,
      body: blogs.body,
      bodyHtml: blogs.bodyHtml,
      coverAlt: blogs.coverAlt,
      metaTitle: blogs.metaTitle,
      metaDescription: blogs.metaDescription,
    })
    .from(blogs)
    .leftJoin(users, eq(users.id, blogs.authorId))
    .where(eq(blogs.id, id));
  if (!row) throw unknownPost(id);
  const { excerpt, body, bodyHtml, coverAlt, metaTitle, metaDescription, ...listRow } = row;
  return {
    ...toRow(listRow),
    excerpt,
    body,
    coverAlt,
    metaTitle,
    metaDescription,
    html: await storedHtml(markdown, body, bodyHtml, (html) =>
      db.update(blogs).set({ bodyHtml: html }).where(eq(blogs.id, id)),
    ),
  };
}

const SLUG_TAKEN = 'This slug is already used by another post. Please choose another.';

async function slugTaken(db: Db, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(exceptId ? and(eq(blogs.slug, slug), sql`${blogs.id} <> ${exceptId}`) : eq(blogs.slug, slug));
  return Boolean(row);
}

/**
 * The slug to store: the one given (it must be free), else one made from the title, with -2, -3 …
 * added until it is free.
 */
async function chooseSlug(db: Db, form: BlogForm, exceptId?: number): Promise<string> {
  if (form.slug) {
    if (await slugTaken(db, form.slug, exceptId)) throw new ConflictError(SLUG_TAKEN, { slug: SLUG_TAKEN });
    return form.slug;
  }
  let base = slugFromTitle(form.title);
  if (!base) {
    const message = 'We cannot make a slug from this title. Please enter one (letters, digits and hyphens).';
    throw new InvalidInputError('Some fields are not valid.', { slug: message });
  }
  if (/^\d+$/.test(base)) base = `post-${base}`;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base.slice(0, 95)}-${n}`;
    if (!(await slugTaken(db, candidate, exceptId))) return candidate;
  }
}

/** Runs a write, turning a slug clash with a post saved at the same moment into the field's message. */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'blogs_slug_key')) throw new ConflictError(SLUG_TAKEN, { slug: SLUG_TAKEN });
    throw error;
  }
}

const stored = (form: SavedBlogForm, slug: string) => ({
  title: form.title,
  slug,
  excerpt: form.excerpt,
  body: form.body,
  bodyHtml: form.bodyHtml,
  coverImage: form.coverImage,
  coverAlt: form.coverImage ? form.coverAlt : null,
  tags: form.tags,
  metaTitle: form.metaTitle,
  metaDescription: form.metaDescription,
});

/** A new post is always a draft; publishing is its own step. */
export async function createBlog(
  db: Db,
  markdown: MarkdownRenderer,
  form: SavedBlogForm,
  authorId: number,
): Promise<AdminBlog> {
  const slug = await chooseSlug(db, form);
  const [row] = await writing(() =>
    db
      .insert(blogs)
      .values({ ...stored(form, slug), status: 'DRAFT', authorId })
      .returning({ id: blogs.id }),
  );
  if (!row) throw new Error('the post was not stored');
  invalidatePublicCache(db, 'blogs');
  return getAdminBlog(db, markdown, row.id);
}

/** Saves the form; answers the post and the cover it replaced (for the caller to remove). */
export async function updateBlog(
  db: Db,
  markdown: MarkdownRenderer,
  { id, actor, form }: { id: number; actor: BlogActor; form: SavedBlogForm },
): Promise<{ post: AdminBlog; replacedCover: string | null }> {
  const current = await changeablePost(db, id, actor);
  const slug = await chooseSlug(db, form, id);
  await writing(() =>
    db
      .update(blogs)
      .set({ ...stored(form, slug), updatedAt: new Date() })
      .where(eq(blogs.id, id)),
  );
  invalidatePublicCache(db, 'blogs');
  const replacedCover = current.coverImage !== form.coverImage ? current.coverImage : null;
  return { post: await getAdminBlog(db, markdown, id), replacedCover };
}

/** Publishing keeps the first publication date, so a corrected post does not jump to the top of the list. */
export async function setBlogStatus(
  db: Db,
  markdown: MarkdownRenderer,
  { id, actor, status }: { id: number; actor: BlogActor; status: BlogStatus },
): Promise<AdminBlog> {
  await changeablePost(db, id, actor);
  const now = new Date();
  const updated = await db
    .update(blogs)
    .set(
      status === 'PUBLISHED'
        ? {
            status,
            publishedAt: sql`coalesce(${blogs.publishedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          }
        : { status, updatedAt: now },
    )
    .where(eq(blogs.id, id))
    .returning({ id: blogs.id });
  if (updated.length === 0) throw unknownPost(id);
  invalidatePublicCache(db, 'blogs');
  return getAdminBlog(db, markdown, id);
}

/** Deletes the post; answers its cover (for the caller to remove). */
export async function deleteBlog(
  db: Db,
  id: number,
  actor: BlogActor,
): Promise<{ coverImage: string | null }> {
  await changeablePost(db, id, actor);
  const [deleted] = await db
    .delete(blogs)
    .where(eq(blogs.id, id))
    .returning({ coverImage: blogs.coverImage });
  if (!deleted) throw unknownPost(id);
  invalidatePublicCache(db, 'blogs');
  return deleted;
}

/** The storage key of an uploaded cover's path (/api/media/{key}.{ext}); null for anything else. */
export function coverKey(coverImage: string | null): string | null {
  const match = coverImage && new RegExp(`^${MEDIA_PATH}/([0-9a-f-]{36})\\.(png|jpg|webp)$`).exec(coverImage);
  return match ? (match[1] ?? null) : null;
}
