// Serves the built SPA: real files as files; the errors plugin's not-found handler sends index.html
// for every other non-API page request.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    sendSpaIndex(reply: FastifyReply): FastifyReply;
  }
}

export const spaPlugin = fp<{ root: string }>(
  async function spa(app: FastifyInstance, { root }) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those files never change; index.html always revalidates.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        const html = filePath.endsWith('.html');
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : html ? 'no-cache' : 'public, max-age=300',
        );
      },
    });
    app.decorate('sendSpaIndex', (reply: FastifyReply) =>
      reply.type('text/html; charset=utf-8').sendFile('index.html'),
    );
  },
  { name: 'spa' },
);
