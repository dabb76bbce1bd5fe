// Serves the built site: real files as files; every other page request (the errors plugin's not-found
// handler calls sendSpaPage) gets its HTML by page-routes.ts: staff pages the client-only index.html,
// static pages their prerendered HTML, careers and blog pages HTML rendered now (decision 0006). A build
// without the SSR bundle and prerendered pages (or a failed render) falls back to index.html for all.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { createPageRenderer } from '../ssr/page-renderer';
import { PRERENDERED_DIR, pageAnswerFor } from '../ssr/page-routes';
import { registerPublicPlugin } from './route-access';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers reply.request (a GET or HEAD for a page, not a file) with that page's HTML. */
    sendSpaPage(reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
  }
}

const HTML = 'text/html; charset=utf-8';

export const spaPlugin = fp<{ root: string }>(
  async function spa(app: FastifyInstance, { root }) {
    const sending = {
      root,
      index: false,
      cacheControl: false,
      setHeaders(reply: FastifyReply, filePath: string) {
        // Vite fingerprints everything under assets/, so those files never change; HTML always revalidates.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        const html = filePath.endsWith('.html');
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : html ? 'no-cache' : 'public, max-age=300',
        );
      },
    } satisfies FastifyStaticOptions;
    // Here, reply.sendFile for the pages below; no routes.
    await app.register(fastifyStatic, { ...sending, serve: false });
    // One public route per built file, in a scope that declares them public (they cannot say so themselves).
    await registerPublicPlugin(app, fastifyStatic, { ...sending, wildcard: false, decorateReply: false });
    const renderer = await createPageRenderer(app, root);
    const prerendered = (file: string) => existsSync(path.join(root, PRERENDERED_DIR, file));
    const sendShell = (reply: FastifyReply) => reply.type(HTML).sendFile('index.html');

    async function sendPage(reply: FastifyReply): Promise<FastifyReply> {
      const url = reply.request.url;
      const pathname = url.split('?')[0] ?? '/';
      // One address per page: /about-us/ is /about-us.
      if (pathname.length > 1 && pathname.endsWith('/')) {
        return reply.redirect(pathname.replace(/\/+$/, '') + url.slice(pathname.length), 301);
      }
      const answer = pageAnswerFor(pathname);
      if (answer.kind === 'prerendered' && prerendered(answer.file)) {
        return reply
          .code(answer.status)
          .type(HTML)
          .header('cache-control', 'no-cache')
          .sendFile(path.join(PRERENDERED_DIR, answer.file));
      }
      if (answer.kind === 'rendered' && renderer) {
        try {
          const page = await renderer.render(url);
          if (page.type === 'redirect') return reply.redirect(page.location, page.status);
          return reply.code(page.status).type(HTML).header('cache-control', 'no-cache').send(page.html);
        } catch (error) {
          // The page still works: the browser renders it from the shell.
          reply.request.log.error({ err: error }, 'server rendering failed; sending the client-only page');
        }
      }
      return sendShell(reply);
    }
    app.decorate('sendSpaPage', sendPage);
  },
  { name: 'spa' },
);
