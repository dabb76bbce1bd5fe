// A body kept in memory together with its brotli and gzip forms, each with its own tag, so an answer sent
// many times is compressed once: prerendered pages (compressed at build time), rendered pages and the
// public API answers (compressed when cached). Bodies too small to gain are kept as they are.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentEncoding } from './accept-encoding';
import { etagOf } from './etag';

/** Below this, compressing saves less than the headers it costs (the @fastify/compress default too). */
export const COMPRESS_MIN_BYTES = 1024;

/** The file suffix of each coding: how the build names the compressed copies of a file. */
export const ENCODING_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

export interface Representation {
  bytes: Buffer;
  /** A strong tag: each coding of the same body is a representation of its own (RFC 9110 8.8.3). */
  etag: string;
}

export interface EncodedBody {
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
  /** The codings present, best first: worked out once, not per request. */
  encodings: readonly ContentEncoding[];
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A body from bytes compressed elsewhere (the build); a compressed form that is no smaller is dropped. */
export function bodyOf(
  identity: Buffer,
  compressed: Partial<Record<ContentEncoding, Buffer>> = {},
): EncodedBody {
  const etag = etagOf(identity);
  const encodings: ContentEncoding[] = [];
  const body: EncodedBody = { identity: { bytes: identity, etag }, encodings };
  for (const encoding of ['br', 'gzip'] as const) {
    const bytes = compressed[encoding];
    if (bytes && bytes.length < identity.length) {
      body[encoding] = { bytes, etag: `${etag.slice(0, -1)}-${encoding}"` };
      encodings.push(encoding);
    }
  }
  return body;
}

/**
 * Compresses `content` in the thread pool (the event loop keeps answering meanwhile). Brotli quality 5:
 * nearly the size of the maximum in a fraction of its time (docs/decisions/0009), for bodies compressed while
 * the server runs; the build compresses its files at the maximum.
 */
export async function encodeBody(content: string | Buffer): Promise<EncodedBody> {
  const identity = typeof content === 'string' ? Buffer.from(content) : content;
  if (identity.length < COMPRESS_MIN_BYTES) return bodyOf(identity);
  const [br, gzipped] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 6 }),
  ]);
  return bodyOf(identity, { br, gzip: gzipped });
}
