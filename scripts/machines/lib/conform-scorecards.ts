// What `npm run machines:conform` checks of the scorecard rules (docs/decisions/0058), on rows the caller
// reads from a database: every application that reached "Offer Released" had a submitted yes scorecard or an
// admin's override, and every scorecard was written by one of its interview's interviewers and submitted only
// for an interview that took place. Pure: it takes rows and answers violations, one sentence each.
//
// The gate is for moves made once it existed: `reachedSince` lets the caller leave out applications that
// reached "Offer Released" before (the demo seed's history, a database older than migration 0021).

/** An application that reached OFFER_RELEASED, with what opened the way. */
export interface OfferRow {
  applicationId: number;
  /** When it first reached OFFER_RELEASED. */
  reachedAt: Date;
  /** Submitted scorecards of its interviews that recommend yes or strong yes. */
  yesScorecards: number;
  /** offer_overrides rows for it. */
  overrides: number;
}

/** A scorecard and what it was written for. */
export interface ScorecardRow {
  scorecardId: number;
  interviewId: number;
  /** The interview's state now. */
  interviewState: string;
  /** The interview's time; null when it was never booked. */
  interviewStartsAt: Date | null;
  /** Whether the author is (still) one of the interview's interviewers. */
  authorIsInterviewer: boolean;
  submittedAt: Date | null;
  recommendation: string | null;
}

const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'];
/** The states in which an interview may have taken place (machines/interview-rules.ts: held, or booked and
 * past its time; a no-show or a cancellation after a scorecard was written leaves the card standing). */
const TOOK_PLACE_OR_AFTER = ['held', 'booked', 'rescheduled', 'no_show', 'cancelled'];

export interface ScorecardConformInput {
  offers: readonly OfferRow[];
  scorecards: readonly ScorecardRow[];
  /** Offers reached before this are not checked against the gate; all are when unset. */
  reachedSince?: Date | undefined;
}

export function scorecardViolations({ offers, scorecards, reachedSince }: ScorecardConformInput): string[] {
  const violations: string[] = [];
  for (const offer of offers) {
    if (reachedSince && offer.reachedAt < reachedSince) continue;
    if (offer.yesScorecards === 0 && offer.overrides === 0) {
      violations.push(
        `application ${offer.applicationId} reached OFFER_RELEASED with no submitted yes scorecard and no admin override`,
      );
    }
  }
  for (const card of scorecards) {
    const which = `scorecard ${card.scorecardId} (interview ${card.interviewId})`;
    if (!card.authorIsInterviewer)
      violations.push(`${which} was written by someone who is not its interviewer`);
    if (card.recommendation !== null && !RECOMMENDATIONS.includes(card.recommendation)) {
      violations.push(`${which} recommends “${card.recommendation}”, which is not a recommendation`);
    }
    if (!card.submittedAt) continue;
    if (card.recommendation === null) violations.push(`${which} was submitted without a recommendation`);
    if (!TOOK_PLACE_OR_AFTER.includes(card.interviewState)) {
      violations.push(`${which} was submitted for an interview that is “${card.interviewState}”`);
    } else if (
      card.interviewState !== 'held' &&
      (card.interviewStartsAt === null || card.interviewStartsAt > card.submittedAt)
    ) {
      violations.push(`${which} was submitted before the interview took place`);
    }
  }
  return violations;
}
