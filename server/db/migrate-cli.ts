// npm run db:migrate: applies pending migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { loadConfig } from '../config';
import { runOrRefuse } from '../startup-refusal';
import { openDatabase } from './client';

await runOrRefuse(async () => {
  const config = await loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await database.close();
  console.info(`Migrations applied (${database.kind}).`);
});
