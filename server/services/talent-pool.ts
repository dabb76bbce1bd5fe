// The talent pool search (docs/decisions/0048, 0055): people, not applications. The database keeps one row
// per person in person_search (migration 0020): their applications and those of the records merged into
// them, summed up (latest status and place, careers, places and sources, when they applied, what the
// retention rule keeps, their résumés' and applications' words). A search is one indexed query over those
// rows: the filters and the words narrow through the indexes, at most RANKED_AT_MOST people are ranked with
// ts_rank, and ts_headline runs for the page's people only; the total is counted up to COUNTED_AT_MOST.
import { type SQL, sql } from 'drizzle-orm';
import {
  TALENT_POOL_COUNTED_AT_MOST,
  type TalentPoolPage,
  type TalentPoolPerson,
  type TalentPoolQuery,
} from '../../contracts/talent-pool';
import type { Db } from '../db/client';
import { monthsBefore } from './retention';
import { HEADLINE_OPTIONS, snippetParts } from './talent-pool-snippets';

export interface RetentionSetting {
  /** RETENTION_MONTHS; undefined keeps everyone. */
  retentionMonths: number | undefined;
  now?: Date;
}

/**
 * With words, the most recent this many people found are ranked by how well they match (the rest follow
 * them, most recent first): ranking reads every résumé it ranks, so it is bounded. Fewer found, all are.
 */
export const RANKED_AT_MOST = 500;

/**
 * People found are counted up to this many; more are "more than" it. Counting everyone a common word finds
 * reads every one of their rows (the longest search of the benchmark, docs/decisions/0055), and a recruiter
 * narrows such a search rather than reads its thousandth page.
 */
export const COUNTED_AT_MOST = TALENT_POOL_COUNTED_AT_MOST;

/** The application's own words, exactly as applications_search_idx indexes them (migration 0019). */
const fieldsText = sql`(a.full_name || ' ' || a.email || ' ' || coalesce(a.city, '') || ' ' || coalesce(a.state, '') || ' ' || coalesce(a.source, ''))`;
const fieldsVector = sql`to_tsvector('simple', ${fieldsText})`;

/** The filters one application of the person must meet together (a.* is one of theirs). */
function applicationFilters(query: TalentPoolQuery): SQL[] {
  const parts: SQL[] = [];
  if (query.careerId) parts.push(sql`a.career_id = ${query.careerId}`);
  if (query.state) parts.push(sql`lower(a.state) = lower(${query.state})`);
  if (query.city) parts.push(sql`lower(a.city) = lower(${query.city})`);
  if (query.source) parts.push(sql`a.source = lower(${query.source})`);
  if (query.from) parts.push(sql`a.applied_at >= ${query.from}::date::timestamp at time zone 'UTC'`);
  if (query.to) parts.push(sql`a.applied_at < (${query.to}::date + 1)::timestamp at time zone 'UTC'`);
  return parts;
}

/**
 * Who is found, on person_search `s`: every condition as the summary's indexes can answer it. The facets
 * say what one of the applications was; when several of the application filters are given (or a period),
 * one application must meet them together, which the person's applications are read for.
 */
