// The server's log: one JSON line per event (pino, through Fastify). Requests are logged as method, path,
// client address and status only: headers (Authorization, Cookie) and bodies (passwords, résumés) are never
// serialised; secrets in a path (the status page's token) or a query string, notes about a person in a query
// string, a failed query's parameters, and anything under a secret-sounding key of what is logged by hand are
// replaced by "[redacted]" (docs/decisions/0042).
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** Keys whose values are never written, at the top of a log object or one level down. */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'oneTimePassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'jwt',
  'secret',
  'jwtSecret',
  'authorization',
  'cookie',
  '["set-cookie"]',
  'headers',
  'body',
  'payload',
  'resume',
  'params',
];

const REDACT_PATHS = SECRET_KEYS.flatMap((key) =>
  key.startsWith('[') ? [key, `*${key}`] : [key, `*.${key}`],
);

/**
 * Query parameters whose values are secrets, whatever route they reach, or words about a person (a move's
 * note, which the required call sends in the query: docs/requirements.md#api-move).
 */
const SECRET_QUERY = /^(token|access_token|jwt|password|secret|key|signature|code|note)$/i;

/**
 * Path segments that are secrets: the applicant's status-page token, in the API's paths and the page's
 * (`…/my-application/{token}`, `…/{token}/withdraw`); `links` is the API's own word there, not a token.
 */
const SECRET_SEGMENT = /^(\/+(?:api\/+)?my-application\/+)(?!links(?:\/|$))[^/]+/i;

const CENSORED = encodeURIComponent(REDACTED);

/** The path and query, with secret path segments and the values of secret-looking query parameters censored. */
export function safeUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(SECRET_SEGMENT, `$1${CENSORED}`);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is kept as sent
      }
      return SECRET_QUERY.test(decoded) ? `${name}=${CENSORED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
}

/**
 * An error as type, message, stack and code. A failed database query (Drizzle) puts its parameters,
 * the values people sent, into its message: they are cut out of message and stack alike.
 */
export function serializeError(error: unknown): LoggedError | unknown {
  if (!(error instanceof Error)) return error;
  const withParams = error as Error & {
    params?: unknown;
    query?: unknown;
    code?: unknown;
    statusCode?: unknown;
  };
  let message = error.message;
  let stack = error.stack ?? '';
  if (withParams.params !== undefined) {
    const safe = typeof withParams.query === 'string' ? `Failed query: ${withParams.query}` : 'Failed query';
    stack = stack.replace(message, `${safe}\nparams: ${REDACTED}`);
    message = `${safe}\nparams: ${REDACTED}`;
  }
  const cause =
    error.cause instanceof Error
      ? `; caused by ${describeCause(error.cause, withParams.params !== undefined)}`
      : '';
  return {
    type: error.name,
    message: message + cause,
    stack,
    ...(withParams.code !== undefined ? { code: withParams.code } : {}),
    ...(withParams.statusCode !== undefined ? { statusCode: withParams.statusCode } : {}),
  };
}

/** A query's cause quotes the offending value (invalid input syntax …: "value"): kept out, its SQLSTATE kept. */
function describeCause(cause: Error, fromQuery: boolean): string {
  const code = (cause as Error & { code?: unknown }).code;
  const message = fromQuery ? cause.message.replace(/: ".*"$/s, `: "${REDACTED}"`) : cause.message;
  return `${cause.name}${code ? ` ${String(code)}` : ''}: ${message}`;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Fastify's logger options; `stream` sends the lines elsewhere than stdout (the tests read them). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: safeUrl(request.url),
        remoteAddress: request.ip,
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
  } as LoggerOptions;
}
