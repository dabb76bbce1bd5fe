// Every server test starts from an empty database (statuses excepted).
import { beforeEach } from 'vitest';
import { invalidatePublicCache } from '../../server/services/public-cache';
import { getTestDatabase, resetDatabase } from './test-database';

beforeEach(async () => {
  const database = await getTestDatabase();
  await resetDatabase(database);
  // The rows went behind the app's back: answers it remembers from the last test are gone too.
  invalidatePublicCache(database.db, 'careers');
  invalidatePublicCache(database.db, 'blogs');
});
