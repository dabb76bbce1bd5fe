// The client's latest answer on a shortlist, as the board shows it beside an applicant ("Client: interview",
// docs/decisions/0059): a piece of the board query's JSON (server/services/pipeline.ts), read per applicant.
import { type SQL, sql } from 'drizzle-orm';

/** The newest answer any client gave for application `applicationId` (a SQL expression), or null. */
export const clientAnswerJson = (applicationId: SQL) => sql`(
  select e.answer from shortlist_entries e
  where e.application_id = ${applicationId} and e.answer is not null
  order by e.answered_at desc, e.id desc limit 1)`;
