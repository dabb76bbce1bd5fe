// After applications go (erasure, the retention purge) or move (a merge and its undo): a person left with
// none of them goes too, so their personal data does not outlive the erasure (docs/decisions/0047); one who
// keeps some takes the name and contacts of their newest.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Tidies people `personIds` and those merged into them (a merged record holds personal data as well): a
 * merged record stays while an application its merge moved remains, so that the merge can be undone.
 * Answers how many people went.
 */
export async function tidyPeople(tx: Db, personIds: readonly (number | null)[]): Promise<number> {
  const ids = [...new Set(personIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return 0;
  const idList = sql`${`{${ids.join(',')}}`}::int[]`;
  const gone = (await tx.execute(sql`
    with recursive affected(id) as (
      select unnest(${idList})
      union
      select p.id from people p join affected a on p.merged_into_id = a.id
    )
    delete from people p using affected a
    where p.id = a.id
      and not exists (select 1 from applications x where x.person_id = p.id)
      and not exists (
        select 1 from person_merges m
        cross join lateral jsonb_array_elements_text(m.application_ids) moved(id)
        join applications x on x.id = moved.id::int
        where m.merged_person_id = p.id and m.undone_at is null)
    returning p.id`)) as unknown as { rows: unknown[] };
  await tx.execute(sql`
    update people p set full_name = newest.full_name, email = lower(newest.email), mobile = newest.mobile
    from (
      select distinct on (x.person_id) x.person_id, x.full_name, x.email, x.mobile
      from applications x where x.person_id = any(${idList})
      order by x.person_id, x.applied_at desc, x.id desc
    ) newest
    where p.id = newest.person_id
      and (p.full_name, p.email, p.mobile) is distinct from (newest.full_name, lower(newest.email), newest.mobile)`);
  return gone.rows.length;
}
