// A stored interview as the rules and the machine read it (machines/interview-rules.ts): times as epoch
// milliseconds, the slots offered by their start.
import type { Interview } from '#contracts/interviews.ts';
import type { InterviewFacts } from '#machines/interview-rules.ts';

export const interviewFacts = (
  interview: Pick<Interview, 'state' | 'startsAt' | 'slots' | 'cutoffHours'>,
): InterviewFacts => ({
  state: interview.state,
  startsAt: interview.startsAt === null ? null : Date.parse(interview.startsAt),
  slotStarts: interview.slots.map((slot) => Date.parse(slot.startsAt)),
  cutoffHours: interview.cutoffHours,
});
