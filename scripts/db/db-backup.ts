// npm run db:backup / npm run db:restore [-- <backup folder>] [--force]: the embedded database (PGlite),
// which holds the files too (résumés, blog covers: docs/decisions/0012), in DATA_DIR/backups/<time>/.
// PGlite allows one process per directory, so both refuse while a server holds DATA_DIR (postmaster.pid);
// after a crash that file stays behind: --force once you are sure no server runs.
// PostgreSQL is backed up with pg_dump (README).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../../server/config';

/** Where files were kept before they moved into the database (`npm run files:migrate` moves them). */
const LEGACY_FILE_FOLDERS = ['uploads', 'media'];
const [command, ...args] = process.argv.slice(2);
const force = args.includes('--force');
const given = args.find((arg) => !arg.startsWith('--'));

const config = await loadConfig();
if (config.databaseUrl) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump (see the README), not with this script.',
  );
  process.exit(1);
}
const pgdata = path.join(config.dataDir, 'pgdata');
const backups = path.join(config.dataDir, 'backups');

function refuseIfHeld() {
  if (!existsSync(path.join(pgdata, 'postmaster.pid')) || force) return;
  console.error(
    `A server holds ${config.dataDir} (pgdata/postmaster.pid exists): stop it first. ` +
      'If it crashed and nothing runs, pass --force.',
  );
  process.exit(1);
}

async function backup() {
  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) throw new Error(`no embedded database in ${pgdata}`);
  refuseIfHeld();
  const folder = path.join(backups, new Date().toISOString().replaceAll(':', '-'));
  await mkdir(folder, { recursive: true });
  const db = await PGlite.create(pgdata);
  try {
    const dump = await db.dumpDataDir('gzip');
    await writeFile(path.join(folder, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  console.info(`Backed up the database with its files to ${folder}`);
  const legacy = LEGACY_FILE_FOLDERS.filter((name) => existsSync(path.join(config.dataDir, name)));
  if (legacy.length) {
    console.warn(
      `${legacy.join(' and ')} in ${config.dataDir} may hold files from before they moved into the database: ` +
        'run `npm run files:migrate` (the server no longer reads them).',
    );
  }
}

async function latestBackup(): Promise<string> {
  const names = existsSync(backups) ? (await readdir(backups)).sort() : [];
  const last = names.at(-1);
  if (!last) throw new Error(`no backups in ${backups}`);
  return path.join(backups, last);
}

async function restore() {
  refuseIfHeld();
  const folder = path.resolve(given ?? (await latestBackup()));
  const archive = path.join(folder, 'database.tar.gz');
  if (!existsSync(archive)) throw new Error(`${archive} does not exist`);
  // The current data is moved aside, never deleted: a wrong restore can be undone by hand.
  const aside = `${pgdata}.before-restore-${Date.now()}`;
  if (existsSync(pgdata)) await rename(pgdata, aside);
  const db = await PGlite.create(pgdata, { loadDataDir: new Blob([await readFile(archive)]) });
  const [row] = (await db.query<{ count: number }>('select count(*)::int as count from applications')).rows;
  await db.close();
  // Backups made before the files moved into the database keep them apart.
  const files = path.join(folder, 'files.tar.gz');
  if (existsSync(files)) execFileSync('tar', ['-xzf', files, '-C', config.dataDir]);
  console.info(
    `Restored ${folder} (${row?.count ?? 0} applications)` +
      (existsSync(aside) ? `; the previous database is kept in ${aside}` : ''),
  );
}

if (command === 'backup') await backup();
else if (command === 'restore') await restore();
else {
  console.error('usage: tsx scripts/db/db-backup.ts backup | restore [<backup folder>] [--force]');
  process.exit(2);
}
