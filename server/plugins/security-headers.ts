// Browser hardening headers on every answer. A route that sets its own (media: a stricter CSP) keeps them.
// Scripts only from this origin: index.html and the server-rendered pages carry no inline script (their
// JSON-LD is a data block, which CSP does not govern; decision 0006). Styles allow inline because Mantine
// injects <style> elements and style attributes. HSTS only when a trusted proxy says the request was https.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/** The Content-Security-Policy for this server; `connectOrigins` are the API hosts the SPA may call. */
export function contentSecurityPolicy(connectOrigins: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...connectOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries, also those written to the socket before Fastify has a request. */
export function securityHeaderValues({
  corsOrigins,
  apiOrigin,
}: Pick<Config, 'corsOrigins' | 'apiOrigin'>): Record<string, string> {
  const connectOrigins = [...new Set([...corsOrigins, ...(apiOrigin ? [apiOrigin] : [])])];
  return {
    'content-security-policy': contentSecurityPolicy(connectOrigins),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'cross-origin-opener-policy': 'same-origin',
  };
}

export const securityHeadersPlugin = fp(
  async function securityHeaders(app: FastifyInstance) {
    const fixed = securityHeaderValues(app.config);
    const { trustProxy } = app.config;

    // onSend runs for every answer, errors and not-found included, after the route set its own headers.
    app.addHook('onSend', async (request, reply) => {
      for (const [name, value] of Object.entries(fixed)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      // request.protocol reads X-Forwarded-Proto only when trustProxy is on; otherwise it is the socket's.
      if (trustProxy && request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
