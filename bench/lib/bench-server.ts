// The server npm run bench measures, in a process of its own (as in production, the load generator does not
// share its event loop): the real app on a throw-away DATA_DIR with the demo seed, one career of
// BENCH_APPLICANTS applicants, and a bare JSON route as the yardstick. Prints one JSON line once listening.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { seedBoardCareer } from './seed-board';

export interface BenchServerReady {
  address: string;
  boardCareerId: number;
  demoPassword: string;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'meera-bench-api-'));
const config = {
  ...(await loadConfig({ DATA_DIR: dataDir, PORT: '0' })),
  seedDemo: true,
  staticDir: undefined,
  logLevel: 'error',
};
const app = await buildApp(config, { logger: false });
// The same Fastify instance and plugins, with no database and no schema behind it.
app.get('/bench/bare', { config: { access: 'public' } }, () => ({ ok: true, service: 'meera-consultancy' }));
const career = await seedBoardCareer(app.database.db, Number(process.env.BENCH_APPLICANTS ?? 5000));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const ready: BenchServerReady = { address, boardCareerId: career.id, demoPassword: config.demoPassword };
console.info(JSON.stringify(ready));

process.once('SIGTERM', async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
