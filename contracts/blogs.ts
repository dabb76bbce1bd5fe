// Published blog posts as the public API answers them (GET /api/blogs, GET /api/blogs/:idOrSlug).
import { z } from 'zod';

export const blogSummarySchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Site path or absolute URL of the cover image; null when the post has none. */
  coverImage: z.string().nullable(),
  coverAlt: z.string().nullable(),
  tags: z.array(z.string()),
  /** ISO 8601. */
  publishedAt: z.string(),
  /** Estimated at 200 words a minute, at least 1. */
  readingMinutes: z.number().int().positive(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

/** Newest first. */
export const blogListSchema = z.array(blogSummarySchema);

export const blogPostSchema = blogSummarySchema.extend({
  /** The markdown body rendered to HTML and sanitised with an allow-list on the server. */
  html: z.string(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A post is addressed by its id (as in /blogs/{id}) or by its slug. */
export const blogRefParamsSchema = z.object({
  idOrSlug: z.string().trim().min(1, 'Give a post id or slug.').max(200, 'That post address is too long.'),
});
