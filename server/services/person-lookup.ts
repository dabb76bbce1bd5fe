// The merge picker's search: people (never a record merged into another) whose name, e-mail or mobile
// contains the words typed, those with the most applications first.
import { sql } from 'drizzle-orm';
import { PERSON_LOOKUP_LIMIT, type PersonLookupQuery, type PersonSummary } from '../../contracts/people';
import type { Db } from '../db/client';

/** LIKE's own characters are matched as typed. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function lookupPeople(db: Db, query: PersonLookupQuery): Promise<PersonSummary[]> {
  const words = query.q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  const matches = words.map(
    (word) =>
      sql`(lower(p.full_name) like ${`%${likeEscaped(word)}%`} or p.email like ${`%${likeEscaped(word)}%`}
        or replace(p.mobile, ' ', '') like ${`%${likeEscaped(word.replace(/\s/g, ''))}%`})`,
  );
  const result = (await db.execute(sql`
    select p.id, p.full_name as "fullName", p.email, p.mobile,
      (select count(*)::int from applications a where a.person_id = p.id) as applications
    from people p
    where p.merged_into_id is null
      ${query.exclude === undefined ? sql`` : sql`and p.id <> ${query.exclude}`}
      and ${sql.join(matches, sql` and `)}
    order by applications desc, p.full_name, p.id
    limit ${PERSON_LOOKUP_LIMIT}`)) as unknown as { rows: PersonSummary[] };
  return result.rows;
}
