// The choices table of docs/requirements.md#status-choices, row by row.
import { describe, expect, it } from 'vitest';
import { DEFAULT_STATUSES } from '../../contracts/application-status';
import {
  isAllowedMove,
  needsConfirmation,
  statusChoices,
  statusLabel,
} from '../../machines/applicant-pipeline';

describe('choices offered on the board by current status', () => {
  it.each([
    ['REJECTED', ['REJECTED']],
    ['NO_SHOW', ['NO_SHOW']],
    ['OFFER_RELEASED', ['OFFER_RELEASED', 'NO_SHOW', 'OFFER_ACCEPTED']],
    ['OFFER_ACCEPTED', ['OFFER_ACCEPTED', 'NO_SHOW', 'POSITION_FILLED']],
    ['PROFILE_SCREENED', ['PROFILE_SCREENED', 'REJECTED', 'INTERVIEWING']],
    ['INTERVIEWING', ['INTERVIEWING', 'REJECTED', 'OFFER_RELEASED']],
    ['APPLIED', ['APPLIED', 'PROFILE_SCREENED']],
    // "Any other": itself and the next status in order, which after POSITION_FILLED (6) is NO_SHOW (90).
    ['POSITION_FILLED', ['POSITION_FILLED', 'NO_SHOW']],
    ['ON_HOLD_UNKNOWN', ['APPLIED', 'PROFILE_SCREENED']],
  ])('%s → %j', (current, choices) => {
    expect(statusChoices(current)).toEqual(choices);
  });

  it('follows the server’s order, not the list’s order', () => {
    const shuffled = [...DEFAULT_STATUSES].reverse();
    expect(statusChoices('APPLIED', shuffled)).toEqual(['APPLIED', 'PROFILE_SCREENED']);
    expect(statusChoices('NOPE', shuffled)).toEqual(['APPLIED', 'PROFILE_SCREENED']);
  });

  it('uses the next status of a custom list for “any other” statuses', () => {
    const custom = [
      ...DEFAULT_STATUSES,
      { id: 9, statusCode: 'ASSESSMENT', label: 'Assessment', sortOrder: 1.5 },
    ];
    expect(statusChoices('APPLIED', custom)).toEqual(['APPLIED', 'ASSESSMENT']);
  });

  it('allows only moves the board offers, never to the same status', () => {
    expect(isAllowedMove('APPLIED', 'PROFILE_SCREENED')).toBe(true);
    expect(isAllowedMove('APPLIED', 'APPLIED')).toBe(false);
    expect(isAllowedMove('APPLIED', 'OFFER_RELEASED')).toBe(false);
    expect(isAllowedMove('REJECTED', 'APPLIED')).toBe(false);
    expect(isAllowedMove('INTERVIEWING', 'REJECTED')).toBe(true);
  });

  it('asks for confirmation only for REJECTED and NO_SHOW', () => {
    expect(['REJECTED', 'NO_SHOW', 'INTERVIEWING', 'APPLIED'].map(needsConfirmation)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('labels a status, falling back to its code', () => {
    expect(statusLabel('NO_SHOW')).toBe('No Show');
    expect(statusLabel('SOMETHING')).toBe('SOMETHING');
  });
});
