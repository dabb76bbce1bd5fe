// Development only: what the Stately inspector is shown of the app's actors, with personal data masked.
// inspector.ts loads this module beside @statelyai/inspect, after import.meta.env.DEV, so it is never
// in a production bundle (tests/e2e/bundle.test.ts checks the inspector's code is not).
//
// Why (docs/decisions/0016-inspector-masks-personal-data.md): the actors hold and pass on personal data —
// the username and password typed into sign-in, the session's token, staff usernames and display names,
// the note a recruiter types on an applicant's move — and the inspector shows all of it in a window of
// another origin (stately.ai), posted to it with postMessage, on screens that get shared and recorded,
// often over a developer's copy of production-like applicants' data. The inspector is for the machines'
// states and the shape of their data, not for the people in it (GDPR data minimisation). `?inspect=full`
// shows everything, for a developer debugging their own local data.
//
// How: @statelyai/inspect's `serialize` option is the one hook that sees a whole inspection event, just
// before it is kept for replay and posted (its `sanitizeContext`/`sanitizeEvent` reach neither a promise
// actor's input — sign-in's username and password — nor its output — the token). maskInspectionEvent
// returns a copy: the event's payload, and the snapshot's context, input, output and error, masked by key
// name (nested objects and arrays too); only plain objects and arrays are copied, anything else (actor
// refs, errors, files, DOM nodes) becomes a short placeholder, and nothing of the original is changed —
// the running actors still use it.
import type { createBrowserInspector, StatelyInspectionEvent } from '@statelyai/inspect';

/** `masked` (`?inspect`, VITE_INSPECT=1) or `full` (`?inspect=full`: everything, as the actors hold it). */
export type InspectionMode = 'masked' | 'full';

/** What a masked string shows (a masked number, bigint or date says which it was). */
export const MASKED = '‹masked›';
const MASKED_MARKS = new Set([MASKED, '‹masked number›', '‹masked bigint›', '‹masked date›']);

/**
 * Keys whose values are personal data, lower-cased and without `_`/`-`: what the SPA's actors carry (the
 * session's token, user, username; sign-in's password; an applicant move's note) and the person fields of
 * contracts/ that a future actor may carry (applications, contact messages, profiles, clients, audit).
 */
const PERSONAL_KEYS = new Set([
  'name',
  'firstname',
  'lastname',
  'fullname',
  'displayname',
  'username',
  'email',
  'mail',
  'emailaddress',
  'phone',
  'phonenumber',
  'mobile',
  'mobilenumber',
  'note',
  'notes',
  'message',
  'password',
  'newpassword',
  'currentpassword',
  'onetimepassword',
  'token',
  'resume',
  'resumefilename',
  'filename',
  'address',
  'location',
  'city',
  'designation',
  'contactperson',
  'changedby',
  'handledby',
  'exportedby',
]);

/** A key whose last word is one of these is personal too: applicantName, contactEmail, accessToken. */
const PERSONAL_LAST_WORDS = new Set([
  'name',
  'email',
  'mail',
  'phone',
  'mobile',
  'note',
  'notes',
  'message',
  'password',
  'token',
  'resume',
  'address',
]);

/** Whether a value under `key` is personal data (case-insensitive; camelCase, snake_case, kebab-case). */
export function isPersonalKey(key: string): boolean {
  if (PERSONAL_KEYS.has(key.toLowerCase().replace(/[\s_-]/g, ''))) return true;
  const words = key.split(/[\s_-]+|(?<=[a-z0-9])(?=[A-Z])/);
  return PERSONAL_LAST_WORDS.has((words.at(-1) ?? '').toLowerCase());
}

/** Deeper data is cut (the library's own serializer stops at 10 levels too). */
const MAX_DEPTH = 10;

/** `byKey`: mask under personal keys; `all`: everything is under a personal key; `none`: copy only. */
type Masking = 'byKey' | 'all' | 'none';

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A short stand-in for an object that is not plain data: its kind, never its contents. */
function placeholder(value: object): string {
  const { send, getSnapshot, constructor: kind } = value as Record<string, unknown>;
  if (typeof send === 'function' && typeof getSnapshot === 'function') return '[ActorRef]';
  return `[${typeof kind === 'function' && kind.name ? kind.name : 'object'}]`;
}

function maskedPrimitive(value: string | number | bigint): string {
  if (typeof value === 'string') return value === '' || MASKED_MARKS.has(value) ? value : MASKED;
  return typeof value === 'number' ? '‹masked number›' : '‹masked bigint›';
}

