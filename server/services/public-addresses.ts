// What the public job and post addresses can name, read whole for the server's set of known pages
// (ssr/known-pages.ts): one narrow read per change of careers or blogs, so that an address naming nothing is
// told apart in memory, without a query or a render (docs/decisions/0042).
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { blogs, careers } from '../db/schema';

/** Every job's id: an open job has its page, a closed one a page that says so. */
export async function careerIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: careers.id }).from(careers);
  return rows.map((row) => row.id);
}

/** Every post published or scheduled, with the time it is (or goes) out. */
export async function publishedBlogAddresses(
  db: Db,
): Promise<{ id: number; slug: string; publishedAt: Date | null }[]> {
  return db
    .select({ id: blogs.id, slug: blogs.slug, publishedAt: blogs.publishedAt })
    .from(blogs)
    .where(and(eq(blogs.status, 'PUBLISHED'), isNotNull(blogs.publishedAt)));
}
