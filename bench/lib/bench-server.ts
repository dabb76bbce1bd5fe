// The server npm run bench measures, in a process of its own (as in production, the load generator does not
// share its event loop): the real app on a throw-away DATA_DIR with the demo seed, one career of
// BENCH_APPLICANTS applicants, the built site when there is one (so the long-running server of npm run bench
// can serve pages too), and a bare JSON route as the yardstick. Prints one JSON line once listening.
// With BENCH_PROFILE_DIR set, each SIGUSR2 starts a CPU profile and the next one writes it there
// (BENCH_PROFILE_LABEL names the files), for finding what a request costs.
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { prepareDatabase } from '../../server/db/prepare';
import { applyHeapSettings } from '../../server/heap-settings';
import { seedBoardCareer } from './seed-board';

export interface BenchServerReady {
  address: string;
  boardCareerId: number;
  demoPassword: string;
}

// As server/index.ts does for npm start: the same heap as production.
applyHeapSettings();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-bench-api-'));
const config = {
  ...(await loadConfig({ DATA_DIR: dataDir, PORT: '0' })),
  seedDemo: true,
  // The mixed traffic of a long-running server comes from many addresses (X-Forwarded-For).
  trustProxy: true,
  logLevel: 'error',
};
// Opened before the app, as server/serve.ts does: a first start on a busy machine may take longer than
// Fastify gives a plugin.
const database = await prepareDatabase(config);
const app = await buildApp(config, { logger: false, database });
app.addHook('onClose', () => database.close());
// The same Fastify instance and plugins, with no database and no schema behind it.
app.get('/bench/bare', { config: { access: 'public' } }, () => ({ ok: true, service: 'meera-consultancy' }));
const career = await seedBoardCareer(app.database.db, Number(process.env.BENCH_APPLICANTS ?? 5000));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const ready: BenchServerReady = { address, boardCareerId: career.id, demoPassword: config.demoPassword };
console.info(JSON.stringify(ready));

const profileDir = process.env.BENCH_PROFILE_DIR;
if (profileDir) {
  const session = new Session();
  session.connect();
  let profiling = false;
  let count = 0;
  process.on('SIGUSR2', async () => {
    if (!profiling) {
      profiling = true;
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
      return;
    }
    profiling = false;
    const { profile } = await session.post('Profiler.stop');
    count += 1;
    const label = process.env.BENCH_PROFILE_LABEL ?? 'server';
    writeFileSync(path.join(profileDir, `${label}-${count}.cpuprofile`), JSON.stringify(profile));
  });
}

process.once('SIGTERM', async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
