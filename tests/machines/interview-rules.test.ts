// The interview's rules (machines/interview-rules.ts): who may do what in which state, the candidate's
// cut-off, the outcome only once the time has come; and the machine agreeing with them everywhere, so the
// buttons the pages offer are the actions the server accepts.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { INTERVIEW_TEXTS, interviewStates } from '../../contracts/interviews';
import { INTERVIEW_EVENT_TYPES, interviewMachine, interviewSnapshot } from '../../machines/interview.machine';
import {
  changeableUntil,
  INTERVIEW_RULE_TEXTS,
  type InterviewActor,
  type InterviewFacts,
  interviewActions,
  interviewRefusal,
  stateAfter,
  stateOfProposal,
  storedInterviewProblems,
} from '../../machines/interview-rules';

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2027, 2, 22, 9, 0);
const A = NOW + 72 * HOUR;
const B = NOW + 96 * HOUR;
const proposed: InterviewFacts = { state: 'proposed', startsAt: null, slotStarts: [A, B], cutoffHours: 24 };
const booked: InterviewFacts = { ...proposed, state: 'booked', startsAt: A };

describe('who may do what', () => {
  it('lets the candidate book, move and cancel, and nobody else book or move', () => {
    expect(interviewRefusal(proposed, 'book', 'candidate', NOW, A)).toBeNull();
    expect(interviewRefusal(booked, 'move', 'candidate', NOW, B)).toBeNull();
    expect(interviewRefusal(booked, 'cancel', 'candidate', NOW)).toBeNull();
    for (const actor of ['recruiter', 'interviewer'] as const) {
      expect(interviewRefusal(proposed, 'book', actor, NOW, A)?.kind).toBe('forbidden');
      expect(interviewRefusal(booked, 'move', actor, NOW, B)?.kind).toBe('forbidden');
    }
  });

  it('keeps rescheduling to recruiters, and lets interviewers record only how it went', () => {
    expect(interviewRefusal(booked, 'reschedule', 'recruiter', NOW)).toBeNull();
    expect(interviewRefusal(booked, 'reschedule', 'candidate', NOW)).toEqual({
      kind: 'forbidden',
      message: INTERVIEW_RULE_TEXTS.notYours('reschedule'),
    });
    expect(interviewRefusal(booked, 'cancel', 'interviewer', NOW)?.kind).toBe('forbidden');
    expect(interviewRefusal(booked, 'held', 'interviewer', A)).toBeNull();
    expect(interviewRefusal(booked, 'no_show', 'candidate', A)?.kind).toBe('forbidden');
  });

  it('names the state when the state takes no such action', () => {
    const held = { ...booked, state: 'held' as const };
    expect(interviewRefusal(held, 'cancel', 'recruiter', NOW)).toEqual({
      kind: 'conflict',
      message: 'An interview that is “held” cannot be cancelled.',
    });
    expect(interviewRefusal(proposed, 'held', 'recruiter', B)?.message).toBe(
      'An interview that is “proposed” cannot be marked as held.',
    );
  });
});

describe('the cut-off', () => {
  it('closes each slot at its own cut-off while proposed, the earliest still open first', () => {
    expect(changeableUntil(proposed, NOW)).toBe(A - 24 * HOUR);
    // A's cut-off has passed: B is still open, and now it is B's cut-off that counts.
    const late = A - 12 * HOUR;
    expect(changeableUntil(proposed, late)).toBe(B - 24 * HOUR);
    expect(interviewRefusal(proposed, 'book', 'candidate', late, A)?.message).toBe(
      INTERVIEW_TEXTS.pastCutoff,
    );
    expect(interviewRefusal(proposed, 'book', 'candidate', late, B)).toBeNull();
    expect(changeableUntil(proposed, B - 24 * HOUR)).toBeNull();
  });

  it('ends the candidate’s changes to a booked time at its cut-off, to the millisecond', () => {
    const until = A - 24 * HOUR;
    expect(changeableUntil(booked, until - 1)).toBe(until);
    expect(interviewRefusal(booked, 'cancel', 'candidate', until - 1)).toBeNull();
    expect(changeableUntil(booked, until)).toBeNull();
    expect(interviewRefusal(booked, 'cancel', 'candidate', until)).toEqual({
      kind: 'conflict',
      message: INTERVIEW_TEXTS.pastCutoff,
    });
    // The recruiter is not bound by it: they can still cancel or move it by hand.
    expect(interviewRefusal(booked, 'cancel', 'recruiter', A - HOUR)).toBeNull();
    expect(interviewRefusal(booked, 'reschedule', 'recruiter', A - HOUR)).toBeNull();
  });

  it('with no cut-off, lets the candidate change it until its start', () => {
    const none = { ...booked, cutoffHours: 0 };
    expect(interviewRefusal(none, 'cancel', 'candidate', A - 1)).toBeNull();
    expect(interviewRefusal(none, 'cancel', 'candidate', A)?.message).toBe(INTERVIEW_TEXTS.pastCutoff);
  });
});

