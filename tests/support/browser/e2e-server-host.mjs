// The e2e tests' server host: one process per e2e worker, in which the precompiled server runs for one test
// file at a time, each start on a DATA_DIR of its own (tests/support/browser/e2e-server.ts,
// docs/testing.md#e2e-server-host). Starting it again here costs opening the database and building the app; a
// new process would also cost node, loading the server's modules and warming their code up, for every file.
// Messages from the worker: { type: 'start', env } and { type: 'stop' }; each is answered once, in order.
import { serve } from '../../../dist-server/serve.mjs';

/** @type {Awaited<ReturnType<typeof serve>> | undefined} */
let serving;

/** @param {{ type: 'start', env: NodeJS.ProcessEnv } | { type: 'stop' }} message */
async function answer(message) {
  if (message.type === 'start') {
    if (serving) throw new Error('a server is already running in this host: stop it first');
    serving = await serve(message.env);
    return { type: 'started', url: serving.url };
  }
  const stopping = serving;
  serving = undefined;
  // As on SIGTERM: no new connections, the requests under way finish, then the database closes.
  await stopping?.app.close();
  return { type: 'stopped' };
}

process.on('message', (message) => {
  answer(message).then(
    (reply) => process.send?.(reply),
    (error) =>
      process.send?.({ type: 'failed', error: error instanceof Error ? error.stack : String(error) }),
  );
});
// The worker has gone (its run ended, or it crashed): so does its server.
process.on('disconnect', () => process.exit(0));
