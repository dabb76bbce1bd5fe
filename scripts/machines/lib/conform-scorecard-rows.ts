// Reads what the scorecard check of `npm run machines:conform` needs (conform-scorecards.ts): the applications
// that reached "Offer Released" with their yes scorecards and overrides, every scorecard with its interview,
// and since when this database holds offers to the gate (migration 0022's rule_changes row).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import type { OfferRow, ScorecardConformInput, ScorecardRow } from './conform-scorecards';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const asDate = (value: Date | string) => new Date(value);

export function readScorecardRows(db: Db): Promise<ScorecardConformInput> {
  return db.transaction(
    async (tx) => {
      const offers = rowsOf<Omit<OfferRow, 'reachedAt'> & { reachedAt: Date | string }>(
        await tx.execute(sql`
          select a.id as "applicationId", min(h.changed_at) as "reachedAt",
            (select count(*) from scorecards sc join interviews i on i.id = sc.interview_id
              where i.application_id = a.id and sc.submitted_at is not null
                and sc.recommendation in ('yes', 'strong_yes'))::int as "yesScorecards",
            (select count(*) from offer_overrides o where o.application_id = a.id)::int as "overrides"
          from applications a
            join application_status_history h on h.application_id = a.id and h.to_status = 'OFFER_RELEASED'
          group by a.id order by a.id`),
      );
      const scorecards = rowsOf<
        Omit<ScorecardRow, 'interviewStartsAt' | 'submittedAt'> & {
          interviewStartsAt: Date | string | null;
          submittedAt: Date | string | null;
        }
      >(
        await tx.execute(sql`
          select sc.id as "scorecardId", sc.interview_id as "interviewId", i.state as "interviewState",
            i.starts_at as "interviewStartsAt", sc.submitted_at as "submittedAt", sc.recommendation,
            exists (select 1 from interview_interviewers ii
              where ii.interview_id = sc.interview_id and ii.user_id = sc.interviewer_id) as "authorIsInterviewer"
          from scorecards sc join interviews i on i.id = sc.interview_id order by sc.id`),
      );
      const [gate] = rowsOf<{ since: Date | string }>(
        await tx.execute(sql`select since from rule_changes where rule = 'offer-gate'`),
      );
      return {
        offers: offers.map((offer) => ({ ...offer, reachedAt: asDate(offer.reachedAt) })),
        scorecards: scorecards.map((card) => ({
          ...card,
          interviewStartsAt: card.interviewStartsAt === null ? null : asDate(card.interviewStartsAt),
          submittedAt: card.submittedAt === null ? null : asDate(card.submittedAt),
        })),
        reachedSince: gate ? asDate(gate.since) : undefined,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The scorecards' section of the report. */
export function scorecardReportLines(input: ScorecardConformInput, violations: string[]): string[] {
  const since = input.reachedSince ? ` made since ${input.reachedSince.toISOString()}` : '';
  return [
    '',
    `Scorecards: ${input.scorecards.length} checked; offers${since} checked against the offer gate.`,
    ...(violations.length
      ? [`  Violations (${violations.length}):`, ...violations.map((v) => `  ${v}`)]
      : ['  Violations: none.']),
  ];
}
