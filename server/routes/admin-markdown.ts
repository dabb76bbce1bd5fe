// POST /api/admin/markdown/preview: the editors' live preview, rendered and sanitised exactly as published.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MARKDOWN_PREVIEW_PATH,
  markdownPreviewAnswerSchema,
  markdownPreviewSchema,
} from '../../contracts/admin-markdown';
import { renderForSaving } from '../markdown/stored-html';
import { ALL_STAFF } from '../plugins/auth';

export const adminMarkdownRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    MARKDOWN_PREVIEW_PATH,
    {
      config: { access: ALL_STAFF },
      schema: { body: markdownPreviewSchema, response: { 200: markdownPreviewAnswerSchema } },
    },
    async (request) => ({ html: await renderForSaving(app.markdown, request.body.markdown, 'markdown') }),
  );
};
