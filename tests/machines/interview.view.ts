// The interview's paths as people meet them, for the component and browser drivers: the recruiter's card on
// the person page, an interviewer's card on "My interviews" and the candidate's status page, each at the
// moment the model's event happens. An action the rules allow is taken through the page; one they refuse is
// one the page does not offer to that person then (no button, no time to choose), which is checked instead.
import { wallTimeIn } from '../../contracts/interview-times';
import { INTERVIEW_STATE_LABELS, type InterviewState, OFFICE_TIME_ZONES } from '../../contracts/interviews';
import { INTERVIEW_MACHINE_STATES, type interviewMachine } from '../../machines/interview.machine';
import {
  type InterviewAction,
  type InterviewActor,
  type InterviewFacts,
  interviewAllows,
} from '../../machines/interview-rules';
import { timeForCandidate } from '../../src/features/my-application/interview-booking';
import type { SnapshotOf, UiWalker } from '../support/paths/path-model';
import type { Scope, Screen } from '../support/paths/screen';

/** The model's interview is at the Manchester office's clocks: the times typed when rescheduling are its. */
export const OFFICE = 'manchester' as const;
const OFFICE_ZONE = OFFICE_TIME_ZONES[OFFICE];

export interface InterviewUi {
  /** The first person's screen (the harness's own use). */
  screen: Screen;
  /** Each person's screen: one page for all (happy-dom), or a page each (Chromium). */
  screenOf: (actor: InterviewActor) => Screen;
  /** Where on that screen the person's view of the interview is (a region of one page, or all of it). */
  scopeOf: (actor: InterviewActor) => Scope | undefined;
  /**
   * Makes the next action happen at the model's `ms`, and each person looks again; answers the moment the
   * rules are asked about (the model's own, or the real server's now where its clock cannot be moved).
   */
  at: (ms: number) => Promise<number>;
  /** The model's time of a slot as the server holds it (the same, or moved to lie ahead of the real clock). */
  real: (ms: number) => number;
  /** The interview as the server holds it now. */
  facts: () => Promise<InterviewFacts>;
  /** The zone the candidate reads times in. */
  candidateZone: string;
  /** Lets what a click opened render (happy-dom); nothing where the screen waits by itself. */
  flush: () => Promise<void>;
  /** After an action the server takes: its answer is drawn, and every person looks again. */
  saved: () => Promise<void>;
}

/** The candidate's words for each state (interview-booking.tsx), by the machine's state names. */
const CANDIDATE_WORDS: Record<string, string> = {
  proposed: 'Please choose a time',
  booked: 'Booked',
  rescheduled: 'Booked (moved)',
  held: 'Held',
  noShow: 'Missed',
  cancelled: 'Cancelled',
};
const STAFF_WORDS = Object.fromEntries(
  (Object.keys(INTERVIEW_MACHINE_STATES) as InterviewState[]).map((state) => [
    INTERVIEW_MACHINE_STATES[state],
    INTERVIEW_STATE_LABELS[state],
  ]),
);

const iso = (ms: number) => new Date(ms).toISOString();
const slotLabel = (ui: InterviewUi, ms: number) =>
  timeForCandidate(iso(ui.real(ms)), ui.candidateZone, OFFICE, OFFICE_ZONE);
const two = (n: number) => String(n).padStart(2, '0');
/** The date and time inputs' values for an instant at the office. */
function officeInputs(ms: number) {
  const wall = wallTimeIn(ms, OFFICE_ZONE);
  return {
    date: `${wall.year}-${two(wall.month)}-${two(wall.day)}`,
    time: `${two(wall.hour)}:${two(wall.minute)}`,
  };
}

const DIALOG: Scope = { within: { role: 'dialog' } };
const STAFF_BUTTONS: Partial<Record<InterviewAction, string>> = {
  held: 'Mark held',
  no_show: 'Candidate did not attend',
  reschedule: 'Reschedule',
  cancel: 'Cancel interview',
};

/** Whether the rules let `by` take `action` now; the page must agree by offering it or not. */
async function allowed(
  ui: InterviewUi,
  action: InterviewAction,
  by: InterviewActor,
  at: number,
  slotAt?: number,
) {
  const now = await ui.at(at);
  return interviewAllows(
    await ui.facts(),
    action,
    by,
    now,
    slotAt === undefined ? undefined : ui.real(slotAt),
  );
}

