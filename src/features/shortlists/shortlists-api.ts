// The staff shortlist calls (/api/recruiter/shortlists…), each answer checked against its contract.
import { SHORTLISTS_PATH } from '#contracts/api-paths.ts';
import {
  personShortlistAnswerListSchema,
  type ShortlistUpdate,
  shortlistSchema,
  shortlistSharedSchema,
  shortlistSummaryListSchema,
} from '#contracts/shortlists.ts';
import { getChecked, sendChecked } from '#src/lib/checked-api.ts';

export const fetchShortlists = (careerId: number) =>
  getChecked(shortlistSummaryListSchema, SHORTLISTS_PATH, { careerId });
export const fetchShortlist = (shortlistId: number) =>
  getChecked(shortlistSchema, `${SHORTLISTS_PATH}/${shortlistId}`);
export const saveShortlist = (shortlistId: number, update: ShortlistUpdate) =>
  sendChecked(shortlistSchema, `${SHORTLISTS_PATH}/${shortlistId}`, 'PUT', update);
export const shareShortlist = (shortlistId: number, days: number) =>
  sendChecked(shortlistSharedSchema, `${SHORTLISTS_PATH}/${shortlistId}/share`, 'POST', { days });
export const revokeShortlist = (shortlistId: number) =>
  sendChecked(shortlistSchema, `${SHORTLISTS_PATH}/${shortlistId}/revoke`, 'POST');
export const closeShortlist = (shortlistId: number) =>
  sendChecked(shortlistSchema, `${SHORTLISTS_PATH}/${shortlistId}/close`, 'POST');
export const fetchPersonShortlistAnswers = (personId: number) =>
  getChecked(personShortlistAnswerListSchema, `${SHORTLISTS_PATH}/answers`, { personId });

/** Everything the page's machine calls: given whole, so tests and the e2e driver can hold each call. */
export const shortlistCalls = {
  load: fetchShortlist,
  share: shareShortlist,
  revoke: revokeShortlist,
  close: closeShortlist,
  save: saveShortlist,
};
export type ShortlistCalls = typeof shortlistCalls;
