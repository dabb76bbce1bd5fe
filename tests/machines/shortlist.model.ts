// The shortlist machine's test model without a driver: the page reads the shortlist in each phase the server can
// answer (or fails to), the draft is edited and shared (saved, refused for want of a contact e-mail, offline),
// answers are looked for, the link is revoked (confirmed or not) and the shortlist closed, each call settling
// every way it can: done, refused because the shortlist moved on meanwhile, or the network down.
import { SHORTLIST_TEXTS, type Shortlist } from '../../contracts/shortlists';
import { shortlistMachine } from '../../machines/shortlist.machine';
import { NETWORK_PROBLEM, RequestProblem } from '../../src/lib/request-problem';
import type { PathModel } from '../support/paths/path-model';

export const OFFLINE = new RequestProblem(NETWORK_PROBLEM);
export const NO_EMAIL = new RequestProblem(SHORTLIST_TEXTS.noEmail('Acme Fintech'), 409);
export const MOVED_ON = new RequestProblem(SHORTLIST_TEXTS.notNow('revoked', 'closed'), 409);
export const GONE = new RequestProblem(SHORTLIST_TEXTS.notNow('closed', 'closed'), 410);
export const LINK = 'https://example.test/shortlist/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

const item = {
  id: 31,
  applicationId: 7,
  personId: 3,
  name: 'Asha Rao',
  status: { statusCode: 'INTERVIEWING', label: 'Interviewing' },
  hiddenFromClient: false,
  hasResume: true,
  shareSummary: true,
  shareResume: false,
  shareNote: false,
  summary: 'Eight years of payroll.',
  note: '',
  answer: null,
  answerComment: null,
  answeredAt: null,
} satisfies Shortlist['items'][number];

const base: Shortlist = {
  id: 12,
  careerId: 4,
  careerTitle: 'Payroll Executive',
  title: 'Payroll shortlist',
  clientName: 'Acme Fintech',
  clientContact: { name: 'Meena Iyer', email: 'hiring@acme.example' },
  phase: 'draft',
  revoked: false,
  contactName: null,
  contactEmail: null,
  expiresAt: null,
  sharedAt: null,
  createdByName: 'Rita Recruiter',
  entries: 1,
  answers: 0,
  items: [item],
};

const sharedFields = {
  contactName: 'Meena Iyer',
  contactEmail: 'hiring@acme.example',
  sharedAt: '2026-12-01T09:00:00.000Z',
  expiresAt: '2026-12-15T09:00:00.000Z',
};

/** The shortlist as the server answers it in each phase. */
export const SHORTLISTS = {
  draft: base,
  edited: { ...base, items: [{ ...item, shareResume: true }] },
  shared: { ...base, ...sharedFields, phase: 'shared' },
  answered: {
    ...base,
    ...sharedFields,
    phase: 'answered',
    answers: 1,
    items: [
      { ...item, answer: 'interview', answerComment: 'Tuesday?', answeredAt: '2026-12-02T10:00:00.000Z' },
    ],
  },
  expired: { ...base, ...sharedFields, phase: 'expired' },
  revoked: { ...base, ...sharedFields, phase: 'expired', revoked: true },
  closed: { ...base, ...sharedFields, phase: 'closed' },
} satisfies Record<string, Shortlist>;

const loaded = (['draft', 'shared', 'answered', 'expired', 'closed'] as const).map((phase) => ({
  type: 'xstate.done.actor.load',
  output: SHORTLISTS[phase],
}));

export const shortlistModel = {
  machine: shortlistMachine,
  input: { shortlistId: 12 },
  // Context carries the shortlist, the link and a problem: every loop-free route is too many to walk.
  simplePaths: false,
  events: (snapshot) => {
    const { shortlist } = snapshot.context;
    if (snapshot.matches('loading'))
      return [...loaded, { type: 'xstate.error.actor.load', error: OFFLINE }] as never;
    if (snapshot.matches('failed')) return [{ type: 'shortlist.reload' }] as never;
    if (snapshot.matches('draft')) {
      return [
        { type: 'shortlist.share', days: 14 },
        ...(shortlist === SHORTLISTS.edited
          ? []
          : [{ type: 'shortlist.edited', shortlist: SHORTLISTS.edited }]),
      ] as never;
    }
    if (snapshot.matches('sharing')) {
      return [
        { type: 'xstate.done.actor.share', output: { shortlist: SHORTLISTS.shared, link: LINK } },
        { type: 'xstate.error.actor.share', error: NO_EMAIL },
        { type: 'xstate.error.actor.share', error: OFFLINE },
      ] as never;
    }
    if (snapshot.matches('live'))
      return [
        { type: 'shortlist.reload' },
        { type: 'shortlist.revoke' },
        { type: 'shortlist.close' },
      ] as never;
    if (snapshot.matches('confirmingRevoke'))
      return [{ type: 'revoke.confirm' }, { type: 'revoke.cancel' }] as never;
    if (snapshot.matches('revoking')) {
      return [
        { type: 'xstate.done.actor.revoke', output: SHORTLISTS.revoked },
        { type: 'xstate.error.actor.revoke', error: MOVED_ON },
        { type: 'xstate.error.actor.revoke', error: OFFLINE },
      ] as never;
    }
    if (snapshot.matches('closing')) {
      return [
        { type: 'xstate.done.actor.close', output: SHORTLISTS.closed },
        { type: 'xstate.error.actor.close', error: GONE },
        { type: 'xstate.error.actor.close', error: OFFLINE },
      ] as never;
    }
    if (snapshot.matches('expired')) return [{ type: 'shortlist.close' }] as never;
    return [];
  },
} satisfies PathModel<typeof shortlistMachine>;
