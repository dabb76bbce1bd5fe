// npm run db:seed: migrates, then adds the demo content (staff accounts included) on request.
import { loadConfig } from '../config';
import { openFileStores } from '../plugins/storage';
import { runOrRefuse } from '../startup-refusal';
import { openDatabase } from './client';
import { seedDemo } from './seed';

await runOrRefuse(async () => {
  const config = await loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const stores = await openFileStores(database.db, config);
  const { seeded } = await seedDemo(database.db, { password: config.demoPassword, resumes: stores.resumes });
  stores.close();
  await database.close();
  console.info(
    seeded
      ? `Demo content seeded (${database.kind}). Staff accounts admin, recruiter, employee; password: ${config.demoPassword}`
      : 'Demo content was already there; nothing changed.',
  );
});
