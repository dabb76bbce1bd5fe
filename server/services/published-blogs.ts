// Published posts for the public site: only PUBLISHED posts whose publication time has come.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { BlogPost, BlogSummary } from '../../contracts/blogs';
import type { Db } from '../db/client';
import { blogs } from '../db/schema';
import { markdownToSafeHtml } from './markdown';

const WORDS_PER_MINUTE = 200;
const MAX_ID = 2_147_483_647;

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

export async function listPublishedBlogs(db: Db): Promise<BlogSummary[]> {
  const rows = await db
    .select()
    .from(blogs)
    .where(isPublic())
    .orderBy(desc(blogs.publishedAt), desc(blogs.id));
  return rows.map(summary);
}

/** A published post by id or slug, with its body as sanitised HTML; null for unknown, draft or scheduled. */
export async function findPublishedBlog(db: Db, idOrSlug: string): Promise<BlogPost | null> {
  const byId = /^\d{1,10}$/.test(idOrSlug) && Number(idOrSlug) <= MAX_ID;
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(isPublic(), byId ? eq(blogs.id, Number(idOrSlug)) : eq(blogs.slug, idOrSlug.toLowerCase())))
    .limit(1);
  if (!row) return null;
  return {
    ...summary(row),
    html: markdownToSafeHtml(row.body),
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    updatedAt: row.updatedAt.toISOString(),
  };
}
