// How posts are presented: dates in British style, and a cover for posts that have none.
import type { BlogSummary } from '#contracts/blogs.ts';
import { publicFile } from '#contracts/public-files.ts';

// In UTC, not the reader's zone: the server renders the same date the browser then hydrates.
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatPostDate = (iso: string) => dateFormat.format(new Date(iso));

/** The illustration of the practice a post is about, matched on its tags. */
const practiceImages: [RegExp, string, string][] = [
  [/education|universit|admission|visa|study/i, '/images/why-education.webp', 'Planning studies abroad'],
  [/hr|payroll|recruit|hiring|compliance/i, '/images/why-hr.webp', 'People and recruitment'],
  [/marketing|seo|social|content|ppc/i, '/images/why-digital.webp', 'Digital marketing results'],
  [/web|design|site/i, '/images/why-web.webp', 'Website design on every screen'],
];

export function postCover(post: Pick<BlogSummary, 'coverImage' | 'coverAlt' | 'tags' | 'title'>) {
  if (post.coverImage) return { src: post.coverImage, alt: post.coverAlt ?? '' };
  const tags = post.tags.join(' ');
  const match = practiceImages.find(([pattern]) => pattern.test(tags));
  // A stand-in illustration adds nothing for screen readers: the title says what the post is about.
  return { src: publicFile(match?.[1] ?? '/images/why-about.webp'), alt: '' };
}
