// Serves the built site: real files as files (static-files.ts); every other page request (the errors
// plugin's not-found handler calls sendSpaPage) gets its HTML by page-routes.ts: staff pages the client-only
// index.html, static pages their prerendered HTML, careers and blog pages HTML rendered now (decision 0006).
// A build without the SSR bundle and prerendered pages (or a failed render) falls back to index.html for all.
// All HTML is sent from memory, in the coding the request accepts best, tagged, and revalidated with a 304.
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { EncodedBody } from '../http/encoded-body';
import { sendEncoded } from '../http/send-encoded';
import { createPageRenderer } from '../ssr/page-renderer';
import { isPersonalPage, NOT_FOUND_SAMPLE, PERSONAL_PAGE_HEADERS, pageAnswerFor } from '../ssr/page-routes';
import { loadHtmlFile, loadPrerenderedPages } from '../ssr/prerendered-pages';
import { trailingSlashAnswer } from '../ssr/trailing-slash';
import { staticFilesPlugin } from './static-files';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers reply.request (a GET or HEAD for a page, not a file) with that page's HTML. */
    sendSpaPage(reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  }
}

const HTML = 'text/html; charset=utf-8';

/** Pages always revalidate (no-cache): a rebuild or a new job must show at the next visit. */
function sendHtml(reply: FastifyReply, status: number, body: EncodedBody): FastifyReply {
  reply.code(status).header('cache-control', 'no-cache');
  sendEncoded(reply.request, reply, body, { contentType: HTML, revalidate: status === 200 });
  return reply;
}

export const spaPlugin = fp<{ root: string }>(
  async function spa(app: FastifyInstance, { root }) {
    await app.register(staticFilesPlugin, { root });
    const [shell, prerendered, renderer] = await Promise.all([
      loadHtmlFile(path.join(root, 'index.html')),
      loadPrerenderedPages(root),
      createPageRenderer(app, root),
    ]);

    async function sendPage(reply: FastifyReply): Promise<FastifyReply> {
      const url = reply.request.url;
      const pathname = url.split('?')[0] ?? '/';
      const slash = trailingSlashAnswer(url);
      if (slash.kind === 'redirect') return reply.redirect(slash.location, 301);
      if (isPersonalPage(pathname)) reply.headers(PERSONAL_PAGE_HEADERS);
      const answer = slash.kind === 'not-found' ? pageAnswerFor(NOT_FOUND_SAMPLE) : pageAnswerFor(pathname);
      const page = answer.kind === 'prerendered' ? prerendered.get(answer.file) : undefined;
      if (answer.kind === 'prerendered' && page) return sendHtml(reply, answer.status, page);
      if (answer.kind === 'rendered' && renderer) {
        try {
          const rendered = await renderer.render(url);
          if (rendered.type === 'redirect') return reply.redirect(rendered.location, rendered.status);
          return sendHtml(reply, rendered.status, rendered.body);
        } catch (error) {
          // The page still works: the browser renders it from the shell.
          reply.request.log.error({ err: error }, 'server rendering failed; sending the client-only page');
        }
      }
      return sendHtml(reply, slash.kind === 'not-found' ? 404 : 200, shell);
    }
    app.decorate('sendSpaPage', sendPage);
  },
  { name: 'spa' },
);
