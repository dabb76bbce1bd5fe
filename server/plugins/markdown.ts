// app.markdown: the staff markdown renderer, on a thread of its own with a time budget (docs/decisions/0011).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMarkdownRenderer, type MarkdownRenderer } from '../markdown/markdown-renderer';

declare module 'fastify' {
  interface FastifyInstance {
    markdown: MarkdownRenderer;
  }
}

export const markdownPlugin = fp(
  async function markdown(app: FastifyInstance) {
    const renderer = createMarkdownRenderer();
    app.decorate('markdown', renderer);
    app.addHook('onClose', () => renderer.close());
  },
  { name: 'markdown' },
);
