// POST /api/admin/markdown/preview: staff see the very HTML the public page will show (same renderer and
// allow-list), so a preview can never look safer or richer than the published text.
import { z } from 'zod';

export const MARKDOWN_PREVIEW_PATH = '/api/admin/markdown/preview';
export const MARKDOWN_PREVIEW_MAX = 50_000;

export const markdownPreviewSchema = z.object({
  markdown: z
    .string('Send the markdown to preview.')
    .max(MARKDOWN_PREVIEW_MAX, 'The text is too long to preview.'),
});
export const markdownPreviewAnswerSchema = z.object({ html: z.string() });
