// @vitest-environment happy-dom
// The interview's generated paths through its components (component driver): the recruiter's card, an
// interviewer's card and the candidate's booking, side by side on one test page, over a fake server that keeps
// the interview and answers by the same rules (machines/interview-rules.ts). Each person looks again at the
// moment of each event (the views are drawn anew), as someone opening the page then would.
import { act } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { CandidateInterview, Interview, StaffInterviewAction } from '../../contracts/interviews';
import {
  changeableUntil,
  type InterviewAction,
  type InterviewActor,
  type InterviewFacts,
  interviewRefusal,
  stateAfter,
} from '../../machines/interview-rules';
import { InterviewCard } from '../../src/features/interviews/interview-card';
import type { InterviewActionBody } from '../../src/features/interviews/interviews-api';
import { InterviewBooking } from '../../src/features/my-application/interview-booking';
import { RequestProblem } from '../../src/lib/request-problem';
import { renderWithTheme } from '../support/dom/render';
import { preferReducedMotion } from '../support/dom/web';
import { describeMachinePaths } from '../support/paths/path-harness';
import { domScreen } from '../support/paths/screen-dom';
import { CUTOFF_HOURS, interviewModel, SLOT_A, SLOT_B, START } from './interview.model';
import { type InterviewUi, interviewView, OFFICE } from './interview.view';

const CANDIDATE_ZONE = 'Asia/Kolkata';
const iso = (ms: number) => new Date(ms).toISOString();

/** The fake server's interview, as the model's input starts it: proposed with slots A and B. */
function firstInterview(): Interview {
  return {
    id: 70,
    applicationId: 9,
    personId: 3,
    candidateName: 'Priya Sharma',
    careerTitle: 'Payroll Specialist',
    kind: 'video',
    office: OFFICE,
    videoLink: 'https://meet.example.com/abc',
    durationMinutes: 60,
    state: 'proposed',
    startsAt: null,
    cutoffHours: CUTOFF_HOURS,
    sequence: 0,
    interviewers: [{ userId: 2, name: 'Ravi Kumar' }],
    slots: [SLOT_A, SLOT_B].map((at, index) => ({ id: index + 1, startsAt: iso(at), available: true })),
    proposedByName: 'Rita Rao',
    cancelReason: null,
    createdAt: iso(START),
    updatedAt: iso(START),
  };
}

const factsOf = (i: Interview): InterviewFacts => ({
  state: i.state,
  startsAt: i.startsAt === null ? null : Date.parse(i.startsAt),
  slotStarts: i.slots.map((slot) => Date.parse(slot.startsAt)),
  cutoffHours: i.cutoffHours,
});

/** The interview and the moment, shared by the fake server and the page; a change redraws every view. */
function createStore() {
  let state = { interview: firstInterview(), version: 0 };
  const listeners = new Set<() => void>();
  const set = (next: Partial<typeof state>) => {
    state = { ...state, ...next, version: state.version + 1 };
    for (const listener of listeners) listener();
  };
  const refuseUnless = (action: InterviewAction, by: InterviewActor, slotAt?: number) => {
    const refusal = interviewRefusal(factsOf(state.interview), action, by, Date.now(), slotAt);
    if (refusal) throw new RequestProblem(refusal.message, refusal.kind === 'forbidden' ? 403 : 409);
  };
  const save = (change: Partial<Interview>) => {
    const interview = { ...state.interview, ...change, sequence: state.interview.sequence + 1 };
    set({ interview });
    return interview;
  };
  const RULE_ACTION: Record<StaffInterviewAction, InterviewAction> = {
    cancel: 'cancel',
    held: 'held',
    'no-show': 'no_show',
    reschedule: 'reschedule',
  };
  return {
    get: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    redraw: () => set({}),
    staffAct:
      (by: InterviewActor) =>
      async (_id: number, action: StaffInterviewAction, body: InterviewActionBody = {}) => {
        const ruleAction = RULE_ACTION[action];
        refuseUnless(ruleAction, by);
        const slots = body.slots ?? [];
        const next = stateAfter(current().state, ruleAction, slots.length);
        if (action !== 'reschedule') return save({ state: next, cancelReason: body.reason ?? null });
        return save({
          state: next,
          startsAt: slots.length === 1 ? (slots[0] ?? null) : null,
          slots: slots.map((at, index) => ({
            id: 10 * (current().sequence + 1) + index,
            startsAt: at,
            available: true,
          })),
        });
      },
    book: async (_id: number, slotId: number) => {
      const slot = current().slots.find((s) => s.id === slotId);
      if (!slot) throw new RequestProblem('That time is not one of those offered.', 409);
      const action = current().state === 'proposed' ? 'book' : 'move';
      refuseUnless(action, 'candidate', Date.parse(slot.startsAt));
      return candidateView(save({ state: stateAfter(current().state, action), startsAt: slot.startsAt }));
    },
    cancel: async () => {
      refuseUnless('cancel', 'candidate');
      return candidateView(save({ state: 'cancelled' }));
    },
  };
  function current() {
    return state.interview;
  }
}

