// Serves the built site: real files as files (static-files.ts); every other page request (the errors
// plugin's not-found handler calls sendSpaPage) gets its HTML by page-routes.ts: staff pages the client-only
// index.html, static pages their prerendered HTML, careers and blog pages HTML rendered now (decision 0006),
// but a job or post that does not exist the prerendered not-found page, unrendered (decision 0042).
// A build without the SSR bundle and prerendered pages (or a failed render) falls back to index.html for all,
// as does a render past the client's budget.
// All HTML is sent from memory, in the coding the request accepts best, tagged, and revalidated with a 304.
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type EncodedBody, encodeBody } from '../http/encoded-body';
import { sendEncoded } from '../http/send-encoded';
import { knownPages } from '../ssr/known-pages';
import { createPageRenderer } from '../ssr/page-renderer';
import {
  isPersonalPage,
  NOT_FOUND_SAMPLE,
  PERSONAL_PAGE_HEADERS,
  pageAnswerFor,
  prerenderedFile,
} from '../ssr/page-routes';
import { loadHtmlFile, loadPrerenderedPages, notFoundPageAt } from '../ssr/prerendered-pages';
import { trailingSlashAnswer } from '../ssr/trailing-slash';
import { staticFilesPlugin } from './static-files';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers reply.request (a GET or HEAD for a page, not a file) with that page's HTML. */
    sendSpaPage(reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  }
}

const HTML = 'text/html; charset=utf-8';

/**
 * Pages always revalidate (no-cache): a rebuild or a new job must show at the next visit. A personal page
 * keeps the no-store it was given.
 */
function sendHtml(reply: FastifyReply, status: number, body: EncodedBody): FastifyReply {
  reply.code(status);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
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
    const known = knownPages(app.database.db);
    const notFoundPage = prerendered.get(prerenderedFile(NOT_FOUND_SAMPLE))?.identity.bytes.toString('utf8');

    /** An unknown job or post: the prerendered not-found page, handed over for this address (decision 0042). */
    async function sendNotFoundAt(reply: FastifyReply): Promise<FastifyReply> {
      if (!notFoundPage) return sendHtml(reply, 404, shell);
      return sendHtml(reply, 404, await encodeBody(notFoundPageAt(notFoundPage, reply.request.url)));
    }

    async function sendPage(reply: FastifyReply): Promise<FastifyReply> {
      const url = reply.request.url;
      const pathname = url.split('?')[0] ?? '/';
      // Before the redirect too: the address it leads to is as secret as the page (decision 0042).
      if (isPersonalPage(pathname)) reply.headers(PERSONAL_PAGE_HEADERS);
      const slash = trailingSlashAnswer(url);
      if (slash.kind === 'redirect') return reply.redirect(slash.location, 301);
      const answer = slash.kind === 'not-found' ? pageAnswerFor(NOT_FOUND_SAMPLE) : pageAnswerFor(pathname);
      const page = answer.kind === 'prerendered' ? prerendered.get(answer.file) : undefined;
      if (answer.kind === 'prerendered' && page) return sendHtml(reply, answer.status, page);
      if (answer.kind === 'rendered' && renderer) {
        try {
          if (answer.subject && !(await known.has(answer.subject))) return await sendNotFoundAt(reply);
          const rendered = await renderer.render(url, reply.request.ip);
          if (rendered.type === 'redirect') return reply.redirect(rendered.location, rendered.status);
          if (rendered.type === 'page') return sendHtml(reply, rendered.status, rendered.body);
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
