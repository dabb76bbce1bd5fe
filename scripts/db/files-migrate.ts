// npm run files:migrate: moves the résumés and blog covers that older versions kept in DATA_DIR/uploads
// and DATA_DIR/media into the file store the server uses now (the database, or S3_URL's bucket;
// docs/decisions/0012), under the same keys, so every row still finds its file. Idempotent and resumable:
// a file already there is skipped, one a cut-off run left half-written is written again. The folders are
// left as they were; remove them once the server shows the files.
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { openFileStores } from '../../server/plugins/storage';
import { runOrRefuse } from '../../server/startup-refusal';
import { createDiskStorage } from '../../server/storage/disk-storage';
import type { FileBucket, FileStorage } from '../../server/storage/file-storage';

/** Where each kind of file lived under DATA_DIR. */
export const LEGACY_FOLDERS: Record<FileBucket, string> = {
  resumes: 'uploads',
  covers: path.join('media', 'uploads'),
};

export interface MigrationCounts {
  moved: number;
  alreadyThere: number;
}

/** Copies every file of `from` into `to` under its key. */
export async function migrateFiles(from: FileStorage, to: FileStorage): Promise<MigrationCounts> {
  const counts = { moved: 0, alreadyThere: 0 };
  for await (const { key } of from.list()) {
    const source = await from.openIfPresent(key);
    if (!source) continue;
    if (await to.putKeyed(key, source)) counts.moved += 1;
    else {
      source.destroy();
      counts.alreadyThere += 1;
    }
  }
  return counts;
}

async function main() {
  await runOrRefuse(async () => {
    const config = await loadConfig();
    const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    const { close, ...stores } = await openFileStores(database.db, config);
    try {
      await database.migrate();
      const where = config.s3Url ? 'the S3 store' : `the database (${database.kind})`;
      for (const bucket of ['resumes', 'covers'] as const) {
        const folder = path.join(config.dataDir, LEGACY_FOLDERS[bucket]);
        const { moved, alreadyThere } = await migrateFiles(createDiskStorage(folder), stores[bucket]);
        console.info(`${bucket}: ${moved} moved from ${folder} into ${where}, ${alreadyThere} already there`);
      }
    } finally {
      close();
      await database.close();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
