// The interview machine's test model without a driver: one interview proposed with two slots (A, B), a 24-hour
// cut-off, and three moments to act at — early (every slot open), late (A's cut-off passed, B's not) and after
// (every time has come). Each action is tried by each kind of actor whose answer differs, so every guard is seen
// both allowing and refusing. A view file drives the same events through the board or the status page: the
// constants below are the times and people it needs.

import { type InterviewEvent, interviewMachine } from '../../machines/interview.machine';
import type { InterviewActor } from '../../machines/interview-rules';
import type { PathModel } from '../support/paths/path-model';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The path's "now" at its start: Monday 22 March 2027, 09:00 UTC (the week before the UK's clocks change). */
export const START = Date.UTC(2027, 2, 22, 9, 0);
export const CUTOFF_HOURS = 24;
/** The two slots offered first, on Thursday and Friday. */
export const SLOT_A = START + 3 * DAY;
export const SLOT_B = START + 4 * DAY;
/** The recruiter's one new time when rescheduling (after the UK's change: Monday 29 March, 09:00 UTC). */
export const SLOT_C = START + 7 * DAY;

/** When each event happens. */
export const MOMENTS = {
  early: START,
  /** A's cut-off has passed, B's has not. */
  late: SLOT_A - 12 * HOUR,
  /** Every slot's time has come: how it went can be recorded. */
  after: SLOT_C + 2 * HOUR,
} as const;

const at = (moment: keyof typeof MOMENTS) => MOMENTS[moment];
const act = (by: InterviewActor, moment: keyof typeof MOMENTS) => ({ by, at: at(moment) });

export const interviewModel = {
  machine: interviewMachine,
  input: { slotStarts: [SLOT_A, SLOT_B], cutoffHours: CUTOFF_HOURS },
  events: (snapshot) => {
    const { startsAt, slotStarts } = snapshot.context;
    const events: InterviewEvent[] = [];
    const cancels: InterviewEvent[] = [
      { type: 'interview.cancel', ...act('candidate', 'early') },
      { type: 'interview.cancel', ...act('candidate', 'after') },
      { type: 'interview.cancel', ...act('interviewer', 'early') },
      { type: 'interview.cancel', ...act('recruiter', 'after') },
    ];
    const reschedules: InterviewEvent[] = [
      { type: 'interview.reschedule', slots: [SLOT_C], ...act('recruiter', 'early') },
      { type: 'interview.reschedule', slots: [SLOT_A, SLOT_B], ...act('recruiter', 'early') },
      { type: 'interview.reschedule', slots: [SLOT_C], ...act('candidate', 'early') },
    ];
    if (snapshot.matches('proposed')) {
      events.push(
        { type: 'interview.book', slotAt: SLOT_A, ...act('candidate', 'early') },
        { type: 'interview.book', slotAt: SLOT_B, ...act('candidate', 'late') },
        // A's own cut-off has passed: too late for that slot, though B is still open.
        { type: 'interview.book', slotAt: SLOT_A, ...act('candidate', 'late') },
        { type: 'interview.book', slotAt: SLOT_A, ...act('recruiter', 'early') },
        ...reschedules,
        ...cancels,
      );
    }
    if (snapshot.matches('booked') || snapshot.matches('rescheduled')) {
      // A move picks another offered slot (the server refuses the booked one and any not offered).
      for (const slotAt of slotStarts.filter((slot) => slot !== startsAt)) {
        events.push(
          { type: 'interview.move', slotAt, ...act('candidate', 'early') },
          { type: 'interview.move', slotAt, ...act('candidate', 'after') },
          { type: 'interview.move', slotAt, ...act('recruiter', 'early') },
        );
      }
      events.push(
        ...reschedules,
        ...cancels,
        { type: 'interview.held', ...act('interviewer', 'after') },
        { type: 'interview.held', ...act('recruiter', 'early') },
        { type: 'interview.held', ...act('candidate', 'after') },
        { type: 'interview.noShow', ...act('recruiter', 'after') },
        { type: 'interview.noShow', ...act('interviewer', 'early') },
        { type: 'interview.noShow', ...act('candidate', 'after') },
      );
    }
    return events;
  },
} satisfies PathModel<typeof interviewMachine>;
