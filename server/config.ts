// Server configuration from the environment, with the defaults documented in the README.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { firm } from '../contracts/firm';
import { DEFAULT_MAIL_DELIVERY, type MailDelivery } from './mail/mail-queue';
import { parseS3Url } from './storage/s3-storage';

export const DEFAULT_DEMO_PASSWORD = 'MeeraDemo#2026';
/** The retention purge and orphan sweep run at start and then this often. */
export const DEFAULT_MAINTENANCE_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * How long a client may take to send a request (docs/decisions/0011, which works out what the largest
 * résumé needs on a phone's slow upload); other bodies are a few kilobytes.
 */
export interface RequestTimeouts {
  /** Every header has arrived. */
  headersMs: number;
  /** Longest silence on a connection while a request is under way (a stalled upload, a stuck reader). */
  idleMs: number;
  /** The whole request has arrived, uploads included. */
  requestMs: number;
  /** A body that is not an upload has arrived. */
  bodyMs: number;
  /** Uploads one address may have under way at once. */
  uploadsPerAddress: number;
}

export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = {
  headersMs: 15_000,
  idleMs: 30_000,
  requestMs: 180_000,
  bodyMs: 30_000,
  uploadsPerAddress: 3,
};

export interface Config {
  port: number;
  host: string;
  /** Embedded database, resumes, outbox and the generated JWT secret live here. */
  dataDir: string;
  /** postgres://... switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | undefined;
  /** Browser origins allowed to call the API from another host (CORS, never with credentials). */
  corsOrigins: string[];
  jwtSecret: string;
  production: boolean;
  /** Password of the demo staff accounts seeded into an embedded database. */
  demoPassword: string;
  /** Seed demo content on first start (embedded database only, unless asked). */
  seedDemo: boolean;
  /** redis://... moves rate-limit counters to Redis so several processes share them. */
  redisUrl: string | undefined;
  /** S3_URL: résumés and blog covers in S3-compatible object storage; unset keeps them in the database. */
  s3Url: string | undefined;
  /** The built SPA to serve; unset serves the API alone. */
  staticDir: string | undefined;
  logLevel: string;
  /**
   * This server's public address (no trailing slash), for links in e-mails. The sitemap, robots.txt and the
   * pages' canonical links use the firm's site origin from contracts/firm.ts instead.
   */
  publicUrl: string;
  /** smtp(s)://... sends e-mail; unset writes each message as an .eml file into DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The From address of outgoing e-mail. */
  mailFrom: string;
  /** Retries and polling of the outgoing-mail queue (tests shorten them). */
  mailDelivery: MailDelivery;
  /** STAGE_MAIL_DELAY_MINUTES: how long a stage e-mail waits, so a mistaken move can be caught (10). */
  stageMailDelayMinutes: number;
  /** TRUST_PROXY: Fastify's trustProxy (true or the proxy addresses); on, X-Forwarded-Proto https earns HSTS. */
  trustProxy: boolean | string;
  /** The origin of VITE_API_URL when the SPA calls an API on another host: allowed by the CSP's connect-src. */
  apiOrigin: string | undefined;
  /** RETENTION_MONTHS: rejected and no-show applicants are purged this long after their last change; unset keeps them. */
  retentionMonths: number | undefined;
  /** How often the retention purge and the orphan-file sweep run (6 hours); 0 turns them off (tests). */
  maintenanceIntervalMs: number;
  /**
   * Whether this server reads résumés for the talent pool (after each application, and a pass at start):
   * on in every server; the test app turns it off unless a test asks for it, as reading costs CPU.
   */
  readResumes: boolean;
  requestTimeouts: RequestTimeouts;
  /**
   * SHUTDOWN_DRAIN_SECONDS: after SIGTERM, how long the server keeps serving while its readiness answers
   * 503, so a load balancer stops sending before it stops accepting (0: stop accepting at once).
   */
  shutdownDrainMs: number;
  /** SHUTDOWN_GRACE_SECONDS: then how long requests under way may take to finish. */
  shutdownGraceMs: number;
}

/** A setting the operator has to fix; the message says what is wrong and how to put it right, on one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

export async function loadConfig(env: Env = process.env): Promise<Config> {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(
      'DATABASE_URL must start with postgres:// or postgresql://: fix it, or unset it to use the embedded database.',
    );
  }
  const staticDir = path.resolve(env.STATIC_DIR ?? './dist');
  const jwtSecret = await resolveJwtSecret(env.JWT_SECRET, production, dataDir);
  const seedDemo = env.SEED_DEMO ? env.SEED_DEMO === 'true' : !databaseUrl;
  const demoPassword = env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD;
  // The demo password is printed in the README: a public site must not get staff accounts that open with it.
  if (production && seedDemo && (demoPassword === DEFAULT_DEMO_PASSWORD || demoPassword.length < 12)) {
    throw new ConfigError(
      'NODE_ENV=production would seed demo staff accounts with the published demo password: ' +
        'set SEED_DEMO=false, or DEMO_PASSWORD to a private password of 12+ characters.',
    );
  }
  return {
    port: parsePort(env.PORT ?? '8080'),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    jwtSecret,
    production,
    demoPassword,
    seedDemo,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    s3Url: parseS3Setting(env.S3_URL),
    staticDir: existsSync(path.join(staticDir, 'index.html')) ? staticDir : undefined,
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, env.HOST ?? '127.0.0.1', env.PORT ?? '8080'),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || `${firm.name} Careers <${firm.careersEmail}>`,
    mailDelivery: DEFAULT_MAIL_DELIVERY,
    stageMailDelayMinutes: parseMinutes('STAGE_MAIL_DELAY_MINUTES', env.STAGE_MAIL_DELAY_MINUTES, 10),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiOrigin: /^https?:\/\//.test(env.VITE_API_URL?.trim() ?? '')
      ? new URL(env.VITE_API_URL?.trim() ?? '').origin
      : undefined,
    retentionMonths: parseRetentionMonths(env.RETENTION_MONTHS),
    maintenanceIntervalMs: DEFAULT_MAINTENANCE_INTERVAL_MS,
    readResumes: true,
    requestTimeouts: DEFAULT_REQUEST_TIMEOUTS,
    shutdownDrainMs: parseSeconds('SHUTDOWN_DRAIN_SECONDS', env.SHUTDOWN_DRAIN_SECONDS, 0, 0) * 1000,
    shutdownGraceMs: parseSeconds('SHUTDOWN_GRACE_SECONDS', env.SHUTDOWN_GRACE_SECONDS, 30) * 1000,
  };
}

/** Unset or empty: keep applicants forever; otherwise a whole number of months from 1. */
function parseRetentionMonths(value: string | undefined): number | undefined {
  const given = value?.trim() ?? '';
  if (given === '') return undefined;
  const months = Number(given);
  if (!/^\d+$/.test(given) || months < 1 || months > 1200) {
    throw new ConfigError(
      `RETENTION_MONTHS must be a whole number of months from 1 to 1200 (unset keeps applicants forever), got "${given}"`,
    );
  }
  return months;
}

/** A whole number of seconds from `min` to 3600; `fallback` when unset. */
function parseSeconds(name: string, value: string | undefined, fallback: number, min = 1): number {
  const given = value?.trim() ?? '';
  if (given === '') return fallback;
  const seconds = Number(given);
  if (!/^\d+$/.test(given) || seconds < min || seconds > 3600) {
    throw new ConfigError(`${name} must be a whole number of seconds from ${min} to 3600, got "${given}".`);
  }
  return seconds;
}

/** A whole number of minutes from 0 to 1440; `fallback` when unset. */
function parseMinutes(name: string, value: string | undefined, fallback: number): number {
  const given = value?.trim() ?? '';
  if (given === '') return fallback;
  const minutes = Number(given);
  if (!/^\d+$/.test(given) || minutes > 1440) {
    throw new ConfigError(`${name} must be a whole number of minutes from 0 to 1440, got "${given}".`);
  }
  return minutes;
}

/** Unset: files in the database; otherwise an S3 address that parseS3Url understands. */
function parseS3Setting(value: string | undefined): string | undefined {
  const given = value?.trim();
  if (!given) return undefined;
  try {
    parseS3Url(given);
  } catch (error) {
    throw new ConfigError(
      `${(error as Error).message} (got S3_URL=${given.replace(/\/\/[^@/]*@/, '//…@')}).`,
    );
  }
  return given;
}

/** Unset or "false": off; "true": trust every proxy; else comma-separated proxy addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string {
  const given = value?.trim() ?? '';
  if (given === '' || given === 'false') return false;
  return given === 'true' ? true : given;
}

/** PUBLIC_URL, else the address this server listens on (right for a local run; set it in production). */
function parsePublicUrl(given: string | undefined, host: string, port: string): string {
  const value = given?.trim();
  if (!value) {
    const shownHost =
      host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    return `http://${shownHost}:${port}`;
  }
  if (!/^https?:\/\/[^/]+/.test(value))
    throw new ConfigError(`PUBLIC_URL must start with http:// or https://, got "${value}".`);
  return value.replace(/\/+$/, '');
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number from 0 to 65535, got "${value}".`);
  return port;
}

const GENERATE_SECRET =
  'set it to a random secret of 32+ characters, e.g. JWT_SECRET=$(openssl rand -base64 48)';

/** Production must be given a secret; elsewhere one is generated once and kept in DATA_DIR. */
async function resolveJwtSecret(given: string | undefined, production: boolean, dataDir: string) {
  if (given) {
    if (given.length < 32) {
      throw new ConfigError(
        `JWT_SECRET must be at least 32 characters (it has ${given.length}): ${GENERATE_SECRET}.`,
      );
    }
    return given;
  }
  if (production) {
    throw new ConfigError(`JWT_SECRET is required when NODE_ENV=production: ${GENERATE_SECRET}.`);
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
