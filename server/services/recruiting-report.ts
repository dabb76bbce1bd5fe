// The recruiting report (docs/decisions/0019; what each figure means: contracts/reports.ts). Every figure is
// computed by PostgreSQL over the filtered applications: counts and percentiles of stays and arrivals, read
// off each history row's left_at and first_reach (kept by the database, migration 0015), so the answer's
// size depends on the number of statuses, careers and sources, never on the number of applications. What
// the database answered is kept until any of the tables it read changes (report-data-version.ts): a report
// asked again, by anyone, costs one read of a counter.
import { type SQL, sql } from 'drizzle-orm';
import { NO_REASON_LABEL } from '../../contracts/rejection-reasons';
import {
  type Duration,
  FILLED_STATUS,
  type FunnelStage,
  HIRE_STATUS,
  OFFER_STATUS,
  type RecruitingReport,
  type RecruitingReportQuery,
} from '../../contracts/reports';
import { isLocked, REJECTED_STATUS, sortStatuses } from '../../machines/applicant-pipeline';
import type { Db } from '../db/client';
import { listStatuses } from './pipeline';
import { interviewFigures } from './recruiting-report-interviews';
import { whileReportDataUnchanged } from './report-data-version';

const DAY_SECONDS = 86_400;

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The conditions on careers the filters set (period aside: it is about applications); none when unset. */
function careerConditions(query: RecruitingReportQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.department) conditions.push(sql`trim(c.department) = ${query.department}`);
  if (query.careerId) conditions.push(sql`c.id = ${query.careerId}`);
  if (query.clientSno) conditions.push(sql`c.client_sno = ${query.clientSno}`);
  return conditions;
}

const allOf = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);

/** The conditions the filters set on applications: of those careers, made in the period (UTC days, both
 * included); and whether any of them is about careers. */
function applicationConditions(query: RecruitingReportQuery) {
  const ofCareers = careerConditions(query);
  const conditions = [...ofCareers];
  if (query.from) conditions.push(sql`a.applied_at >= ${query.from}::date`);
  if (query.to) conditions.push(sql`a.applied_at < ${query.to}::date + 1`);
  return { conditions, aboutCareers: ofCareers.length > 0 };
}
type ApplicationConditions = ReturnType<typeof applicationConditions>;

/** The applications chosen, as `apps`. Careers are joined only when a condition is about them: every
 * application has one (docs/decisions/0027). */
function applicationsCte({ conditions, aboutCareers }: ApplicationConditions): SQL {
  return sql`apps as not materialized (
    select a.id, a.career_id, a.applied_at, a.source
    from applications a ${aboutCareers ? sql`join careers c on c.id = a.career_id` : sql``}
    where ${allOf(conditions)}
  )`;
}

/** The history rows of the applications chosen, as `h`. With no condition every row is one of theirs, and
 * the history is read alone (docs/decisions/0027). */
const historyOf = ({ conditions }: ApplicationConditions) =>
  conditions.length
    ? sql`application_status_history h join apps on apps.id = h.application_id`
    : sql`application_status_history h`;

/** Seconds as days with one decimal; null stays null (no case). */
const inDays = (seconds: unknown) =>
  seconds === null || seconds === undefined ? null : Math.round((Number(seconds) / DAY_SECONDS) * 10) / 10;

/** The `count`, `median` and `p90` (seconds) of a percentiles row as a Duration in days. */
const durationOf = (row: Row | undefined): Duration => ({
  count: Number(row?.count ?? 0),
  medianDays: inDays(row?.median),
  p90Days: inDays(row?.p90),
});

/** Count, median and 90th percentile of an interval, in seconds: as double precision, which PGlite sorts in
 * about two thirds of the time it takes for the numeric `extract(epoch …)` gives. */
const percentiles = (interval: SQL) => {
  const seconds = sql`date_part('epoch', ${interval})`;
  return sql`count(*)::int as count,
  percentile_cont(0.5) within group (order by ${seconds}) as median,
  percentile_cont(0.9) within group (order by ${seconds}) as p90`;
};

