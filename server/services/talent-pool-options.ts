// What the talent pool's filters can choose from: careers, statuses, and the states, sources and tags in use.
import { sql } from 'drizzle-orm';
import type { TalentPoolOptions } from '../../contracts/talent-pool';
import type { Db } from '../db/client';

/** A list longer than this is no longer a menu: the rest can still be typed into the address. */
const MENU_MAX = 500;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function talentPoolOptions(db: Db): Promise<TalentPoolOptions> {
  const [careers, statuses, states, sources, tags] = await Promise.all([
    db.execute(sql`select id, job_id as "jobId", title from careers order by lower(title), job_id`),
    db.execute(sql`select code as "statusCode", label from application_statuses order by sort_order, code`),
    db.execute(sql`select distinct state as value from applications where state is not null
      order by 1 limit ${MENU_MAX}`),
    db.execute(sql`select distinct source as value from applications where source is not null
      order by 1 limit ${MENU_MAX}`),
    db.execute(sql`select distinct tag as value from person_tags order by 1 limit ${MENU_MAX}`),
  ]);
  const values = (result: unknown) => rowsOf<{ value: string }>(result).map((row) => row.value);
  return {
    careers: rowsOf<{ id: number; jobId: string; title: string }>(careers).map((row) => ({
      ...row,
      id: Number(row.id),
    })),
    statuses: rowsOf<{ statusCode: string; label: string }>(statuses),
    states: values(states),
    sources: values(sources),
    tags: values(tags),
  };
}
