// The public blog endpoints, checked with the contracts' schemas (loaded with the first call, decision 0010);
// an unknown or unpublished post becomes the router's not-found page.
import { notFound } from '@tanstack/react-router';
import { BLOGS_PATH } from '#contracts/api-paths.ts';
import type { BlogPost, BlogSummary } from '#contracts/blogs.ts';
import { fetchChecked, httpStatus } from '#src/lib/api.ts';

const schemas = () => import('#contracts/blogs.ts');

export const fetchBlogs = (): Promise<BlogSummary[]> =>
  fetchChecked(async () => (await schemas()).blogListSchema, BLOGS_PATH);

export async function fetchBlogPost(idOrSlug: string): Promise<BlogPost> {
  try {
    return await fetchChecked(
      async () => (await schemas()).blogPostSchema,
      `${BLOGS_PATH}/${encodeURIComponent(idOrSlug)}`,
    );
  } catch (error) {
    if (httpStatus(error) === 404) throw notFound();
    throw error;
  }
}
