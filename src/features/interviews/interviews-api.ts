// The staff side's interview calls (/api/recruiter/interviews…, contracts/interviews.ts), each answer checked
// against its contract; every failure is a RequestProblem with the server's message and field messages.
import { INTERVIEWS_PATH } from '#contracts/api-paths.ts';
import {
  type InterviewProposal,
  interviewerChoiceListSchema,
  interviewListSchema,
  interviewSchema,
  type StaffInterviewAction,
} from '#contracts/interviews.ts';
import { getChecked, sendChecked } from '#src/lib/checked-api.ts';

/** The interviews of one application, for the person page's panel. */
export const fetchApplicationInterviews = async (applicationId: number) =>
  (await getChecked(interviewListSchema, INTERVIEWS_PATH, { applicationId })).interviews;

/** The signed-in staff member's own interviews (as an interviewer), for "My interviews". */
export const fetchMyInterviews = async () =>
  (await getChecked(interviewListSchema, `${INTERVIEWS_PATH}/mine`)).interviews;

/** Every active member of staff a proposal may name. */
export const fetchInterviewerChoices = async () =>
  (await getChecked(interviewerChoiceListSchema, `${INTERVIEWS_PATH}/interviewers`)).interviewers;

export const proposeInterview = (proposal: InterviewProposal) =>
  sendChecked(interviewSchema, INTERVIEWS_PATH, 'POST', proposal);

/** What an action sends: a cancellation's reason, a move's new times (one is a fixed time). */
export interface InterviewActionBody {
  reason?: string;
  slots?: string[];
}

export const actOnInterview = (
  interviewId: number,
  action: StaffInterviewAction,
  body: InterviewActionBody = {},
) => sendChecked(interviewSchema, `${INTERVIEWS_PATH}/${interviewId}/${action}`, 'POST', body);