/** Book or move as the candidate: the time offered among the choices, or not there to choose. */
async function takeSlot(
  ui: InterviewUi,
  action: 'book' | 'move',
  event: { slotAt: number; by: InterviewActor; at: number },
) {
  const may = await allowed(ui, action, event.by, event.at, event.slotAt);
  const scope = ui.scopeOf(event.by);
  const screen = ui.screenOf(event.by);
  const radio = { role: 'radio', name: slotLabel(ui, event.slotAt) };
  if (!may || event.by !== 'candidate') {
    // Staff have no slot to choose; a candidate too late for it does not see it (nor "Choose another time").
    await screen.expect(radio, { present: false }, scope);
    return;
  }
  if (action === 'move') await screen.click({ role: 'button', name: 'Choose another time' }, scope);
  await screen.click(radio, scope);
  await screen.click(
    { role: 'button', name: action === 'book' ? 'Book this time' : 'Move to this time' },
    scope,
  );
  await ui.saved();
}

/** A staff action: through its button when the rules allow it, else the button is not offered. */
async function staffAction(
  ui: InterviewUi,
  action: InterviewAction,
  event: { by: InterviewActor; at: number },
) {
  const may = await allowed(ui, action, event.by, event.at);
  const scope = ui.scopeOf(event.by);
  const screen = ui.screenOf(event.by);
  const name = STAFF_BUTTONS[action] ?? action;
  if (!may) {
    await screen.expect({ role: 'button', name }, { present: false }, scope);
    return;
  }
  await screen.click({ role: 'button', name }, scope);
  await ui.saved();
}

export const interviewView = {
  perform: {
    'interview.book': (ui, event) => takeSlot(ui, 'book', event),
    'interview.move': (ui, event) => takeSlot(ui, 'move', event),
    'interview.reschedule': async (ui, event) => {
      const may = await allowed(ui, 'reschedule', event.by, event.at);
      const scope = ui.scopeOf(event.by);
      const screen = ui.screenOf(event.by);
      if (!may) {
        await screen.expect({ role: 'button', name: 'Reschedule' }, { present: false }, scope);
        return;
      }
      await screen.click({ role: 'button', name: 'Reschedule' }, scope);
      await ui.flush();
      const several = event.slots.length > 1;
      if (several) {
        await screen.click({ role: 'radio', name: 'Several times for the candidate to choose from' }, DIALOG);
        for (let n = 1; n < event.slots.length; n += 1)
          await screen.click({ role: 'button', name: 'Add another time' }, DIALOG);
      }
      for (const [index, slot] of event.slots.entries()) {
        const n = several ? ` ${index + 1}` : '';
        const { date, time } = officeInputs(ui.real(slot));
        await screen.fill({ label: `Date${n} (Manchester)` }, date, DIALOG);
        await screen.fill({ label: `Time${n} (Manchester)` }, time, DIALOG);
      }
      await screen.click(
        { role: 'button', name: several ? 'Offer these times' : 'Move to this time' },
        DIALOG,
      );
      await ui.saved();
    },
    'interview.cancel': async (ui, event) => {
      const may = await allowed(ui, 'cancel', event.by, event.at);
      const scope = ui.scopeOf(event.by);
      const screen = ui.screenOf(event.by);
      const name = event.by === 'candidate' ? 'Cancel the interview' : 'Cancel interview';
      if (!may) {
        await screen.expect({ role: 'button', name }, { present: false }, scope);
        return;
      }
      await screen.click({ role: 'button', name }, scope);
      await ui.flush();
      const confirm = event.by === 'candidate' ? 'Yes, cancel it' : 'Cancel interview';
      await screen.click({ role: 'button', name: confirm }, DIALOG);
      await ui.saved();
    },
    'interview.held': (ui, event) => staffAction(ui, 'held', event),
    'interview.noShow': (ui, event) => staffAction(ui, 'no_show', event),
  },
  expect: async (ui, snapshot: SnapshotOf<typeof interviewMachine>) => {
    const state = String(snapshot.value);
    const staffWords = STAFF_WORDS[state] ?? state;
    const look = (actor: InterviewActor, text: string) =>
      ui.screenOf(actor).expect({ text }, {}, ui.scopeOf(actor));
    await look('recruiter', staffWords);
    await look('interviewer', staffWords);
    await look('candidate', CANDIDATE_WORDS[state] ?? state);
    // The booked time as the candidate reads it, with the office's beside.
    const { startsAt } = snapshot.context;
    if (startsAt !== null && state !== 'cancelled') await look('candidate', slotLabel(ui, startsAt));
  },
} satisfies Omit<UiWalker<typeof interviewMachine, InterviewUi>, 'render'>;
