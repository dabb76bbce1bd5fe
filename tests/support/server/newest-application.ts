// The id of the application stored last: the public answer to an application does not carry it.
import { desc } from 'drizzle-orm';
import { applications } from '../../../server/db/schema';
import { getTestDatabase } from './test-database';

export async function newestApplicationId(): Promise<number> {
  const { db } = await getTestDatabase();
  const [newest] = await db
    .select({ id: applications.id })
    .from(applications)
    .orderBy(desc(applications.id))
    .limit(1);
  if (!newest) throw new Error('no application is stored');
  return newest.id;
}
