// One interview's machine (machines/interview.machine.ts), resolved from the record the server answered: it
// says which actions the viewer may take now, by the same rules the server enforces, so the card offers only
// buttons that will be accepted. The record is the truth: a changed interview is a new actor (the card is
// keyed by its last change), never a machine that guessed ahead of the server.
import type { Interview } from '#contracts/interviews.ts';
import { INTERVIEW_EVENT_TYPES, interviewMachine, interviewSnapshot } from '#machines/interview.machine.ts';
import type { InterviewAction, InterviewActor } from '#machines/interview-rules.ts';
import { useNow } from '#src/lib/time-zones.ts';
import { useAppMachine } from '#src/lib/use-app-machine.ts';
import { interviewFacts } from './interview-facts';

/** The staff actions a card can offer (the candidate's book and move are the status page's). */
export type StaffAction = Extract<InterviewAction, 'cancel' | 'held' | 'no_show' | 'reschedule'>;

export function useInterviewMachine(interview: Interview, by: InterviewActor) {
  const [snapshot] = useAppMachine(interviewMachine, {
    snapshot: interviewSnapshot(interviewFacts(interview)),
  });
  const at = useNow();
  const may = (action: StaffAction) => {
    const type = INTERVIEW_EVENT_TYPES[action];
    // A reschedule's guard asks who and when; its times are the dialog's, any will do for the question.
    const event = type === 'interview.reschedule' ? { type, slots: [at], by, at } : { type, by, at };
    return snapshot.can(event as never);
  };
  return { snapshot, may };
}
