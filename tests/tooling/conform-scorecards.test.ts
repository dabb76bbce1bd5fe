// The scorecard rules `machines:conform` checks (docs/decisions/0058), on rows as a database would give them:
// an offer needs a yes or an override, a scorecard is its interviewer's and is submitted only after the
// interview took place.
import { describe, expect, it } from 'vitest';
import {
  type OfferRow,
  type ScorecardRow,
  scorecardViolations,
} from '../../scripts/machines/lib/conform-scorecards';

const at = (iso: string) => new Date(iso);
const offer = (overrides: Partial<OfferRow> = {}): OfferRow => ({
  applicationId: 7,
  reachedAt: at('2027-03-01T10:00:00Z'),
  yesScorecards: 1,
  overrides: 0,
  ...overrides,
});
const card = (overrides: Partial<ScorecardRow> = {}): ScorecardRow => ({
  scorecardId: 3,
  interviewId: 9,
  interviewState: 'held',
  interviewStartsAt: at('2027-02-26T10:00:00Z'),
  authorIsInterviewer: true,
  submittedAt: at('2027-02-26T12:00:00Z'),
  recommendation: 'yes',
  ...overrides,
});

describe('scorecardViolations', () => {
  it('finds nothing wrong in an offer with a yes, one with an override, and proper scorecards', () => {
    expect(
      scorecardViolations({
        offers: [offer(), offer({ applicationId: 8, yesScorecards: 0, overrides: 1 })],
        scorecards: [
          card(),
          // A draft for an interview still to come is fine; so is a card submitted once a booked time passed.
          card({
            scorecardId: 4,
            interviewState: 'booked',
            interviewStartsAt: at('2027-03-09T10:00:00Z'),
            submittedAt: null,
            recommendation: null,
          }),
          card({ scorecardId: 5, interviewState: 'booked', submittedAt: at('2027-02-26T11:00:00Z') }),
        ],
      }),
    ).toEqual([]);
  });

  it('names an offer released with neither a yes nor an override, unless it came before the gate', () => {
    const offers = [offer({ yesScorecards: 0 })];
    expect(scorecardViolations({ offers, scorecards: [] })).toEqual([
      'application 7 reached OFFER_RELEASED with no submitted yes scorecard and no admin override',
    ]);
    expect(scorecardViolations({ offers, scorecards: [], reachedSince: at('2027-03-02T00:00:00Z') })).toEqual(
      [],
    );
  });

  it('names a scorecard by someone who is not an interviewer, or submitted too early or without a recommendation', () => {
    expect(
      scorecardViolations({
        offers: [],
        scorecards: [
          card({ authorIsInterviewer: false }),
          card({ scorecardId: 4, interviewState: 'proposed', interviewStartsAt: null }),
          card({ scorecardId: 5, interviewState: 'booked', interviewStartsAt: at('2027-02-27T10:00:00Z') }),
          card({ scorecardId: 6, recommendation: null }),
          card({ scorecardId: 7, recommendation: 'maybe', submittedAt: null }),
        ],
      }),
    ).toEqual([
      'scorecard 3 (interview 9) was written by someone who is not its interviewer',
      'scorecard 4 (interview 9) was submitted for an interview that is “proposed”',
      'scorecard 5 (interview 9) was submitted before the interview took place',
      'scorecard 6 (interview 9) was submitted without a recommendation',
      'scorecard 7 (interview 9) recommends “maybe”, which is not a recommendation',
    ]);
  });
});
