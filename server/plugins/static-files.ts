// The built site's files. Fingerprinted assets (dist/assets/) are looked up per request, so the files of a
// rebuild are served without a restart; they never change, so browsers keep them a year. Every other file
// (icons, images, videos from public/) is listed once at start-up and revalidated after 5 minutes. Both
// send the brotli or gzip copy the build wrote beside a file when the request accepts it (with
// Vary: Accept-Encoding); a file without one goes as it is. Dot folders (.prerendered, .ssr) are never files.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ENCODING_SUFFIX } from '../http/encoded-body';
import { registerPublicPlugin } from './route-access';

const ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const staticFilesPlugin = fp<{ root: string }>(
  async function staticFiles(app: FastifyInstance, { root }) {
    const shared = {
      preCompressed: true,
      index: false,
      cacheControl: false,
      decorateReply: false,
      // Source maps are never public, even when a build (or an older kept one) left some (docs/decisions/0011).
      allowedPath: (pathName: string) => !pathName.endsWith('.map'),
    } as const;
    // Each in a scope that declares its routes public: they cannot say so themselves (route-access.ts).
    await registerPublicPlugin(app, fastifyStatic, {
      ...shared,
      root: path.join(root, ASSETS_DIR),
      prefix: `/${ASSETS_DIR}/`,
      wildcard: true,
      setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
    });
    await registerPublicPlugin(app, fastifyStatic, {
      ...shared,
      root,
      wildcard: false,
      // The compressed copies are sent in place of their file, not as addresses of their own.
      globIgnore: [`${ASSETS_DIR}/**`, ...Object.values(ENCODING_SUFFIX).map((suffix) => `**/*${suffix}`)],
      setHeaders(reply, filePath) {
        reply.header('cache-control', filePath.endsWith('.html') ? 'no-cache' : 'public, max-age=300');
      },
    });
  },
  { name: 'static-files' },
);
