// The recruiting report's interview figures (docs/decisions/0058; what they mean: contracts/reports.ts): time
// from applying to the first booked interview, and interviews held per filled position. Read afresh on every
// report: the interviews table has no report_data_version trigger (migration 0014 covers the tables the report
// read then), so a kept answer would not see an interview booked or held meanwhile. Both are one aggregate
// over the filtered applications' interviews (interviews_application_idx).
import { type SQL, sql } from 'drizzle-orm';
import { FILLED_STATUS, type RecruitingReport } from '../../contracts/reports';
import type { Db } from '../db/client';

const DAY_SECONDS = 86_400;
const inDays = (seconds: unknown) =>
  seconds === null || seconds === undefined ? null : Math.round((Number(seconds) / DAY_SECONDS) * 10) / 10;

/** The states of an interview that was booked: it had a time the candidate and interviewers kept free. */
const BOOKED_STATES = sql.raw(`'booked', 'rescheduled', 'held', 'no_show'`);

type Figures = Pick<RecruitingReport, 'timeToFirstInterview' | 'interviewsPerHire'>;

/** `apps` is the report's CTE of the filtered applications (id, applied_at, …). */
export async function interviewFigures(db: Db, withApps: SQL): Promise<Figures> {
  const [first, perHire] = await Promise.all([
    db.execute(sql`with ${withApps}, firsts as (
        select min(i.starts_at) - apps.applied_at as took
        from apps join interviews i on i.application_id = apps.id
        where i.state in (${BOOKED_STATES}) and i.starts_at is not null
        group by apps.id, apps.applied_at
      )
      select count(*)::int as count,
        percentile_cont(0.5) within group (order by date_part('epoch', took)) as median,
        percentile_cont(0.9) within group (order by date_part('epoch', took)) as p90
      from firsts`),
    db.execute(sql`with ${withApps}, filled as (
        select distinct apps.id from apps join application_status_history h
          on h.application_id = apps.id and h.to_status = ${FILLED_STATUS} and h.first_reach
      )
      select (select count(*) from filled)::int as filled,
        (select count(*) from interviews i join filled on filled.id = i.application_id
          where i.state = 'held')::int as held`),
  ]);
  const row = (first as unknown as { rows: Record<string, unknown>[] }).rows[0];
  const counts = (perHire as unknown as { rows: { filled: number; held: number }[] }).rows[0];
  const filled = Number(counts?.filled ?? 0);
  const held = Number(counts?.held ?? 0);
  return {
    timeToFirstInterview: {
      count: Number(row?.count ?? 0),
      medianDays: inDays(row?.median),
      p90Days: inDays(row?.p90),
    },
    interviewsPerHire: { filled, held, perHire: filled ? Math.round((held / filled) * 10) / 10 : null },
  };
}
