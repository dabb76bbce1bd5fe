// The Stately inspector masks personal data (docs/decisions/0016): what the app's actors carry — sign-in's
// username and password, the session's token and user, an applicant's note — reaches the inspector window
// masked, ids and status codes as they are, and the running actors' own data untouched. ?inspect=full
// shows everything.
import { createInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor } from 'xstate';
import type { SessionUser } from '../../contracts/auth';
import { applicantStatusMachine, type MoveRequest } from '../../machines/applicant-status.machine';
import { sessionMachine } from '../../machines/session.machine';
import {
  isPersonalKey,
  MASKED,
  maskInspectionEvent,
  maskingOptions,
  maskPersonalData,
} from '../../src/lib/inspection-mask';
import { inspectionMode } from '../../src/lib/inspector';

const envelope = {
  sessionId: 'x:1',
  rootId: 'x:0',
  id: null as unknown as string,
  createdAt: '0',
  _version: '0.7.2',
};

const eventOf = (event: { type: string } & Record<string, unknown>) =>
  ({ ...envelope, type: '@xstate.event', sourceId: undefined, event }) as StatelyInspectionEvent;

const snapshotOf = (snapshot: Record<string, unknown>, event: { type: string } & Record<string, unknown>) =>
  ({ ...envelope, type: '@xstate.snapshot', snapshot, event }) as StatelyInspectionEvent;

/** What a masked event shows of its snapshot (the library types it as xstate's Snapshot). */
interface Shown {
  value?: unknown;
  context?: unknown;
  input?: { toStatusCode?: string };
}
const shown = (event: StatelyInspectionEvent | undefined): Shown | undefined =>
  event && 'snapshot' in event ? (event.snapshot as Shown) : undefined;

