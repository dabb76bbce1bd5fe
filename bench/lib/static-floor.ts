// The static floor of a page for npm run perf: the same server HTML with every script and module preload
// removed, compressed as the real server compresses it, and every other request (styles, images, fonts)
// passed through to the real server untouched. What Lighthouse measures here is what the page costs
// before any JavaScript: the figure the real page is compared with, in the same run.
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The page without scripts: inline and external `<script>` elements and `modulepreload` links. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

function forwardedHeaders(headers: IncomingHttpHeaders) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));
}

export interface StaticFloor {
  baseUrl: string;
  close(): Promise<void>;
}

/** A loopback server in front of `origin`: documents lose their scripts, everything else passes. */
export function startStaticFloor(origin: string): Promise<StaticFloor> {
  const target = new URL(origin);
  const server = createServer((incoming, outgoing) => {
    const isDocument = (incoming.headers.accept ?? '').includes('text/html');
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        // A document is read plain to be rewritten, then compressed here; the rest keeps its encoding.
        headers: {
          ...forwardedHeaders(incoming.headers),
          ...(isDocument && { 'accept-encoding': 'identity' }),
        },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!isDocument || !type.startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, forwardedHeaders(answer.headers));
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = withoutScripts(Buffer.concat(chunks).toString('utf8'));
          const brotli = String(incoming.headers['accept-encoding'] ?? '').includes('br');
          const body = brotli ? brotliCompressSync(html) : gzipSync(html);
          const { etag: _etag, 'content-encoding': _encoding, ...headers } = forwardedHeaders(answer.headers);
          outgoing.writeHead(answer.statusCode ?? 502, {
            ...headers,
            'content-encoding': brotli ? 'br' : 'gzip',
            'content-length': body.length,
          });
          outgoing.end(body);
        });
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
}