/** The candidate's view of the interview, as the server answers it now. */
function candidateView(i: Interview): CandidateInterview {
  const until = changeableUntil(factsOf(i), Date.now());
  return {
    id: i.id,
    kind: i.kind,
    office: i.office,
    officeTimeZone: 'Europe/London',
    cutoffHours: i.cutoffHours,
    videoLink: i.videoLink,
    durationMinutes: i.durationMinutes,
    state: i.state,
    startsAt: i.startsAt,
    changeableUntil: until === null ? null : iso(until),
    slots: i.slots,
  };
}

const REGIONS: Record<InterviewActor, string> = {
  recruiter: 'As the recruiter',
  interviewer: 'As an interviewer',
  candidate: 'As the candidate',
};

function Stage({ store }: { store: ReturnType<typeof createStore> }) {
  const { interview, version } = useSyncExternalStore(store.subscribe, store.get);
  return (
    // Drawn anew on every change or moment: each person looks at the interview as the server has it then.
    <div key={version}>
      {(['recruiter', 'interviewer'] as const).map((by) => (
        <section key={by} aria-label={REGIONS[by]}>
          <InterviewCard interview={interview} by={by} act={store.staffAct(by)} onChanged={() => {}} />
        </section>
      ))}
      <section aria-label={REGIONS.candidate}>
        <InterviewBooking
          interview={candidateView(interview)}
          timeZone={CANDIDATE_ZONE}
          book={store.book}
          cancel={store.cancel}
          onChanged={() => {}}
          refresh={async () => store.redraw()}
        />
      </section>
    </div>
  );
}

beforeEach(() => {
  preferReducedMotion();
  // Only the date is the path's: the pages' timers and React's scheduling run as they would.
  vi.useFakeTimers({ toFake: ['Date'], now: START });
});
afterEach(() => vi.useRealTimers());

describeMachinePaths('interview', {
  ...interviewModel,
  simplePaths: false,
  ui: {
    ...interviewView,
    // Each path renders three views: the fewest paths that still visit every state, transition and guard.
    paths: 'covering',
    render: (): InterviewUi => {
      const store = createStore();
      renderWithTheme(<Stage store={store} />);
      const flush = () =>
        act(async () => {
          for (let i = 0; i < 5; i += 1) await Promise.resolve();
        });
      const screen = domScreen();
      return {
        screen,
        screenOf: () => screen,
        scopeOf: (actor) => ({ within: { role: 'region', name: REGIONS[actor] } }),
        at: async (ms) => {
          vi.setSystemTime(ms);
          await act(async () => store.redraw());
          return ms;
        },
        real: (ms) => ms,
        facts: async () => factsOf(store.get().interview),
        candidateZone: CANDIDATE_ZONE,
        flush,
        saved: flush,
      };
    },
  },
});
