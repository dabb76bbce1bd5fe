// Starts the API (and the built SPA) on HOST:PORT. SIGTERM and SIGINT stop accepting connections, let the
// requests under way (uploads included) finish within SHUTDOWN_GRACE_SECONDS, then close the database.
// `npm start` runs this file precompiled (dist-server/server.mjs, scripts/build/build-server.ts): a restart
// then costs node, opening the database and building the routes, nothing more.
import type { FastifyInstance } from 'fastify';
import { applyHeapSettings } from './heap-settings';
import { serve } from './serve';
import { runOrRefuse } from './startup-refusal';

applyHeapSettings();

// Where the start-up time goes: STARTUP_TIMINGS=1 prints it (npm run bench:startup, docs/perf.md).
const moduleSeconds = process.uptime();

async function start() {
  const { app, url, databaseReadyAt } = await serve(process.env, (message) => console.info(message));
  const readySeconds = process.uptime();
  const { config } = app;
  const s = (seconds: number) => `${seconds.toFixed(2)} s`;
  console.info(
    `Meera Consultancy is running at ${url} (database: ${app.database.kind}, ready in ${s(readySeconds)})`,
  );
  if (process.env.STARTUP_TIMINGS) {
    // For npm run bench:startup. CPU time tells what a busy machine's wall-clock time hides.
    const { user, system } = process.cpuUsage();
    console.info(
      `Start-up timings: node and modules ${s(moduleSeconds)}, database ${s(databaseReadyAt - moduleSeconds)}, ` +
        `app and listen ${s(readySeconds - databaseReadyAt)}, CPU ${s((user + system) / 1e6)}`,
    );
  }
  if (!config.staticDir)
    console.info('No SPA build found in ./dist: serving the API only (run `npm run build`).');
  if (config.seedDemo && !config.production) {
    console.info(
      `Demo staff accounts (password: ${config.demoPassword}): admin (ADMIN), recruiter (RECRUITER), employee (EMPLOYEE)`,
    );
    console.info(`Staff sign-in: ${url}/admin/login`);
  }

  process.on('SIGTERM', () => void shutdown(app, 'SIGTERM'));
  process.on('SIGINT', () => void shutdown(app, 'SIGINT'));
}

let closing = false;
async function shutdown(app: FastifyInstance, signal: string) {
  if (closing) return;
  closing = true;
  // Readiness answers 503 from now on, while the server still serves (a balancer takes it out meanwhile);
  // then close() stops accepting and waits for the requests under way.
  app.shuttingDown = true;
  const { shutdownDrainMs: drainMs, shutdownGraceMs: graceMs } = app.config;
  console.info(
    `${signal} received: ${drainMs ? `serving ${drainMs / 1000} s more while marked not ready, then ` : ''}` +
      `finishing the requests under way (up to ${graceMs / 1000} s) and closing…`,
  );
  if (drainMs) await new Promise((resolve) => setTimeout(resolve, drainMs));
  const timer = setTimeout(() => {
    console.error(`Requests were still under way after ${graceMs / 1000} s; exiting without them.`);
    process.exit(1);
  }, graceMs);
  timer.unref();
  await app.close();
  process.exit(0);
}

await runOrRefuse(start);
