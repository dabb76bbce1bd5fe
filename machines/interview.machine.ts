// An interview's life (docs/decisions/0056), as the board, "My interviews" and the candidate's status page see
// it: proposed with slots → booked (the candidate chose, or the time was fixed) → rescheduled (moved to
// another time) → held, no-show or cancelled. Every event says who acts and when; the guards ask
// machines/interview-rules.ts, which the server's checks read too, so a button the page offers is one the
// server accepts. Pure: no actors, no clock of its own (the time is the event's), so the generated paths walk
// it and the app resolves a stored interview into it (interviewSnapshot).
import { and, assign, setup } from 'xstate';
import type { InterviewState } from '../contracts/interviews';
import {
  type InterviewAction,
  type InterviewActor,
  type InterviewFacts,
  interviewAllows,
} from './interview-rules';

export interface InterviewContext {
  /** The booked time (epoch ms); null while the candidate is to choose. */
  startsAt: number | null;
  /** The times offered (epoch ms); a booking or a move picks one of them. */
  slotStarts: number[];
  cutoffHours: number;
}

/** Who acts and when (epoch ms): the guards decide by both. */
interface Acting {
  by: InterviewActor;
  at: number;
}

export type InterviewEvent =
  | ({ type: 'interview.book'; slotAt: number } & Acting)
  | ({ type: 'interview.move'; slotAt: number } & Acting)
  | ({ type: 'interview.reschedule'; slots: number[] } & Acting)
  | ({ type: 'interview.cancel' } & Acting)
  | ({ type: 'interview.held' } & Acting)
  | ({ type: 'interview.noShow' } & Acting);

/**
 * The rules' view of the machine's context. The guards are only on transitions of states that take the
 * action, so the one thing the rules still need from the state is whether a time is booked: the rules treat
 * booked and rescheduled alike, and a proposal by its slots.
 */
const factsOf = (context: InterviewContext): InterviewFacts => ({
  state: context.startsAt === null ? 'proposed' : 'booked',
  startsAt: context.startsAt,
  slotStarts: context.slotStarts,
  cutoffHours: context.cutoffHours,
});

const allows =
  (action: InterviewAction) =>
  ({ context, event }: { context: InterviewContext; event: InterviewEvent }) =>
    interviewAllows(
      factsOf(context),
      action,
      event.by,
      event.at,
      'slotAt' in event ? event.slotAt : undefined,
    );

export const interviewMachine = setup({
  types: {
    context: {} as InterviewContext,
    events: {} as InterviewEvent,
    input: {} as { slotStarts: number[]; cutoffHours: number },
  },
  guards: {
    mayBook: allows('book'),
    mayMove: allows('move'),
    mayReschedule: allows('reschedule'),
    mayCancel: allows('cancel'),
    mayMarkHeld: allows('held'),
    mayMarkNoShow: allows('no_show'),
    /** A reschedule with one time fixes it; with several the candidate chooses again. */
    oneTime: ({ event }) => event.type === 'interview.reschedule' && event.slots.length === 1,
  },
  actions: {
    takeSlot: assign({
      startsAt: ({ event }) => ('slotAt' in event ? event.slotAt : null),
    }),
    fixTime: assign({
      startsAt: ({ event }) => (event.type === 'interview.reschedule' ? (event.slots[0] ?? null) : null),
      slotStarts: ({ event }) => (event.type === 'interview.reschedule' ? event.slots : []),
    }),
    offerSlots: assign({
      startsAt: null,
      slotStarts: ({ event }) => (event.type === 'interview.reschedule' ? event.slots : []),
    }),
  },
}).createMachine({
  id: 'interview',
  description: 'One interview of an applicant in “Interviewing”, from its proposal to how it went.',
  context: ({ input }) => ({ startsAt: null, slotStarts: input.slotStarts, cutoffHours: input.cutoffHours }),
  initial: 'proposed',
  states: {
    proposed: {
      description:
        'Times are offered: the candidate chooses one on their status page until each slot’s cut-off; the recruiter may offer others or cancel.',
      on: {
        'interview.book': { guard: 'mayBook', target: 'booked', actions: 'takeSlot' },
        'interview.reschedule': [
          { guard: and(['mayReschedule', 'oneTime']), target: 'booked', actions: 'fixTime' },
          { guard: 'mayReschedule', target: 'proposed', reenter: true, actions: 'offerSlots' },
        ],
        'interview.cancel': { guard: 'mayCancel', target: 'cancelled' },
      },
    },
    booked: {
      description:
        'A time is booked and the invitations are out: the candidate may move or cancel it until the cut-off; once it has begun, staff record how it went.',
      on: {
        'interview.move': { guard: 'mayMove', target: 'rescheduled', actions: 'takeSlot' },
        'interview.reschedule': [
          { guard: and(['mayReschedule', 'oneTime']), target: 'rescheduled', actions: 'fixTime' },
          { guard: 'mayReschedule', target: 'proposed', actions: 'offerSlots' },
        ],
        'interview.cancel': { guard: 'mayCancel', target: 'cancelled' },
        'interview.held': { guard: 'mayMarkHeld', target: 'held' },
        'interview.noShow': { guard: 'mayMarkNoShow', target: 'noShow' },
      },
    },
    rescheduled: {
      description:
        'Booked again at another time (updated invitations went out); otherwise as booked: it may move again, be cancelled, or be recorded once begun.',
      on: {
        'interview.move': { guard: 'mayMove', target: 'rescheduled', reenter: true, actions: 'takeSlot' },
        'interview.reschedule': [
          {
            guard: and(['mayReschedule', 'oneTime']),
            target: 'rescheduled',
            reenter: true,
            actions: 'fixTime',
          },
          { guard: 'mayReschedule', target: 'proposed', actions: 'offerSlots' },
        ],
        'interview.cancel': { guard: 'mayCancel', target: 'cancelled' },
        'interview.held': { guard: 'mayMarkHeld', target: 'held' },
        'interview.noShow': { guard: 'mayMarkNoShow', target: 'noShow' },
      },
    },
    held: { description: 'It took place; the interviewers’ scorecards follow.', type: 'final' },
    noShow: { description: 'The candidate did not attend.', type: 'final' },
    cancelled: {
      description: 'Cancelled before it took place; the invitations were withdrawn.',
      type: 'final',
    },
  },
});

/** The machine's state name for a stored state (the machine names states in camelCase). */
export const INTERVIEW_MACHINE_STATES: Record<InterviewState, string> = {
  proposed: 'proposed',
  booked: 'booked',
  rescheduled: 'rescheduled',
  held: 'held',
  no_show: 'noShow',
  cancelled: 'cancelled',
};

/** The machine's event for an action of the rules (the event names follow `domain.verb` in camelCase). */
export const INTERVIEW_EVENT_TYPES: Record<InterviewAction, InterviewEvent['type']> = {
  book: 'interview.book',
  move: 'interview.move',
  reschedule: 'interview.reschedule',
  cancel: 'interview.cancel',
  held: 'interview.held',
  no_show: 'interview.noShow',
};

/**
 * A stored interview as a snapshot of the machine, for `createActor(interviewMachine, { snapshot })`: the
 * board and the status page start from what the server answered, wherever in its life the interview is.
 */
export function interviewSnapshot(facts: InterviewFacts) {
  return interviewMachine.resolveState({
    value: INTERVIEW_MACHINE_STATES[facts.state],
    context: { startsAt: facts.startsAt, slotStarts: [...facts.slotStarts], cutoffHours: facts.cutoffHours },
  });
}
