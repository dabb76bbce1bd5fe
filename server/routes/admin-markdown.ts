// POST /api/admin/markdown/preview: the editors' live preview, rendered and sanitised exactly as published.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markdownPreviewAnswerSchema, markdownPreviewSchema } from '../../contracts/admin-markdown';
import { MARKDOWN_PREVIEW_PATH } from '../../contracts/api-paths';
import { ALL_STAFF } from '../../contracts/roles';
import { renderForSaving } from '../markdown/stored-html';

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