/**
 * A copy of `value` with only plain objects, arrays and primitives. Under a personal key, strings become
 * MASKED (an empty one stays empty) and numbers say they were numbers; null, undefined and booleans stay
 * (whether a token is held is the machines' business, the token is not).
 */
function copy(value: unknown, masking: Masking, ancestors: object[]): unknown {
  switch (typeof value) {
    case 'undefined':
    case 'boolean':
      return value;
    case 'string':
    case 'number':
    case 'bigint':
      if (masking === 'all') return maskedPrimitive(value);
      return typeof value === 'bigint' ? `${value}n` : value;
    case 'symbol':
      return '[Symbol]';
    case 'function':
      return '[Function]';
  }
  if (value === null) return null;
  const object = value as object;
  if (ancestors.includes(object)) return '[Circular]';
  if (ancestors.length >= MAX_DEPTH) return '[…]';
  try {
    if (object instanceof Date) {
      if (masking === 'all') return '‹masked date›';
      return Number.isNaN(object.getTime()) ? 'Invalid Date' : object.toISOString();
    }
    if (!Array.isArray(object) && !isPlainObject(object)) return placeholder(object);
    // An actor ref the library has already turned into JSON (a snapshot's context or children).
    if ('xstate$$type' in object) return '[ActorRef]';
    ancestors.push(object);
    try {
      if (Array.isArray(object)) return object.map((item) => copy(item, masking, ancestors));
      const result: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(object)) {
        const personal = masking === 'all' || (masking === 'byKey' && isPersonalKey(key));
        result[key] = copy(item, personal ? 'all' : masking, ancestors);
      }
      return result;
    } finally {
      ancestors.pop();
    }
  } catch {
    // A getter that throws, a cross-origin window: nothing to show.
    return '[unreadable]';
  }
}

/** Plain data from any value, with personal data masked by key name. */
export function maskPersonalData(value: unknown): unknown {
  return copy(value, 'byKey', []);
}

/** What the inspector shows of a snapshot (xstate's are class-like, with the machine and methods in them). */
const SNAPSHOT_DATA = ['context', 'input', 'output', 'error'] as const;
const SNAPSHOT_STATE = ['status', 'value', 'children'] as const;

function maskSnapshot(snapshot: unknown): unknown {
  if (typeof snapshot !== 'object' || snapshot === null) return copy(snapshot, 'byKey', []);
  const given = snapshot as Record<string, unknown>;
  const shown: Record<string, unknown> = {};
  for (const key of SNAPSHOT_STATE) if (key in given) shown[key] = copy(given[key], 'none', []);
  for (const key of SNAPSHOT_DATA) if (key in given) shown[key] = copy(given[key], 'byKey', []);
  // A live machine snapshot's tags are a Set; the library's JSON copy has them as an array.
  const { tags } = given;
  if (tags instanceof Set || Array.isArray(tags)) shown.tags = copy([...tags], 'none', []);
  return shown;
}

/**
 * A copy of `event` safe to show: the event's payload (`@xstate.event`, `@xstate.snapshot`) and the
 * snapshot's data (`@xstate.snapshot`, `@xstate.actor`) masked; the rest (type, ids, the machine's
 * definition) as it is. In `full` mode, `event` itself.
 */
export function maskInspectionEvent(
  event: StatelyInspectionEvent,
  mode: InspectionMode = 'masked',
): StatelyInspectionEvent {
  if (mode === 'full') return event;
  const masked: Record<string, unknown> = { ...event };
  if ('snapshot' in event) masked.snapshot = maskSnapshot(event.snapshot);
  if ('event' in event) masked.event = copy(event.event, 'byKey', []);
  return masked as unknown as StatelyInspectionEvent;
}

type InspectorOptions = NonNullable<Parameters<typeof createBrowserInspector>[0]>;

/**
 * createBrowserInspector's options for `mode`. The library serializes each event twice (when it is
 * kept, and again when posted or replayed to the window), the second time with what the first returned:
 * that copy is passed on as it is. `full` keeps the library's own serializer.
 */
export function maskingOptions(mode: InspectionMode): Pick<InspectorOptions, 'serialize'> {
  if (mode === 'full') return {};
  const safe = new WeakSet<StatelyInspectionEvent>();
  return {
    serialize: (event) => {
      if (safe.has(event)) return event;
      const masked = maskInspectionEvent(event);
      safe.add(masked);
      return masked;
    },
  };
}
