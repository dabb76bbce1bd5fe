// What the candidate may do with one interview now, asked of the interview's machine
// (machines/interview.machine.ts) as the candidate, so the status page offers what the server's rules accept.
import { useMemo } from 'react';
import type { CandidateInterview } from '#contracts/interviews.ts';
import { interviewSnapshot } from '#machines/interview.machine.ts';

/** The cut-off in hours, or null when the interview can no longer be changed here. */
export const cutoffHoursOf = (interview: CandidateInterview): number | null =>
  interview.changeableUntil === null ? null : interview.cutoffHours;

export interface CandidateChoices {
  /** Booking (or moving to) the slot at this time is allowed now. */
  mayTake: (slotAt: number) => boolean;
  mayCancel: boolean;
  /** Some change is still possible here (else the page says how to reach the firm). */
  changeable: boolean;
}

export function useCandidateChoices(interview: CandidateInterview, now: number): CandidateChoices {
  const cutoffHours = cutoffHoursOf(interview);
  const snapshot = useMemo(
    () =>
      cutoffHours === null
        ? null
        : interviewSnapshot({
            state: interview.state,
            startsAt: interview.startsAt === null ? null : Date.parse(interview.startsAt),
            slotStarts: interview.slots.map((slot) => Date.parse(slot.startsAt)),
            cutoffHours,
          }),
    [interview, cutoffHours],
  );
  if (snapshot === null) return { mayTake: () => false, mayCancel: false, changeable: false };
  const type = interview.state === 'proposed' ? 'interview.book' : 'interview.move';
  const mayTake = (slotAt: number) => snapshot.can({ type, slotAt, by: 'candidate', at: now });
  const mayCancel = snapshot.can({ type: 'interview.cancel', by: 'candidate', at: now });
  return { mayTake, mayCancel, changeable: mayCancel };
}
