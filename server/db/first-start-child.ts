// The first start of an embedded database, in a process of its own (server/db/first-start.ts starts it):
// initdb, the migrations and the demo content. PGlite's WebAssembly memory never shrinks, and these steps
// take several times what serving does (docs/decisions/0054): done here, all of it goes back to the system
// when this process exits, and the server opens a ready database. Precompiled beside the server as
// dist-server/first-start-child.mjs (scripts/build/build-server.ts).
// Told what to do by one IPC message (a FirstStartJob); answers { say } before each slow step, then exits
// 0, or sends { error } and exits 1.
import { openFileStores } from '../plugins/storage';
import { openDatabase } from './client';
import type { FirstStartJob, FirstStartReport } from './first-start';
import { seedDemo } from './seed';

const report = (message: FirstStartReport) =>
  new Promise<void>((resolve) => process.send?.(message, () => resolve()));

async function run({ dataDir, seed }: FirstStartJob): Promise<void> {
  const database = await openDatabase({ dataDir, initdbHere: true });
  try {
    await report({ say: 'Applying migrations…' });
    await database.migrate();
    if (!seed) return;
    const stores = await openFileStores(database.db, seed);
    try {
      await seedDemo(database.db, {
        password: seed.password,
        resumes: stores.resumes,
        onSeed: () => void report({ say: 'Adding demo content…' }),
      });
    } finally {
      stores.close();
    }
  } finally {
    await database.close();
  }
}

process.once('message', (job: FirstStartJob) => {
  run(job).then(
    () => process.exit(0),
    async (error: unknown) => {
      await report({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      process.exit(1);
    },
  );
});
