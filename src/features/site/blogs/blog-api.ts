// The public blog endpoints; an unknown or unpublished post becomes the router's not-found page.
import { notFound } from '@tanstack/react-router';
import { FetchError } from 'ofetch';
import type { BlogPost, BlogSummary } from '#contracts/blogs.ts';
import { api } from '#src/lib/api.ts';

export const fetchBlogs = () => api<BlogSummary[]>('/api/blogs');

export async function fetchBlogPost(idOrSlug: string): Promise<BlogPost> {
  try {
    return await api<BlogPost>(`/api/blogs/${encodeURIComponent(idOrSlug)}`);
  } catch (error) {
    if (error instanceof FetchError && error.statusCode === 404) throw notFound();
    throw error;
  }
}
