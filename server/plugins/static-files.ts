// The built site's files. Fingerprinted assets (dist/assets/) are looked up per request, so the files of a
// rebuild are served without a restart; they never change, so browsers keep them a year. Every other file
// (icons, images, videos from public/) is listed once at start-up: asked for with its current version in the
// address (`/logo.svg?v=…`, as the pages name them: contracts/public-files.ts) it is kept a year too, a changed
// file having another address; asked for without it, revalidated after 5 minutes. Both send the brotli or gzip
// copy the build wrote beside a file when the request accepts it (with Vary: Accept-Encoding); a file without
// one goes as it is. Dot folders (.prerendered, .ssr) are never files.
import { readdirSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_VERSION_PARAM } from '../../contracts/public-files';
import { contentVersion } from '../http/content-version';
import { ENCODING_SUFFIX } from '../http/encoded-body';
import { registerPublicPlugin } from './route-access';

const ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATED = 'public, max-age=300';
/** The endings of the brotli and gzip copies the build writes beside a file. */
const COPY_SUFFIXES = Object.values(ENCODING_SUFFIX);
/** An asset's name: one segment of letters, digits, `_` and `-`, dots only between them (no `..`, no `/`). */
export const isAssetName = (name: string) => /^[\w-]+(?:\.[\w-]+)*$/.test(name);
/** Source maps are never public, even when a build (or an older kept one) left some (docs/decisions/0011). */
const isSourceMap = (name: string) => name.toLowerCase().endsWith('.map');

const shared = { preCompressed: true, index: false, cacheControl: false } as const;

/** What every file says: how long it may be kept, and that its body depends on Accept-Encoding (a file may be
 * sent as its brotli or gzip copy, so a cache must not hand one encoding to a client that asked for another). */
function fileHeaders(response: Pick<SetHeadersResponse, 'setHeader'>, cacheControl: string) {
  response.setHeader('cache-control', cacheControl);
  response.setHeader('vary', 'accept-encoding');
}

/**
 * `/assets/*`: a route of ours that hands a well-formed name to @fastify/static's sendFile. Its own wildcard
 * route lists the folder on every request to check the name's spelling (for case-insensitive file systems),
 * and the folder holds two builds' files with their copies: that cost more CPU per asset than sending it
 * (docs/decisions/0030). Here a name is one segment of the fingerprinted kind, or not found; a source map is
 * refused in any spelling.
 */
async function assets(scope: FastifyInstance, { root }: { root: string }) {
  await scope.register(fastifyStatic, {
    ...shared,
    root: path.join(root, ASSETS_DIR),
    serve: false,
    setHeaders: (response) => fileHeaders(response, IMMUTABLE),
  });
  scope.get<{ Params: { '*': string } }>(
    `/${ASSETS_DIR}/*`,
    { config: { access: 'public' }, schema: { hide: true } },
    (request, reply) => {
      const name = request.params['*'];
      if (!isAssetName(name) || isSourceMap(name)) return reply.callNotFound();
      return reply.sendFile(name);
    },
  );
}

/**
 * The files beside the assets (public/'s, as built), each file's path with its version (a megabyte or two). The
 * assets' folder (over a thousand files with their copies) and the dot folders are not walked: listing them
 * was most of the time (decision 0070).
 */
function fileVersions(root: string, dir = root, versions = new Map<string, string>()): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.name.startsWith('.') || file === path.join(root, ASSETS_DIR)) continue;
    if (entry.isDirectory()) fileVersions(root, file, versions);
    else if (
      entry.isFile() &&
      !file.endsWith('.html') &&
      !COPY_SUFFIXES.some((suffix) => file.endsWith(suffix))
    )
      versions.set(file, contentVersion(readFileSync(file)));
  }
  return versions;
}

/** Whether the request named the file with its current version. */
function askedWithVersion(response: SetHeadersResponse, version: string | undefined) {
  const url = (response as unknown as ServerResponse).req?.url ?? '';
  return (
    version !== undefined && new URL(url, 'http://file').searchParams.get(PUBLIC_VERSION_PARAM) === version
  );
}

export const staticFilesPlugin = fp<{ root: string }>(
  async function staticFiles(app: FastifyInstance, { root }) {
    const versions = fileVersions(root);
    await app.register(assets, { root });
    // In a scope that declares its routes public: @fastify/static's cannot say so themselves (route-access.ts).
    await registerPublicPlugin(app, fastifyStatic, {
      ...shared,
      decorateReply: false,
      allowedPath: (pathName: string) => !isSourceMap(pathName),
      root,
      wildcard: false,
      // The compressed copies are sent in place of their file, not as addresses of their own.
      globIgnore: [`${ASSETS_DIR}/**`, ...COPY_SUFFIXES.map((suffix) => `**/*${suffix}`)],
      setHeaders(response, filePath) {
        if (filePath.endsWith('.html')) fileHeaders(response, 'no-cache');
        else {
          // The file's own path, also when its brotli or gzip copy is sent in its place.
          const suffix = COPY_SUFFIXES.find((copy) => filePath.endsWith(copy)) ?? '';
          const version = versions.get(filePath.slice(0, filePath.length - suffix.length));
          fileHeaders(response, askedWithVersion(response, version) ? IMMUTABLE : REVALIDATED);
        }
      },
    });
  },
  { name: 'static-files' },
);
