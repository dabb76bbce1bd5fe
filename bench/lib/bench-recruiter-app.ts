// For the benchmarks that call recruiter routes over HTTP: a recruiter account in the throw-away database,
// and the real app on a loopback port with that recruiter's token.

import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { hashPassword } from '../../server/services/passwords';

/** The recruiter every recruiter benchmark signs in as. */
export const BENCH_RECRUITER = { username: 'bench', password: 'Bench-Pass-2026' } as const;

/** Adds the benchmark's recruiter (before the app starts, so seeding can time itself without it). */
export async function addBenchRecruiter(database: Database) {
  await database.db.insert(users).values({
    username: BENCH_RECRUITER.username,
    displayName: 'Bench Recruiter',
    role: 'RECRUITER',
    passwordHash: await hashPassword(BENCH_RECRUITER.password),
    profileComplete: true,
  });
}

/** The app on `database`, listening on loopback, and the bench recruiter's token. */
export async function serveBenchApp(
  database: Database,
  env: { dataDir: string; databaseUrl?: string | undefined },
) {
  const config = {
    ...(await loadConfig({
      DATA_DIR: env.dataDir,
      PORT: '0',
      ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
    })),
    seedDemo: false,
    staticDir: undefined,
    logLevel: 'error',
  };
  const app = await buildApp(config, { database, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = await fetch(`${address}/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_RECRUITER),
  });
  const { token } = (await signIn.json()) as { token: string };
  return { app, address, token };
}
