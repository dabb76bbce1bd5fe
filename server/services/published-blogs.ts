// Published posts for the public site: only PUBLISHED posts whose publication time has come.
import { and, desc, eq, gt, lte, min, sql } from 'drizzle-orm';
import type { BlogPost, BlogSummary } from '../../contracts/blogs';
import { MAX_ID } from '../../contracts/bounds';
import type { Db } from '../db/client';
import { blogs } from '../db/schema';
import type { MarkdownRenderer } from '../markdown/markdown-renderer';
import { storedHtml } from '../markdown/stored-html';

const WORDS_PER_MINUTE = 200;

export const readingMinutes = (markdown: string) =>
  Math.max(1, Math.round((markdown.match(/\S+/g)?.length ?? 0) / WORDS_PER_MINUTE));

const isPublic = () => and(eq(blogs.status, 'PUBLISHED'), lte(blogs.publishedAt, sql`now()`));

type BlogRow = typeof blogs.$inferSelect;

function summary(row: BlogRow): BlogSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImage: row.coverImage,
    coverAlt: row.coverAlt,
    tags: row.tags,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    readingMinutes: readingMinutes(row.body),
  };
}

/** When the next scheduled post goes live (the list changes then with no write), or null. */
export async function nextScheduledPublication(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(blogs.publishedAt) })
    .from(blogs)
    .where(and(eq(blogs.status, 'PUBLISHED'), gt(blogs.publishedAt, sql`now()`)));
  return row?.at ?? null;
}

export async function listPublishedBlogs(db: Db): Promise<BlogSummary[]> {
  const rows = await db
    .select()
    .from(blogs)
    .where(isPublic())
    .orderBy(desc(blogs.publishedAt), desc(blogs.id));
  return rows.map(summary);
}

type BlogRef = { id: number } | { slug: string };

/** Digits are an id (when one fits), anything else a slug; slugs are stored lower-case. */
function parseBlogRef(idOrSlug: string): BlogRef {
  const byId = /^\d{1,10}$/.test(idOrSlug) && Number(idOrSlug) <= MAX_ID;
  return byId ? { id: Number(idOrSlug) } : { slug: idOrSlug.toLowerCase() };
}

/** One name per post for the ways of writing its address ("7", "007"; any case of the slug). */
export function blogRefKey(idOrSlug: string): string {
  const ref = parseBlogRef(idOrSlug);
  return 'id' in ref ? `id:${ref.id}` : `slug:${ref.slug}`;
}

/** A published post by id or slug, with its body as sanitised HTML; null for unknown, draft or scheduled. */
export async function findPublishedBlog(
  db: Db,
  markdown: MarkdownRenderer,
  idOrSlug: string,
): Promise<BlogPost | null> {
  const ref = parseBlogRef(idOrSlug);
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(isPublic(), 'id' in ref ? eq(blogs.id, ref.id) : eq(blogs.slug, ref.slug)))
    .limit(1);
  if (!row) return null;
  return {
    ...summary(row),
    html: await storedHtml(markdown, row.body, row.bodyHtml, (html) =>
      db.update(blogs).set({ bodyHtml: html }).where(eq(blogs.id, row.id)),
    ),
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    updatedAt: row.updatedAt.toISOString(),
  };
}
