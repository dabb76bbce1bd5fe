// Blog posts in the staff area: the editor's form (shared by browser and server), drafts and published
// posts in a searchable list, publish/unpublish, and the cover image upload.
import { z } from 'zod';
import { emptyToNull, pageOf, pagingQuerySchema, positiveIdSchema, requiredText } from './admin-common';
import { isShallowMarkdown, MARKDOWN_NESTING_MESSAGE, MARKDOWN_PREVIEW_MAX } from './admin-markdown';
import { oneLine, plainLines } from './plain-text';
import type { Role } from './roles';
import { blogStatuses } from './value-lists';

export { blogStatuses };
export const blogStatusSchema = z.enum(blogStatuses, 'Please choose DRAFT or PUBLISHED.');
export type BlogStatus = z.infer<typeof blogStatusSchema>;
export const blogStatusLabels: Record<BlogStatus, string> = { DRAFT: 'Draft', PUBLISHED: 'Published' };

export const SLUG_MAX = 100;
export const TAGS_MAX = 8;
export const TAG_MAX = 30;
export const EXCERPT_MAX = 300;
export const META_TITLE_MAX = 70;
export const META_DESCRIPTION_MAX = 160;

/**
 * A slug from a title: accents dropped, lower case, each run of other characters one hyphen, no hyphen
 * at either end. Empty when the title has no Latin letters or digits.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

const SLUG_RULE = 'Use lower-case letters, digits and single hyphens, like “hiring-in-2026”.';

export const slugSchema = z
  .string(SLUG_RULE)
  .trim()
  .min(1, 'Please give the post a slug, or leave it to be made from the title.')
  .max(SLUG_MAX, `Please keep the slug under ${SLUG_MAX} characters.`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_RULE)
  // /blogs/{id} takes numbers as ids, so a slug of digits alone could never be reached.
  .refine((slug) => !/^\d+$/.test(slug), 'A slug needs at least one letter (numbers alone are post ids).');

export const coverImageSchema = z
  .string()
  .regex(
    /^\/api\/media\/[0-9a-f-]{36}\.(png|jpg|webp)$/,
    'Upload the cover image here; links to other sites are not used as covers.',
  );

const tagSchema = oneLine(
  z
    .string()
    .trim()
    .min(2, 'Each tag needs at least 2 characters.')
    .max(TAG_MAX, `Please keep each tag under ${TAG_MAX} characters.`),
  'tag',
);

/** POST /api/admin/blogs and PUT /api/admin/blogs/{id}. An empty slug is made from the title. */
export const blogFormSchema = z
  .object({
    title: oneLine(
      requiredText(3, 150, 'Please enter the title.', 'Please keep the title under 150 characters.'),
      'title',
    ),
    slug: z.preprocess(emptyToNull, slugSchema.nullable()),
    excerpt: plainLines(
      requiredText(
        20,
        EXCERPT_MAX,
        'Please write a short excerpt (at least 20 characters) for the list and for search results.',
        `Please keep the excerpt under ${EXCERPT_MAX} characters.`,
      ),
      'excerpt',
    ),
    body: plainLines(
      z
        .string('Please write the post.')
        .trim()
        .min(50, 'Please write the post (at least 50 characters).')
        .max(
          MARKDOWN_PREVIEW_MAX,
          `Please keep the post under ${MARKDOWN_PREVIEW_MAX.toLocaleString('en-GB')} characters.`,
        )
        .refine(isShallowMarkdown, MARKDOWN_NESTING_MESSAGE),
      'post',
    ),
    coverImage: z.preprocess(emptyToNull, coverImageSchema.nullable()),
    coverAlt: z.preprocess(
      emptyToNull,
      oneLine(z.string().max(200, 'Please keep the alt text under 200 characters.'), 'alt text').nullable(),
    ),
    tags: z
      .array(tagSchema, 'Tags must be a list.')
      .max(TAGS_MAX, `Please use at most ${TAGS_MAX} tags.`)
      .transform((tags) => [...new Map(tags.map((tag) => [tag.toLowerCase(), tag])).values()]),
    metaTitle: z.preprocess(
      emptyToNull,
      oneLine(
        z.string().max(META_TITLE_MAX, `Search engines show about ${META_TITLE_MAX} characters of a title.`),
        'meta title',
      ).nullable(),
    ),
    metaDescription: z.preprocess(
      emptyToNull,
      z
        .string()
        .max(
          META_DESCRIPTION_MAX,
          `Search engines show about ${META_DESCRIPTION_MAX} characters of a description.`,
        )
        .nullable(),
    ),
  })
  .superRefine((post, ctx) => {
    if (post.coverImage && !post.coverAlt) {
      ctx.addIssue({
        code: 'custom',
        path: ['coverAlt'],
        message: 'Please describe the cover image for people who cannot see it.',
      });
    }
  });
