// A small load balancer on loopback for trying several servers here (npm run cluster, the fault test):
// http-proxy in front, round robin over the servers whose readiness check (GET /api/health) answers 200,
// checked every CHECK_EVERY_MS. A server that refuses a connection is taken out at once; a GET or HEAD it
// could not take goes to the next server, anything else answers 502 (the client may retry: the server
// never saw it). Production uses a real balancer (README); `npm run cluster` and the fault test use HAProxy
// when it is installed (proxy.ts, docs/decisions/0060); this one only has to behave like one.
import { Agent, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import httpProxy from 'http-proxy';

const CHECK_EVERY_MS = 500;
/** A readiness check may take this long on a busy machine: a slow server is not a dead one. */
const CHECK_TIMEOUT_MS = 5000;
/** Failed checks in a row before a server is taken out (a refused connection takes it out at once). */
const CHECK_FALL = 2;
/**
 * Idle connections from clients: announced as this (Keep-Alive: timeout=5), kept twice as long. The
 * servers' own header (timeout=72) is about their connection to us, not the client's: passed on, it made
 * clients reuse connections this balancer had closed after 5 s (docs/decisions/0060).
 */
const ANNOUNCED_KEEP_ALIVE_S = 5;

export interface Upstream {
  url: string;
  ready: boolean;
  failedChecks: number;
}

export interface Balancer {
  url: string;
  upstreams: Upstream[];
  close(): Promise<void>;
}

async function isReady(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
}

export async function startBalancer(urls: string[], port = 0): Promise<Balancer> {
  const upstreams: Upstream[] = urls.map((url) => ({ url, ready: true, failedChecks: 0 }));
  // Connections to the servers are kept open and reused, as a real balancer's are.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const proxy = httpProxy.createProxyServer({ xfwd: true, proxyTimeout: 200_000, agent });
  proxy.on('proxyRes', (proxyRes) => {
    proxyRes.headers['keep-alive'] = `timeout=${ANNOUNCED_KEEP_ALIVE_S}`;
  });
  let next = 0;

  const pick = (tried: Set<string>) => {
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[(next + i) % upstreams.length];
      if (upstream?.ready && !tried.has(upstream.url)) {
        next = (next + i + 1) % upstreams.length;
        return upstream;
      }
    }
    return undefined;
  };

  const forward = (req: IncomingMessage, res: ServerResponse, tried: Set<string>) => {
    const upstream = pick(tried);
    if (!upstream) {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"error":{"code":"internal","message":"No server is ready to take the request."}}');
      return;
    }
    tried.add(upstream.url);
    proxy.web(req, res, { target: upstream.url }, (error: NodeJS.ErrnoException) => {
      const refused = error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET';
      if (error.code === 'ECONNREFUSED') upstream.ready = false;
      const idempotent = req.method === 'GET' || req.method === 'HEAD';
      if (refused && idempotent && !res.headersSent) return forward(req, res, tried);
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end('{"error":{"code":"internal","message":"The server went away while answering."}}');
      } else res.destroy();
    });
  };

  const server: Server = createServer((req, res) => forward(req, res, new Set()));
  server.keepAliveTimeout = ANNOUNCED_KEEP_ALIVE_S * 2 * 1000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  let checking = false;
  const checks = setInterval(() => {
    if (checking) return;
    checking = true;
    void Promise.all(
      upstreams.map(async (upstream) => {
        const ready = await isReady(upstream.url);
        upstream.failedChecks = ready ? 0 : upstream.failedChecks + 1;
        upstream.ready = ready || (upstream.ready && upstream.failedChecks < CHECK_FALL);
      }),
    ).finally(() => {
      checking = false;
    });
  }, CHECK_EVERY_MS);
  checks.unref();

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upstreams,
    async close() {
      clearInterval(checks);
      proxy.close();
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