function conditions(query: TalentPoolQuery, retention: RetentionSetting, words: WordQueries | undefined) {
  const parts: SQL[] = [];
  if (retention.retentionMonths) {
    const cutoff = monthsBefore(retention.now ?? new Date(), retention.retentionMonths).toISOString();
    parts.push(sql`s.retention_anchor >= ${cutoff}::timestamptz`);
  }
  const facets: SQL[] = [];
  if (query.careerId) facets.push(sql`${`c:${query.careerId}`}`);
  if (query.state) facets.push(sql`'s:' || lower(${query.state})`);
  if (query.city) facets.push(sql`'l:' || lower(${query.city})`);
  if (query.source) facets.push(sql`'o:' || lower(${query.source})`);
  if (facets.length) parts.push(sql`s.facets @> array[${sql.join(facets, sql`, `)}]::text[]`);
  if (query.from) parts.push(sql`s.last_applied_at >= ${query.from}::date::timestamp at time zone 'UTC'`);
  if (query.to) parts.push(sql`s.first_applied_at < (${query.to}::date + 1)::timestamp at time zone 'UTC'`);
  const together = applicationFilters(query);
  if (facets.length > 1 || query.from || query.to) {
    parts.push(sql`exists (select 1 from applications a
      where a.id = any(s.application_ids) and ${sql.join(together, sql` and `)})`);
  }
  if (query.status) parts.push(sql`s.status_code = ${query.status}`);
  if (query.tag) {
    parts.push(sql`s.person_id in (select t.person_id from person_tags t where t.tag = ${query.tag})`);
  }
  if (words) parts.push(sql`(s.resume_document @@ ${words.resume} or s.fields_document @@ ${words.fields})`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

interface WordQueries {
  resume: SQL;
  fields: SQL;
}

interface Row {
  person_id: number | null;
  full_name: string;
  email: string;
  city: string | null;
  state: string | null;
  status_code: string;
  status_label: string | null;
  last_applied: string | Date;
  careers: { id: number; jobId: string; title: string }[] | string | null;
  tags: string[] | string | null;
  resume_headline: string | null;
  fields_headline: string | null;
  total: number | string;
}

/** JSON arrives parsed by both drivers; text is read as JSON should one hand it over unparsed. */
const parsed = <T>(value: T | string | null, fallback: T): T =>
  value === null ? fallback : typeof value === 'string' ? (JSON.parse(value) as T) : value;

const toIso = (value: string | Date) => new Date(value).toISOString();

export async function searchTalentPool(
  db: Db,
  query: TalentPoolQuery,
  retention: RetentionSetting,
  /** How many people found are counted before "more than" (smaller in tests). */
  countedAtMost = COUNTED_AT_MOST,
): Promise<TalentPoolPage> {
  const text = query.q?.trim() || undefined;
  const words: WordQueries | undefined = text
    ? {
        resume: sql`websearch_to_tsquery('english', ${text})`,
        fields: sql`websearch_to_tsquery('simple', ${text})`,
      }
    : undefined;
  const offset = (query.page - 1) * query.pageSize;
  const found = conditions(query, retention, words);
  // Up to countedAtMost + 1 people found, in no order: the count, and all of them when there are no more.
  const probe = sql`probe as materialized (
    select s.person_id, s.last_applied_at from person_search s where ${found} limit ${countedAtMost + 1})`;
  const probed = sql`(select count(*) from probe)`;
  // The newest `limit` people found. When the probe holds them all they are sorted from it; when more were
  // found, they are read newest first from person_search_recent_idx (NULLS LAST as the index has it, so the
  // scan stops at `limit`) instead of sorting everyone a common word finds. Only one branch runs.
  const recent = sql`order by s.last_applied_at desc nulls last, s.person_id desc nulls last`;
  const newest = (limit: number, skip = 0) => sql`(
    select * from (select s.person_id, s.last_applied_at from probe s ${recent} limit ${limit} offset ${skip}) few
    where ${probed} <= ${countedAtMost}
    union all
    select * from (select s.person_id, s.last_applied_at from person_search s where ${found} ${recent}
      limit ${limit} offset ${skip}) many
    where ${probed} > ${countedAtMost})`;

  // Without words everyone found has the same rank: the page is the most recent. With words, the most
  // recent RANKED_AT_MOST found (or as many as the page reaches) are read again for their rank.
  const page = words
    ? sql`listed as (
        select x.person_id, x.last_applied_at,
          row_number() over (order by x.last_applied_at desc, x.person_id desc) as n
        from ${newest(Math.max(RANKED_AT_MOST, offset + query.pageSize))} x
      ),
      ranked as (
        select l.person_id, l.last_applied_at, case when l.n <= ${RANKED_AT_MOST} then greatest(
            case when s.resume_document @@ ${words.resume} then ts_rank(s.resume_document, ${words.resume}) end,
            case when s.fields_document @@ ${words.fields} then ts_rank(s.fields_document, ${words.fields}) end)
          end as rank
        from listed l join person_search s on s.person_id = l.person_id
      ),
      page as (
        select person_id, rank from ranked
        order by rank desc nulls last, last_applied_at desc, person_id desc
        limit ${query.pageSize} offset ${offset}
      )`
    : sql`page as (
        select x.person_id, 0::real as rank from ${newest(query.pageSize, offset)} x
      )`;

  const headlines = words
    ? sql`(select ts_headline('english', r.text, ${words.resume}, ${HEADLINE_OPTIONS})
          from resume_texts r where r.application_id = any(s.application_ids) and r.document @@ ${words.resume}
          order by ts_rank(r.document, ${words.resume}) desc, r.application_id desc limit 1) as resume_headline,
        (select ts_headline('simple', ${fieldsText}, ${words.fields}, ${HEADLINE_OPTIONS})
          from applications a where a.id = any(s.application_ids) and ${fieldsVector} @@ ${words.fields}
          order by ts_rank(${fieldsVector}, ${words.fields}) desc, a.id desc limit 1) as fields_headline`
    : sql`null as resume_headline, null as fields_headline`;

  const result = await db.execute(sql`
    with ${probe}, ${page}
    select t.total, s.person_id, p.full_name, p.email, s.city, s.state, s.status_code, st.label as status_label,
      s.last_applied_at as last_applied,
      (select json_agg(json_build_object('id', k.id, 'jobId', k.job_id, 'title', k.title) order by x.n)
        from (select career_id, min(n) as n from unnest(s.career_ids) with ordinality as u(career_id, n)
              group by career_id) x join careers k on k.id = x.career_id) as careers,
      (select coalesce(json_agg(g.tag order by g.tag), '[]'::json) from person_tags g
        where g.person_id = s.person_id) as tags,
      ${headlines}
    from (select ${probed} as total) t
      left join page on true
      left join person_search s on s.person_id = page.person_id
      left join people p on p.id = s.person_id
      left join application_statuses st on st.code = s.status_code
    order by page.rank desc nulls last, s.last_applied_at desc, s.person_id desc`);

  const rows = (result as unknown as { rows: Row[] }).rows;
  const total = Number(rows[0]?.total ?? 0);
  return {
    items: rows.filter((row) => row.person_id !== null).map(toPerson),
    total: Math.min(total, countedAtMost),
    totalIsLowerBound: total > countedAtMost,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function toPerson(row: Row): TalentPoolPerson {
  const resume = snippetParts(row.resume_headline);
  const fields = resume.length ? [] : snippetParts(row.fields_headline);
  return {
    personId: Number(row.person_id),
    fullName: row.full_name,
    email: row.email,
    city: row.city,
    state: row.state,
    lastStatus: { statusCode: row.status_code, label: row.status_label ?? row.status_code },
    lastAppliedAt: toIso(row.last_applied),
    careers: parsed(row.careers, []),
    tags: parsed(row.tags, []),
    snippet: resume.length ? resume : fields,
    matchedIn: resume.length ? 'resume' : fields.length ? 'application' : null,
  };
}
