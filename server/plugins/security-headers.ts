// Browser hardening headers on every answer. A route that sets its own (media: a stricter CSP) keeps them.
// Scripts only from this origin, and the inline scripts of the server-rendered pages by their hashes (the
// header and footer hiding rule, contracts/site-chrome.ts; the islands boot script, contracts/islands-boot.ts);
// their JSON-LD and handed-over answers are data blocks, which CSP does not govern (decisions 0006, 0013).
// Styles allow inline because Mantine injects <style> elements and style attributes. HSTS only when a trusted proxy says the request was https.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ISLANDS_BOOT_SCRIPT } from '../../contracts/islands-boot';
import { SITE_CHROME_SCRIPT } from '../../contracts/site-chrome';
import type { Config } from '../config';

/** The CSP source that allows exactly this inline script. */
export const scriptHashSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/** The Content-Security-Policy for this server; `connectOrigins` are the API hosts the SPA may call. */
export function contentSecurityPolicy(connectOrigins: readonly string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", scriptHashSource(SITE_CHROME_SCRIPT), scriptHashSource(ISLANDS_BOOT_SCRIPT)],
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
    // Worked out once: this runs on every answer.
    const fixed = Object.entries(securityHeaderValues(app.config));
    const { trustProxy } = app.config;

    // onSend runs for every answer, errors and not-found included, after the route set its own headers.
    // A callback hook, not an async one: no promise per answer (docs/decisions/0054).
    app.addHook('onSend', (request, reply, payload, done) => {
      for (const [name, value] of fixed) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      // request.protocol reads X-Forwarded-Proto only when trustProxy is on; otherwise it is the socket's.
      if (trustProxy && request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
