// npm run resumes:index: reads the text of every résumé that has none yet, for the talent pool
// (docs/decisions/0048). The servers do the same in the background at start; this runs it in the foreground
// with progress, e.g. after a restore. Stop it at any time (Ctrl+C finishes the file under way) and run it
// again: it goes on where it stopped, and may run beside servers on the same database.
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { openFileStores } from '../../server/plugins/storage';
import { createResumeReader } from '../../server/resume-text/resume-text-reader';
import { countStillToRead, readPendingResumes } from '../../server/services/resume-texts';
import { runOrRefuse } from '../../server/startup-refusal';

async function main() {
  await runOrRefuse(async () => {
    const config = await loadConfig();
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    const { close, ...stores } = await openFileStores(database.db, config);
    const reader = createResumeReader();
    let stopping = false;
    process.once('SIGINT', () => {
      stopping = true;
      console.info('Stopping after the file under way…');
    });
    try {
      await database.migrate();
      const { db } = database;
      console.info(`${await countStillToRead(db)} résumés to read.`);
      const totals = await readPendingResumes(
        { db, resumes: stores.resumes, reader },
        {
          stopping: () => stopping,
          onBatch: ({ recorded, unreadable }) => console.info(`${recorded} read (${unreadable} unreadable)…`),
        },
      );
      const left = await countStillToRead(db);
      console.info(`${totals.recorded} read, ${totals.unreadable} of them unreadable; ${left} left.`);
    } finally {
      await reader.close();
      close();
      await database.close();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
