// The interview's rules (docs/decisions/0056): its life (proposed → booked → rescheduled → held / no-show /
// cancelled), who may do what in which state, and until when the candidate may change it themselves. Pure:
// the interview machine's guards, the board, the status page, the server's checks and
// `npm run machines:conform` all read these, so they never disagree.
import { INTERVIEW_TEXTS, type InterviewState } from '../contracts/interviews';

/** Who acts: a recruiter (ADMIN or RECRUITER), one of the interview's interviewers, or the candidate. */
export type InterviewActor = 'recruiter' | 'interviewer' | 'candidate';

/**
 * What can be done to an interview. `book` is the candidate's first choice of a slot; `move` books another
 * slot instead of the booked one; `reschedule` is the recruiter offering new times; `held` and `no_show` record
 * how it went.
 */
export const interviewActions = ['book', 'move', 'reschedule', 'cancel', 'held', 'no_show'] as const;
export type InterviewAction = (typeof interviewActions)[number];

/** States an interview is still to happen in: it holds its interviewers' time, and can still change. */
export const OPEN_INTERVIEW_STATES: readonly InterviewState[] = ['proposed', 'booked', 'rescheduled'];
/** States with a booked time: the ones a booking must not overlap. */
export const BOOKED_INTERVIEW_STATES: readonly InterviewState[] = ['booked', 'rescheduled'];
/** States that end the interview: nothing more happens to it. */
export const ENDED_INTERVIEW_STATES: readonly InterviewState[] = ['held', 'no_show', 'cancelled'];

/** Which actions each state takes at all (who and when come after): the machine's transitions say the same. */
export const INTERVIEW_STATE_ACTIONS: Readonly<Record<InterviewState, readonly InterviewAction[]>> = {
  proposed: ['book', 'reschedule', 'cancel'],
  booked: ['move', 'reschedule', 'cancel', 'held', 'no_show'],
  rescheduled: ['move', 'reschedule', 'cancel', 'held', 'no_show'],
  held: [],
  no_show: [],
  cancelled: [],
};

/** Who may take each action (in a state that takes it). Interviewers were there: they say how it went. */
export const INTERVIEW_ACTORS: Readonly<Record<InterviewAction, readonly InterviewActor[]>> = {
  book: ['candidate'],
  move: ['candidate'],
  reschedule: ['recruiter'],
  cancel: ['recruiter', 'candidate'],
  held: ['recruiter', 'interviewer'],
  no_show: ['recruiter', 'interviewer'],
};

