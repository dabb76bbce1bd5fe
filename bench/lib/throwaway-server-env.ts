// The environment of a throw-away production server for the measuring scripts (perf, load test): the built
// site, the demo seed on a fresh DATA_DIR and embedded PGlite, secrets made up for this run only, no mail,
// no Redis, and only errors logged.
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** `extra` adds to or overrides the defaults, e.g. TRUST_PROXY. */
export function throwawayProductionEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    DEMO_PASSWORD: randomBytes(12).toString('base64url'),
    JWT_SECRET: randomBytes(32).toString('base64url'),
    STATIC_DIR: path.join(root, 'dist'),
    LOG_LEVEL: 'error',
    SMTP_URL: '',
    REDIS_URL: '',
    ...extra,
  };
}