export type BlogFormInput = z.input<typeof blogFormSchema>;
export type BlogForm = z.output<typeof blogFormSchema>;

/** GET /api/admin/blogs. */
export const blogListQuerySchema = pagingQuerySchema.extend({ status: blogStatusSchema.optional() });
export type BlogListQuery = z.input<typeof blogListQuerySchema>;

export const adminBlogRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  status: blogStatusSchema,
  tags: z.array(z.string()),
  coverImage: z.string().nullable(),
  author: z.string().nullable(),
  /** The staff account that wrote the post; null once that account is gone. */
  authorId: z.number().int().nullable(),
  /** ISO 8601; null until first published. */
  publishedAt: z.string().nullable(),
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type AdminBlogRow = z.infer<typeof adminBlogRowSchema>;
export const adminBlogPageSchema = pageOf(adminBlogRowSchema);

/** GET /api/admin/blogs/{id}: the form's fields and the sanitised HTML of the body. */
export const adminBlogSchema = adminBlogRowSchema.extend({
  excerpt: z.string(),
  body: z.string(),
  html: z.string(),
  coverAlt: z.string().nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
});
export type AdminBlog = z.infer<typeof adminBlogSchema>;

export const blogIdParamsSchema = z.object({ id: positiveIdSchema('post id') });

// ---------------------------------------------------------------------------------------------------
// Cover images: POST /api/admin/blogs/cover (multipart, field "cover"), served from GET /api/media/{file}.

export const COVER_FIELD = 'cover';
export const COVER_MAX_BYTES = 2 * 1024 * 1024;
export const coverFormats = [
  { extension: 'png', contentType: 'image/png', label: 'PNG' },
  { extension: 'jpg', contentType: 'image/jpeg', label: 'JPEG' },
  { extension: 'webp', contentType: 'image/webp', label: 'WebP' },
] as const;
export type CoverExtension = (typeof coverFormats)[number]['extension'];
export const COVER_ACCEPT = coverFormats.map((format) => format.contentType).join(',');

export const coverMessages = {
  missing: 'Please choose an image (PNG, JPEG or WebP, up to 2 MB).',
  empty: 'The chosen file is empty. Please choose a PNG, JPEG or WebP image.',
  tooLarge: 'The image is larger than 2 MB. Please choose a smaller PNG, JPEG or WebP image.',
  wrongType: 'This file is not a PNG, JPEG or WebP image (we check the content, not the name).',
} as const;

/** What is wrong with a chosen image before it is sent (by size and type; the server checks the content). */
export function coverFileProblem(
  file: { size: number; type: string } | null | undefined,
): string | undefined {
  if (!file) return coverMessages.missing;
  if (file.size === 0) return coverMessages.empty;
  if (file.size > COVER_MAX_BYTES) return coverMessages.tooLarge;
  if (!coverFormats.some((format) => format.contentType === file.type)) return coverMessages.wrongType;
  return undefined;
}

export const coverUploadedSchema = z.object({ coverImage: coverImageSchema });
export type CoverUploaded = z.infer<typeof coverUploadedSchema>;

export const mediaParamsSchema = z.object({
  file: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp)$/, 'There is no such image.'),
});

/**
 * Who may edit, publish, unpublish or delete a post: its author and admins (docs/decisions/0011). Every
 * member of staff writes posts and reads everyone's, but nobody else's unfinished draft goes out in their name.
 */
export const mayChangePost = (actor: { id: number; role: Role }, post: { authorId: number | null }) =>
  actor.role === 'ADMIN' || (post.authorId !== null && post.authorId === actor.id);

export const POST_OWNER_ONLY_MESSAGE = 'Only the author of this post or an administrator can change it.';