/** The main path's stages, each with how many reached it and the share of those that reached the next. */
function funnelOf(
  path: { statusCode: string; label: string }[],
  reached: Map<string, number>,
): FunnelStage[] {
  return path.map((status, index) => {
    const here = reached.get(status.statusCode) ?? 0;
    const next = path[index + 1];
    return {
      statusCode: status.statusCode,
      label: status.label,
      reached: here,
      conversionToNext:
        next && here > 0 ? Math.round(((reached.get(next.statusCode) ?? 0) / here) * 1000) / 1000 : null,
    };
  });
}

/** Every department, career and client, for the filters. */
async function filterOptions(db: Db): Promise<RecruitingReport['options']> {
  const [departments, careerRows, clientRows] = await Promise.all([
    rows<{ department: string }>(
      db,
      sql`select distinct trim(department) as department from careers order by 1`,
    ),
    rows<{ id: number; title: string; job_id: string }>(
      db,
      sql`select id, title, job_id from careers order by title, id`,
    ),
    rows<{ sno: number; name: string }>(db, sql`select sno, name from clients order by name, sno`),
  ]);
  return {
    departments: departments.map((row) => row.department),
    careers: careerRows.map((row) => ({ careerId: row.id, title: row.title, jobId: row.job_id })),
    clients: clientRows.map((row) => ({ sno: row.sno, name: row.name })),
  };
}

/** A row of the "reached" pass: how many of a career's applications from one source reached a status. */
type ReachedRow = {
  career_id: number;
  source: string | null;
  status: string;
  reason: string | null;
  count: number;
};

/** Rejections per reason, most first, then by name; those without one as NO_REASON_LABEL. */
function rejectionsByReason(reached: ReachedRow[]) {
  const counts = new Map<string, number>();
  for (const row of reached) {
    if (row.status !== REJECTED_STATUS) continue;
    const reason = row.reason ?? NO_REASON_LABEL;
    counts.set(reason, (counts.get(reason) ?? 0) + Number(row.count));
  }
  return [...counts]
    .map(([reason, rejected]) => ({ reason, rejected }))
    .sort((a, b) => b.rejected - a.rejected || a.reason.localeCompare(b.reason));
}

/** Applicants (all reached APPLIED) and hires per source, most applicants first, then by source (code point
 * order, "not recorded" last). */
function bySource(reached: ReachedRow[]) {
  const counts = new Map<string | null, { applicants: number; hires: number }>();
  for (const row of reached) {
    const field = row.status === 'APPLIED' ? 'applicants' : row.status === HIRE_STATUS ? 'hires' : null;
    if (!field) continue;
    const counted = counts.get(row.source) ?? { applicants: 0, hires: 0 };
    counted[field] += Number(row.count);
    counts.set(row.source, counted);
  }
  const bySourceName = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;
  return [...counts]
    .map(([source, counted]) => ({ source, ...counted }))
    .sort((a, b) => b.applicants - a.applicants || bySourceName(a.source, b.source));
}

/** What the database answers for a report: everything in it but the open positions' age (it needs "now"). */
type ReportRows = Awaited<ReturnType<typeof readReportRows>>;