/** Freezes `value` all the way down, so any write to it throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

describe('maskInspectionEvent', () => {
  it("masks a sign-in event's username and password, keeping its type", () => {
    const event = eventOf({ type: 'session.signIn', username: 'jane.doe', password: 'hunter2-hunter2' });
    expect(maskInspectionEvent(event)).toEqual({
      ...event,
      event: { type: 'session.signIn', username: MASKED, password: MASKED },
    });
  });

  it("masks an applicant-status snapshot's note and keeps the ids, status codes and state", () => {
    const event = snapshotOf(
      {
        status: 'active',
        value: { updating: 'confirmed' },
        context: { applicationId: 42, current: 'INTERVIEWING', pending: 'REJECTED', note: 'Seemed unwell' },
        tags: ['busy', 'confirmDialog'],
        historyValue: {},
      },
      { type: 'note.change', note: 'Seemed unwell' },
    );
    const masked = maskInspectionEvent(event);
    expect(masked).toEqual({
      ...event,
      snapshot: {
        status: 'active',
        value: { updating: 'confirmed' },
        context: { applicationId: 42, current: 'INTERVIEWING', pending: 'REJECTED', note: MASKED },
        tags: ['busy', 'confirmDialog'],
      },
      event: { type: 'note.change', note: MASKED },
    });
  });

  it('masks inside nested objects and arrays, and everything under a personal key', () => {
    const context = {
      applicants: [
        { id: 1, fullName: 'Asha Rao', emails: ['asha@example.com'], statusCode: 'APPLIED' },
        { id: 2, contact: { phone: '+91 98765 43210', mobileNumber: 9876543210 } },
      ],
      notes: ['first note', ['nested note']],
      address: { street: 'MG Road', pin: 560001, verified: true },
      applicantName: 'Asha Rao',
      hasToken: true,
      emptyNote: '',
      token: null,
      counts: [[1, 2], [3]],
    };
    expect(maskPersonalData(context)).toEqual({
      applicants: [
        { id: 1, fullName: MASKED, emails: ['asha@example.com'], statusCode: 'APPLIED' },
        { id: 2, contact: { phone: MASKED, mobileNumber: '‹masked number›' } },
      ],
      notes: [MASKED, [MASKED]],
      address: { street: MASKED, pin: '‹masked number›', verified: true },
      applicantName: MASKED,
      // Whether there is a token, or a note, is not personal; the token and the note are.
      hasToken: true,
      emptyNote: '',
      token: null,
      counts: [[1, 2], [3]],
    });
  });

  it('never changes the original event or snapshot', () => {
    const context = { note: 'Seemed unwell', history: [{ changedBy: 'recruiter1', at: 5 }] };
    const event = deepFreeze(snapshotOf({ status: 'active', value: 'chosen', context }, { type: 'x' }));
    const before = structuredClone(event);
    const masked = maskInspectionEvent(event);
    expect(event).toEqual(before);
    expect(masked).not.toBe(event);
    expect(shown(masked)?.context).toEqual({
      note: MASKED,
      history: [{ changedBy: MASKED, at: 5 }],
    });
  });

  it('replaces what is not plain data with a short placeholder: actor refs, errors, files, cycles', () => {
    const child = createActor(setup({}).createMachine({}));
    const cyclic: Record<string, unknown> = { id: 7 };
    cyclic.self = cyclic;
    const context = {
      child,
      // The library's JSON copy of an actor ref.
      copiedChild: { xstate$$type: 1, id: 'move' },
      error: new Error('No account for jane@example.com'),
      resume: new File(['%PDF'], 'Asha_Rao_CV.pdf'),
      at: new Date(0),
      cyclic,
      format: (value: number) => `${value}`,
    };
    expect(maskPersonalData(context)).toEqual({
      child: '[ActorRef]',
      copiedChild: '[ActorRef]',
      error: '[Error]',
      resume: '[File]',
      at: '1970-01-01T00:00:00.000Z',
      cyclic: { id: 7, self: '[Circular]' },
      format: '[Function]',
    });
  });

  it('matches keys case-insensitively, whole or by their last word', () => {
    for (const key of [
      'name',
      'EMAIL',
      'displayName',
      'display_name',
      'newPassword',
      'accessToken',
      'e-mail',
    ]) {
      expect(isPersonalKey(key), key).toBe(true);
    }
    for (const key of ['type', 'id', 'applicationId', 'statusCode', 'toStatusCode', 'role', 'expiresAt']) {
      expect(isPersonalKey(key), key).toBe(false);
    }
  });

  it('returns the event itself in full mode, and full mode keeps the library serializer', () => {
    const event = eventOf({ type: 'session.signIn', username: 'jane.doe', password: 'hunter2-hunter2' });
    expect(maskInspectionEvent(event, 'full')).toBe(event);
    expect(maskingOptions('full')).toEqual({});
  });

  it('masks once although the library serializes an event twice (kept, then posted)', () => {
    const { serialize } = maskingOptions('masked');
    const event = eventOf({ type: 'x', phone: 9876543210 });
    const once = serialize?.(event);
    expect(once).toEqual({ ...event, event: { type: 'x', phone: '‹masked number›' } });
    expect(serialize?.(once as StatelyInspectionEvent)).toBe(once);
  });
});

describe('the inspector with masking, on real actors', () => {
  /** An inspector from @statelyai/inspect with the app's masking, keeping what it would post. */
  function capturingInspector() {
    const sent: StatelyInspectionEvent[] = [];
    const inspector = createInspector({ send: (event) => sent.push(event) }, maskingOptions('masked'));
    return { inspect: inspector.inspect, sent };
  }

  it('shows sign-in and the session without the username, password, token or display name', async () => {
    const { inspect, sent } = capturingInspector();
    const user: SessionUser = {
      id: 3,
      username: 'jane.doe',
      displayName: 'Jane Doe',
      role: 'RECRUITER',
      profileComplete: true,
      mustChangePassword: false,
    };
    const session = createActor(
      sessionMachine.provide({
        actors: { authenticate: fromPromise(async () => ({ token: 'token-abc.def.ghi', user })) },
      }),
      { inspect },
    ).start();
    session.send({ type: 'session.restore', saved: null });
    session.send({ type: 'session.signIn', username: 'jane.doe', password: 'hunter2-hunter2' });
    await waitFor(session, (snapshot) => snapshot.matches('signedIn'));
    expect(session.getSnapshot().context.token).toBe('token-abc.def.ghi');

    // The library passes events on in order, when the page is idle: once the signed-in snapshot is there,
    // the sign-in event, the promise actor's input and output and the done event have gone by too.
    const signedInShown = () =>
      sent.find((event) => event.type === '@xstate.snapshot' && shown(event)?.value === 'signedIn');
    await expect.poll(signedInShown).toBeDefined();
    const posted = JSON.stringify(sent);
    for (const secret of ['jane.doe', 'hunter2-hunter2', 'token-abc.def.ghi', 'Jane Doe']) {
      expect(posted).not.toContain(secret);
    }
    expect(posted).toContain('session.signIn');
    const signedIn = signedInShown();
    expect(shown(signedIn)?.context).toEqual({
      token: MASKED,
      user: { ...user, username: MASKED, displayName: MASKED },
      username: MASKED,
      role: 'RECRUITER',
      error: null,
    });
    // What is posted to the inspector window must survive postMessage's structured clone.
    expect(() => structuredClone(sent)).not.toThrow();
    session.stop();
  });

  it("shows an applicant's move without its note, the running actor keeping it", async () => {
    const { inspect, sent } = capturingInspector();
    const moves: MoveRequest[] = [];
    const card = createActor(
      applicantStatusMachine.provide({
        actors: {
          moveApplicant: fromPromise(async ({ input }: { input: MoveRequest }) => {
            moves.push(input);
            return { statusCode: input.toStatusCode };
          }),
        },
      }),
      { inspect, input: { applicationId: 42, current: 'APPLIED' } },
    ).start();
    card.send({ type: 'status.choose', statusCode: 'PROFILE_SCREENED' });
    card.send({ type: 'note.change', note: 'Called her at home' });
    expect(card.getSnapshot().context.note).toBe('Called her at home');
    card.send({ type: 'status.update' });
    await waitFor(card, (snapshot) => snapshot.context.current === 'PROFILE_SCREENED');
    expect(moves).toEqual([
      { applicationId: 42, toStatusCode: 'PROFILE_SCREENED', note: 'Called her at home' },
    ]);

    // In order, as above: the moved card's snapshot comes after the move's input and the note's event.
    await expect
      .poll(() =>
        sent.some(
          (event) =>
            event.type === '@xstate.snapshot' &&
            (shown(event)?.context as { current?: string } | undefined)?.current === 'PROFILE_SCREENED',
        ),
      )
      .toBe(true);
    expect(JSON.stringify(sent)).not.toContain('Called her at home');
    const noteChange = sent.find(
      (event) => event.type === '@xstate.event' && event.event.type === 'note.change',
    );
    expect(noteChange?.type === '@xstate.event' && noteChange.event).toEqual({
      type: 'note.change',
      note: MASKED,
    });
    const moveInput = sent.find(
      (event) => event.type === '@xstate.snapshot' && shown(event)?.input?.toStatusCode !== undefined,
    );
    expect(shown(moveInput)?.input).toEqual({
      applicationId: 42,
      toStatusCode: 'PROFILE_SCREENED',
      note: MASKED,
    });
    card.stop();
  });
});

describe('inspectionMode', () => {
  it('masks with ?inspect or VITE_INSPECT=1, shows everything with ?inspect=full, is off otherwise', () => {
    expect(inspectionMode('?inspect', undefined)).toBe('masked');
    expect(inspectionMode('?page=2&inspect', undefined)).toBe('masked');
    expect(inspectionMode('', '1')).toBe('masked');
    expect(inspectionMode('?inspect=full', undefined)).toBe('full');
    expect(inspectionMode('?inspect=full', '1')).toBe('full');
    expect(inspectionMode('', undefined)).toBeUndefined();
    expect(inspectionMode('?page=2', '0')).toBeUndefined();
  });
});
