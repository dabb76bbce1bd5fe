// Every server test starts from an empty database (statuses excepted), and leaves stage history the
// applicant-status model allows: what `npm run machines:conform` would pass (docs/machines.md).
import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { conformHistory } from '../../../scripts/machines/lib/conform-history';
import { readConformRows } from '../../../scripts/machines/lib/conform-rows';
import { invalidatePublicCache } from '../../../server/services/public-cache';
import { getTestDatabase, resetDatabase } from './test-database';

// Before the file's own beforeAll builds its app: an earlier file's messages still queued in the worker's
// database would otherwise reach this file's mail worker, outbox or SMTP server.
beforeAll(async () => {
  await resetDatabase(await getTestDatabase());
});

beforeEach(async () => {
  const database = await getTestDatabase();
  await resetDatabase(database);
  // The rows went behind the app's back: answers it remembers from the last test are gone too.
  invalidatePublicCache(database.db, 'careers');
  invalidatePublicCache(database.db, 'blogs');
});

// Only violations count here; which moves the generated paths walk is the CLI's report.
const EVERY_MOVE = { start: '', walks: () => true };

afterEach(async ({ task }) => {
  // A test that failed already says why; its half-made data would only add noise.
  if (task.result?.state === 'fail') return;
  const { db } = await getTestDatabase();
  const { violations } = await conformHistory({ ...(await readConformRows(db)), walked: EVERY_MOVE });
  expect(violations, 'stage history the applicant-status model forbids (npm run machines:conform)').toEqual(
    [],
  );
});
