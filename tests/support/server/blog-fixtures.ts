// Posts in the test database, written straight to the table.
import { blogs } from '../../../server/db/schema';
import { invalidatePublicCache } from '../../../server/services/public-cache';
import { getTestDatabase } from './test-database';

/** A published post, out a minute ago unless `publishedAt` says otherwise (a later time schedules it). */
export async function insertPublishedPost(slug: string, publishedAt = new Date(Date.now() - 60_000)) {
  const { db } = await getTestDatabase();
  const [row] = await db
    .insert(blogs)
    .values({ title: `Post ${slug}`, slug, body: 'Hello.', status: 'PUBLISHED', publishedAt })
    .returning();
  if (!row) throw new Error('post not inserted');
  // Tests write straight to the table, so they drop the public cache as the admin screens do.
  invalidatePublicCache(db, 'blogs');
  return row;
}
