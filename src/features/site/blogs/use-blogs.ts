// The published posts for the list page, loaded by its route (on the server too); a failure is a state
// the page shows with a retry, not an error page.
import type { BlogSummary } from '#contracts/blogs.ts';
import { fetchBlogs } from './blog-api';

export type BlogsState = { status: 'failed' } | { status: 'loaded'; posts: BlogSummary[] };

export async function loadBlogs(): Promise<BlogsState> {
  try {
    return { status: 'loaded', posts: await fetchBlogs() };
  } catch (error) {
    console.error('The posts could not be loaded:', error);
    return { status: 'failed' };
  }
}
