// Starts the API (and the built SPA) on HOST:PORT; SIGTERM and SIGINT close server and database cleanly.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';

const config = await loadConfig();
const firstStart = !config.databaseUrl && !existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION'));
if (firstStart)
  console.info(`Creating the embedded database in ${config.dataDir} (first start takes a few seconds)…`);

const app = await buildApp(config);
const address = await app.listen({ port: config.port, host: config.host });

const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
const url = address.startsWith('http') ? `http://${shownHost}:${new URL(address).port}` : address;
console.info(`Meera Consultancy is running at ${url} (database: ${app.database.kind})`);
if (!config.staticDir)
  console.info('No SPA build found in ./dist: serving the API only (run `npm run build`).');
if (config.seedDemo && !config.production) {
  console.info(
    `Demo staff accounts (password: ${config.demoPassword}): admin (ADMIN), recruiter (RECRUITER), employee (EMPLOYEE)`,
  );
  console.info(`Staff sign-in: ${url}/admin/login`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.info(`${signal} received: closing the server and the database…`);
  const timer = setTimeout(() => {
    console.error('Shutdown took longer than 10 s; exiting.');
    process.exit(1);
  }, 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
