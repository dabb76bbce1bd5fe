// The status page's interview calls (/api/my-application/{token}/interviews…, contracts/interviews.ts), answers
// checked against the contract. The token is the page's: the same secret that opens the application.
import { MY_APPLICATION_PATH, MY_INTERVIEWS_SEGMENT } from '#contracts/api-paths.ts';
import { candidateInterviewListSchema, candidateInterviewSchema } from '#contracts/interviews.ts';
import { getChecked, sendChecked } from '#src/lib/checked-api.ts';

const interviewsPath = (token: string) =>
  `${MY_APPLICATION_PATH}/${encodeURIComponent(token)}/${MY_INTERVIEWS_SEGMENT}`;

export const fetchMyInterviews = async (token: string) =>
  (await getChecked(candidateInterviewListSchema, interviewsPath(token))).interviews;

/** A first booking, or a move to another of the times offered. */
export const bookInterviewSlot = (token: string, interviewId: number, slotId: number) =>
  sendChecked(candidateInterviewSchema, `${interviewsPath(token)}/${interviewId}/book`, 'POST', { slotId });

export const cancelMyInterview = (token: string, interviewId: number) =>
  sendChecked(candidateInterviewSchema, `${interviewsPath(token)}/${interviewId}/cancel`, 'POST');
