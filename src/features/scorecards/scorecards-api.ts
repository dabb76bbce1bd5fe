// The scorecard calls (SCORECARDS_PATH, SCORECARD_TEMPLATES_PATH), each answer checked against its contract.
import { SCORECARD_TEMPLATES_PATH, SCORECARDS_PATH } from '#contracts/api-paths.ts';
import {
  interviewScorecardsSchema,
  type ScorecardInput,
  scorecardListSchema,
  scorecardTemplateSchema,
} from '#contracts/scorecards.ts';
import { getChecked, sendChecked } from '#src/lib/checked-api.ts';

export const fetchInterviewScorecards = (interviewId: number) =>
  getChecked(interviewScorecardsSchema, `${SCORECARDS_PATH}/${interviewId}`);

export const saveScorecard = (interviewId: number, input: ScorecardInput) =>
  sendChecked(interviewScorecardsSchema, `${SCORECARDS_PATH}/${interviewId}`, 'PUT', input);

export const fetchPersonScorecards = async (personId: number) =>
  (await getChecked(scorecardListSchema, SCORECARDS_PATH, { personId })).scorecards;

export const fetchScorecardTemplate = (careerId: number) =>
  getChecked(scorecardTemplateSchema, `${SCORECARD_TEMPLATES_PATH}/${careerId}`);

export const saveScorecardTemplate = (careerId: number, criteria: string[]) =>
  sendChecked(scorecardTemplateSchema, `${SCORECARD_TEMPLATES_PATH}/${careerId}`, 'PUT', { criteria });