async function readReportRows(db: Db, query: RecruitingReportQuery) {
  const statuses = sortStatuses(await listStatuses(db));
  const chosen = applicationConditions(query);
  const withApps = applicationsCte(chosen);

  const [options, reachedRows, stayRows, offerRows, fillRows, openRows] = await Promise.all([
    filterOptions(db),
    // Who reached each status, per career and source (every application reached APPLIED), with a
    // rejection's reason: one pass serves the funnel, the reasons and the sources. Each application counts
    // once per status: its first counted arrival there (first_reach). Reasons are named after counting (a
    // few hundred rows, not every arrival), and the applications are read once per part rather than
    // written aside for both (docs/decisions/0027).
    rows<ReachedRow>(
      db,
      sql`with ${withApps}
        select counted.career_id, counted.source, counted.status, r.label as reason, counted.count
        from (
          select apps.career_id, apps.source, h.to_status as status, h.reason_id, count(*)::int as count
          from apps join application_status_history h on h.application_id = apps.id
          where h.first_reach and h.to_status <> 'APPLIED'
          group by apps.career_id, apps.source, h.to_status, h.reason_id
        ) counted left join rejection_reasons r on r.id = counted.reason_id
        union all
        select career_id, source, 'APPLIED', null, count(*)::int from apps group by career_id, source`,
    ),
    rows(
      db,
      sql`with ${withApps}
        select h.to_status as status, ${percentiles(sql`h.left_at - h.changed_at`)}
        from ${historyOf(chosen)}
        where h.left_at is not null group by h.to_status`,
    ),
    rows(
      db,
      sql`with ${withApps}
        select ${percentiles(sql`h.changed_at - apps.applied_at`)}
        from apps join application_status_history h
          on h.application_id = apps.id and h.to_status = ${OFFER_STATUS} and h.first_reach`,
    ),
    rows(
      db,
      sql`with ${withApps}, fills as (
          select c.id, min(h.changed_at) - c.posted_at as took
          from apps join careers c on c.id = apps.career_id
            join application_status_history h
              on h.application_id = apps.id and h.to_status = ${FILLED_STATUS} and h.first_reach
          group by c.id, c.posted_at
        )
        select ${percentiles(sql`took`)} from fills`,
    ),
    rows<{
      id: number;
      title: string;
      job_id: string;
      department: string;
      posted_at: string | Date;
      applicants: number;
    }>(
      db,
      sql`select c.id, c.title, c.job_id, trim(c.department) as department, c.posted_at,
          (select count(*) from applications a where a.career_id = c.id)::int as applicants
        from careers c where c.status = 'OPEN' and ${allOf(careerConditions(query))}
        order by c.posted_at, c.id`,
    ),
  ]);
  return { statuses, options, reachedRows, stayRows, offerRows, fillRows, openRows };
}

/** The filters as a key, every one of them (a filter added later too), in one order whatever the query's. */
const keyOf = (query: RecruitingReportQuery) =>
  JSON.stringify(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)));

export async function recruitingReport(
  db: Db,
  query: RecruitingReportQuery,
  now = new Date(),
): Promise<RecruitingReport> {
  const [rows, interviews] = await Promise.all([
    whileReportDataUnchanged(db, keyOf(query), () => readReportRows(db, query)),
    // Not kept: see recruiting-report-interviews.ts.
    interviewFigures(db, applicationsCte(applicationConditions(query))),
  ]);
  return { ...reportOf(rows, now), ...interviews };
}

function reportOf(
  { statuses, options, reachedRows, stayRows, offerRows, fillRows, openRows }: ReportRows,
  now: Date,
): Omit<RecruitingReport, 'timeToFirstInterview' | 'interviewsPerHire'> {
  const path = statuses.filter((status) => !isLocked(status.statusCode));
  const careerNames = new Map(options.careers.map((career) => [career.careerId, career]));
  const overall = new Map<string, number>();
  const byCareer = new Map<number, Map<string, number>>();
  for (const row of reachedRows) {
    overall.set(row.status, (overall.get(row.status) ?? 0) + Number(row.count));
    const reached = byCareer.get(row.career_id) ?? new Map<string, number>();
    reached.set(row.status, (reached.get(row.status) ?? 0) + Number(row.count));
    byCareer.set(row.career_id, reached);
  }
  const stays = new Map(stayRows.map((row) => [String(row.status), row]));
  return {
    options,
    funnel: funnelOf(path, overall),
    funnelByCareer: [...byCareer]
      .sort(([a], [b]) => a - b)
      .map(([careerId, reached]) => ({
        careerId,
        title: careerNames.get(careerId)?.title ?? '',
        jobId: careerNames.get(careerId)?.jobId ?? '',
        stages: funnelOf(path, reached),
      })),
    timeInStatus: statuses.map((status) => ({
      statusCode: status.statusCode,
      label: status.label,
      ...durationOf(stays.get(status.statusCode)),
    })),
    timeToOffer: durationOf(offerRows[0]),
    timeToFill: durationOf(fillRows[0]),
    sources: bySource(reachedRows),
    rejectionReasons: rejectionsByReason(reachedRows),
    openPositions: openRows.map((row) => {
      const postedAt = new Date(row.posted_at);
      return {
        careerId: row.id,
        title: row.title,
        jobId: row.job_id,
        department: row.department,
        postedAt: postedAt.toISOString(),
        ageDays: Math.floor((now.getTime() - postedAt.getTime()) / (DAY_SECONDS * 1000)),
        applicants: row.applicants,
      };
    }),
  };
}
