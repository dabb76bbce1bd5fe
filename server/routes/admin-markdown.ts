// POST /api/admin/markdown/preview: the editors' live preview, rendered and sanitised exactly as published.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MARKDOWN_PREVIEW_PATH,
  markdownPreviewAnswerSchema,
  markdownPreviewSchema,
} from '../../contracts/admin-markdown';
import { ALL_STAFF } from '../plugins/auth';
import { markdownToSafeHtml } from '../services/markdown';

export const adminMarkdownRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    MARKDOWN_PREVIEW_PATH,
    {
      config: { access: ALL_STAFF },
      schema: { body: markdownPreviewSchema, response: { 200: markdownPreviewAnswerSchema } },
    },
    (request) => ({ html: markdownToSafeHtml(request.body.markdown) }),
  );
};