describe('held and no-show', () => {
  it('are recorded only once the start time has come', () => {
    expect(interviewRefusal(booked, 'held', 'recruiter', A - 1)).toEqual({
      kind: 'conflict',
      message: INTERVIEW_RULE_TEXTS.notStarted,
    });
    expect(interviewRefusal(booked, 'no_show', 'recruiter', A)).toBeNull();
    expect(interviewRefusal({ ...booked, state: 'rescheduled' }, 'held', 'interviewer', A + HOUR)).toBeNull();
  });
});

describe('where each action leads', () => {
  it('fixes one time at once and lets the candidate choose among several', () => {
    expect(stateOfProposal(1)).toBe('booked');
    expect(stateOfProposal(3)).toBe('proposed');
    expect(stateAfter('proposed', 'reschedule', 1)).toBe('booked');
    expect(stateAfter('booked', 'reschedule', 1)).toBe('rescheduled');
    expect(stateAfter('rescheduled', 'reschedule', 2)).toBe('proposed');
    expect(stateAfter('booked', 'move')).toBe('rescheduled');
  });
});

describe('the machine and the rules', () => {
  const actors: InterviewActor[] = ['recruiter', 'interviewer', 'candidate'];
  const moments = [NOW, A - 12 * HOUR, A, B + HOUR];
  const facts: InterviewFacts[] = interviewStates.map((state) => ({
    ...proposed,
    state,
    startsAt: state === 'proposed' ? null : A,
  }));

  it('agree on every action, by every actor, in every state, at every moment', () => {
    const disagreements: string[] = [];
    for (const fact of facts) {
      const snapshot = interviewSnapshot(fact);
      for (const action of interviewActions) {
        for (const by of actors) {
          for (const at of moments) {
            const slotAt = action === 'book' ? A : action === 'move' ? B : undefined;
            const event = {
              type: INTERVIEW_EVENT_TYPES[action],
              by,
              at,
              ...(slotAt === undefined ? {} : { slotAt }),
              ...(action === 'reschedule' ? { slots: [B] } : {}),
            } as Parameters<typeof snapshot.can>[0];
            const rules = interviewRefusal(fact, action, by, at, slotAt) === null;
            if (snapshot.can(event) !== rules)
              disagreements.push(`${fact.state} ${action} by ${by} at ${at}`);
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('moves to the state the rules say', () => {
    const actor = createActor(interviewMachine, {
      snapshot: interviewSnapshot(booked),
      input: { slotStarts: booked.slotStarts as number[], cutoffHours: 24 },
    }).start();
    actor.send({ type: 'interview.reschedule', by: 'recruiter', at: NOW, slots: [A, B] });
    const next = actor.getSnapshot();
    expect(next.value).toBe(stateAfter('booked', 'reschedule', 2));
    expect(next.context.startsAt).toBeNull();
  });
});

describe('stored interviews that break the rules (machines:conform)', () => {
  it('names each problem', () => {
    expect(storedInterviewProblems(proposed, NOW)).toEqual([]);
    expect(storedInterviewProblems(booked, NOW)).toEqual([]);
    expect(storedInterviewProblems({ ...proposed, slotStarts: [] }, NOW)).toEqual([
      'proposed without any slot',
    ]);
    expect(storedInterviewProblems({ ...booked, startsAt: null }, NOW)).toEqual(['booked without a time']);
    expect(storedInterviewProblems({ ...booked, state: 'held' }, NOW)).toEqual(['held before its time came']);
    expect(storedInterviewProblems({ ...booked, state: 'no_show' }, B)).toEqual([]);
    expect(storedInterviewProblems({ ...booked, startsAt: NOW }, NOW)).toEqual([
      'booked at a time that is not one of its slots',
    ]);
  });
});