/** What the rules need to know of an interview; times are epoch milliseconds. */
export interface InterviewFacts {
  state: InterviewState;
  /** The booked time; null while proposed. */
  startsAt: number | null;
  /** The times offered (while proposed: the candidate's choices). */
  slotStarts: readonly number[];
  cutoffHours: number;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The rules' facts of an interview as the API answers it (staff's or the candidate's view): what a page hands
 * to interviewSnapshot() to start the machine where the interview is.
 */
export function interviewFactsOf(interview: {
  state: InterviewState;
  startsAt: string | null;
  slots: readonly { startsAt: string }[];
  cutoffHours?: number | undefined;
}): InterviewFacts {
  return {
    state: interview.state,
    startsAt: interview.startsAt === null ? null : Date.parse(interview.startsAt),
    slotStarts: interview.slots.map((slot) => Date.parse(slot.startsAt)),
    cutoffHours: interview.cutoffHours ?? 24,
  };
}

/** The last moment the candidate may book (or move to) a slot at `startsAt`: the cut-off before it. */
export const slotCutoff = (startsAt: number, cutoffHours: number) => startsAt - cutoffHours * HOUR_MS;

/** Whether the candidate may still choose the slot at `startsAt` at `now`. */
export const slotOpenAt = (startsAt: number, cutoffHours: number, now: number) =>
  now < slotCutoff(startsAt, cutoffHours);

/**
 * Until when the candidate may change the interview themselves (book, move, cancel); null when no longer.
 * Booked: the cut-off before its time. Proposed: the cut-off of the earliest slot still open — each slot closes
 * at its own cut-off, so the candidate who waits longer has fewer choices, and none after the last one's.
 */
export function changeableUntil(facts: InterviewFacts, now: number): number | null {
  if (facts.state === 'proposed') {
    const open = facts.slotStarts.filter((at) => slotOpenAt(at, facts.cutoffHours, now));
    return open.length ? slotCutoff(Math.min(...open), facts.cutoffHours) : null;
  }
  if (BOOKED_INTERVIEW_STATES.includes(facts.state) && facts.startsAt !== null) {
    const until = slotCutoff(facts.startsAt, facts.cutoffHours);
    return now < until ? until : null;
  }
  return null;
}

/** Why an action is refused: `forbidden` (not this actor's to do: 403) or a conflict with the state or time (409). */
export interface InterviewRefusal {
  kind: 'forbidden' | 'conflict';
  message: string;
}

/** How the refusal names the action: "An interview that is “held” cannot be cancelled." */
const ACTION_WORDS: Record<InterviewAction, string> = {
  book: 'booked',
  move: 'moved',
  reschedule: 'rescheduled',
  cancel: 'cancelled',
  held: 'marked as held',
  no_show: 'marked as a no-show',
};

/** Extra words for the state in refusals ("no_show" reads badly). */
const STATE_WORDS: Record<InterviewState, string> = {
  proposed: 'proposed',
  booked: 'booked',
  rescheduled: 'rescheduled',
  held: 'held',
  no_show: 'a no-show',
  cancelled: 'cancelled',
};

export const INTERVIEW_RULE_TEXTS = {
  notYours: (action: InterviewAction) =>
    `Only ${whoMay(action)} may do this: the interview cannot be ${ACTION_WORDS[action]} by you.`,
  notStarted: 'The interview has not started yet: how it went can be recorded once its time has come.',
} as const;

function whoMay(action: InterviewAction) {
  const names: Record<InterviewActor, string> = {
    recruiter: 'a recruiter',
    interviewer: 'an interviewer',
    candidate: 'the candidate',
  };
  return INTERVIEW_ACTORS[action].map((actor) => names[actor]).join(' or ');
}

/**
 * Why `actor` may not take `action` on the interview at `now`, or null when they may. The state comes first
 * (nobody cancels a held interview), then who, then when: the candidate only until the cut-off, the outcome
 * only once the time has come. For `book`/`move`, `slotAt` is the chosen slot's time, checked against its own
 * cut-off; which slots exist and whether one is free is the server's to check.
 */
export function interviewRefusal(
  facts: InterviewFacts,
  action: InterviewAction,
  actor: InterviewActor,
  now: number,
  slotAt?: number,
): InterviewRefusal | null {
  if (!INTERVIEW_STATE_ACTIONS[facts.state].includes(action)) {
    return {
      kind: 'conflict',
      message: INTERVIEW_TEXTS.notAllowed(ACTION_WORDS[action], STATE_WORDS[facts.state]),
    };
  }
  if (!INTERVIEW_ACTORS[action].includes(actor)) {
    return { kind: 'forbidden', message: INTERVIEW_RULE_TEXTS.notYours(action) };
  }
  if (actor === 'candidate') {
    // The candidate changes nothing once the cut-off has passed (the invitation e-mail reaches a person).
    if (changeableUntil(facts, now) === null)
      return { kind: 'conflict', message: INTERVIEW_TEXTS.pastCutoff };
    if (slotAt !== undefined && !slotOpenAt(slotAt, facts.cutoffHours, now)) {
      return { kind: 'conflict', message: INTERVIEW_TEXTS.pastCutoff };
    }
  }
  if ((action === 'held' || action === 'no_show') && (facts.startsAt === null || now < facts.startsAt)) {
    return { kind: 'conflict', message: INTERVIEW_RULE_TEXTS.notStarted };
  }
  return null;
}

/** Whether `actor` may take `action` now: the machine's guards and the UI's buttons ask this. */
export const interviewAllows = (
  facts: InterviewFacts,
  action: InterviewAction,
  actor: InterviewActor,
  now: number,
  slotAt?: number,
) => interviewRefusal(facts, action, actor, now, slotAt) === null;

/**
 * The state an allowed action leads to. A recruiter's reschedule with one time fixes it (booked when it was
 * only proposed, rescheduled when it had a time); with several, the candidate chooses again (proposed).
 */
export function stateAfter(from: InterviewState, action: InterviewAction, slotCount = 1): InterviewState {
  switch (action) {
    case 'book':
      return 'booked';
    case 'move':
      return 'rescheduled';
    case 'reschedule':
      if (slotCount > 1) return 'proposed';
      return from === 'proposed' ? 'booked' : 'rescheduled';
    case 'cancel':
      return 'cancelled';
    case 'held':
      return 'held';
    case 'no_show':
      return 'no_show';
  }
}

/** A new interview's state: one time is fixed (booked at once); several are the candidate's to choose from. */
export const stateOfProposal = (slotCount: number): InterviewState =>
  slotCount === 1 ? 'booked' : 'proposed';

/**
 * What is wrong with a stored interview by these rules, for `npm run machines:conform`: an empty list when
 * nothing. `now` is when it is read.
 */
export function storedInterviewProblems(facts: InterviewFacts, now: number): string[] {
  const problems: string[] = [];
  if (facts.state === 'proposed' && facts.slotStarts.length === 0) problems.push('proposed without any slot');
  if (facts.state === 'proposed' && facts.startsAt !== null) problems.push('proposed with a booked time');
  if (BOOKED_INTERVIEW_STATES.includes(facts.state) && facts.startsAt === null) {
    problems.push(`${facts.state} without a time`);
  }
  if (
    (facts.state === 'held' || facts.state === 'no_show') &&
    (facts.startsAt === null || facts.startsAt > now)
  ) {
    problems.push(`${facts.state} before its time came`);
  }
  if (
    BOOKED_INTERVIEW_STATES.includes(facts.state) &&
    facts.startsAt !== null &&
    facts.slotStarts.length > 0 &&
    !facts.slotStarts.includes(facts.startsAt)
  ) {
    problems.push(`${facts.state} at a time that is not one of its slots`);
  }
  return problems;
}
