// The applicant-status machine's test model without a driver: which events each state can take (every choice
// the pipeline offers, the dialog's three answers, the move settling either way) and the situations that must
// be reached, one per row of the choices table (docs/requirements.md#status-choices) and one per move it
// allows. The path tests walk it; `npm run machines:conform` compares real history with the moves it walks.
// The card is an admin's and the applicant has no yes scorecard: every move but "Offer Released" passes the
// offer gate, which stops that one with its explanation, and the admin releases it with a reason
// (docs/decisions/0058). A recruiter's card and an applicant with a yes are walked in the component tests.
import { DEFAULT_STATUSES } from '../../contracts/application-status';
import { DEFAULT_STAGE_MAIL_TEMPLATES } from '../../contracts/stage-mail-templates';
import {
  canWithdraw,
  isLocked,
  needsConfirmation,
  REJECTED_STATUS,
  statusChoices,
  WITHDRAWN_STATUS,
} from '../../machines/applicant-pipeline';
import { applicantStatusMachine, offersMail, overridesOffer } from '../../machines/applicant-status.machine';
import type { PathModel } from '../support/paths/path-model';
import {
  acceptEvents,
  explainedRejection,
  REASON_NOT_GIVEN_IS_IMPOSSIBLE,
  REASONS,
  reasonEvents,
} from './rejection-reason.view';

export const NOTE = 'Spoke on the phone';
/** The situation of a rejection saved with a reason that asked for a note. */
export const EXPLAINED_REJECTION = 'rejection explained in a note';
export const applicant = { id: 7, name: 'Priya Sharma', status: { statusCode: 'APPLIED', label: 'Applied' } };
/** The statuses whose moves e-mail the candidate: the seeded templates, as a new database has them. */
export const MAIL_STATUSES = DEFAULT_STAGE_MAIL_TEMPLATES.map((template) => template.statusCode);
/** The situations of a move to a status with an e-mail, sent or not. */
export const MAILED_MOVE = 'move that e-mails the candidate';
export const UNMAILED_MOVE = 'move with “E-mail the candidate” unticked';
/** The admin's reason for releasing the offer without a yes scorecard. */
export const OVERRIDE_REASON = 'The client interviewed her themselves';
/** The situations of the offer gate: its explanation shown, and an offer released with a reason. */
export const OFFER_GATE_SHOWN = 'offer gate explained';
export const OFFER_OVERRIDDEN = 'offer released with an admin’s reason';

/** The situation of a card standing in a row of the choices table. */
export const rowSituation = (code: string) => (isLocked(code) ? `row ${code} (locked)` : `row ${code}`);
/** The situation of a move being saved, as `move FROM → TO (confirmed|direct)`. */
export const moveSituation = (from: string, to: string) =>
  `move ${from} → ${to} (${needsConfirmation(to) ? 'confirmed' : 'direct'})`;

/** Withdrawals are walked from the first status and the last one it is allowed from: one rule
 * (canWithdraw) decides for all, and the server's tests try every status. Each is a path of its own in
 * Chromium, where a path costs seconds. */
const WITHDRAWN_FROM = ['APPLIED', 'OFFER_ACCEPTED'].filter((status) => canWithdraw(status));

const everyRowAndMove = DEFAULT_STATUSES.flatMap(({ statusCode: from }) => [
  rowSituation(from),
  ...statusChoices(from)
    .filter((to) => to !== from)
    .map((to) => moveSituation(from, to)),
  ...(WITHDRAWN_FROM.includes(from) ? [moveSituation(from, WITHDRAWN_STATUS)] : []),
]);

export const applicantStatusModel = {
  machine: applicantStatusMachine,
  input: {
    applicationId: applicant.id,
    current: 'APPLIED',
    reasons: REASONS,
    mailStatuses: MAIL_STATUSES,
    hasYesScorecard: false,
    canOverrideOffer: true,
  },
  simplePaths: false,
  impossibleGuardOutcomes: {
    canWithdraw: { false: '“Record withdrawal” is only shown while the applicant can still withdraw.' },
    offersMail: { false: '“E-mail the candidate” is only shown when the chosen status sends an e-mail.' },
    ...REASON_NOT_GIVEN_IS_IMPOSSIBLE,
    overrideGiven: { false: '“Release offer anyway” stays disabled until a reason is typed.' },
  },
  events: (snapshot) => {
    const { current, pending, note } = snapshot.context;
    // Unticked once, on the card from the first row and in the dialog from the first row that has one: one
    // rule (offersMail) decides for every status.
    // and in the offer dialog (only Interviewing leads there).
    const untickFrom = snapshot.matches('confirming')
      ? 'PROFILE_SCREENED'
      : snapshot.matches('offerGate')
        ? 'INTERVIEWING'
        : 'APPLIED';
    const untick =
      offersMail(snapshot.context) && snapshot.context.emailCandidate && current === untickFrom
        ? [{ type: 'mail.toggle' as const }]
        : [];
    if (snapshot.matches('unchanged') || snapshot.matches('chosen')) {
      return [
        ...statusChoices(current).map((statusCode) => ({ type: 'status.choose' as const, statusCode })),
        ...(snapshot.matches('chosen') ? [{ type: 'status.update' as const }, ...untick] : []),
        ...(note === '' && current === 'APPLIED' ? [{ type: 'note.change' as const, note: NOTE }] : []),
        ...(WITHDRAWN_FROM.includes(current) ? [{ type: 'withdraw.record' as const }] : []),
      ];
    }
    if (snapshot.matches('confirming')) {
      return [
        ...acceptEvents(pending, snapshot.context),
        { type: 'confirm.cancel' as const },
        { type: 'confirm.dismiss' as const },
        ...reasonEvents(pending, snapshot.context),
        ...untick,
      ];
    }
    if (snapshot.matches('offerGate')) {
      const { overrideReason } = snapshot.context;
      return [
        ...(overrideReason === ''
          ? [{ type: 'override.explain' as const, reason: OVERRIDE_REASON }]
          : [{ type: 'override.accept' as const }]),
        { type: 'confirm.cancel' as const },
        { type: 'confirm.dismiss' as const },
        ...untick,
      ];
    }
    if (snapshot.matches('updating')) {
      return [
        { type: 'xstate.done.actor.move', output: { statusCode: pending ?? current } },
        { type: 'xstate.error.actor.move', error: new Error('network down') },
      ] as never;
    }
    return [];
  },
  // A card that starts at APPLIED reaches every row but "not in the list" (applicant-pipeline.test.ts).
  situations: {
    of: (snapshot) => {
      const { current, pending } = snapshot.context;
      if (snapshot.matches('unchanged') || snapshot.matches('locked')) return rowSituation(current);
      if (snapshot.matches('offerGate')) return OFFER_GATE_SHOWN;
      if (snapshot.matches('updating') && pending) {
        const explained = pending === REJECTED_STATUS && explainedRejection(snapshot.context);
        const mail = offersMail(snapshot.context)
          ? [snapshot.context.emailCandidate ? MAILED_MOVE : UNMAILED_MOVE]
          : [];
        const overridden = overridesOffer(snapshot.context) ? [OFFER_OVERRIDDEN] : [];
        return [
          moveSituation(current, pending),
          ...(explained ? [EXPLAINED_REJECTION] : []),
          ...mail,
          ...overridden,
        ];
      }
      return undefined;
    },
    expected: [
      ...everyRowAndMove,
      EXPLAINED_REJECTION,
      MAILED_MOVE,
      UNMAILED_MOVE,
      OFFER_GATE_SHOWN,
      OFFER_OVERRIDDEN,
    ],
  },
} satisfies PathModel<typeof applicantStatusMachine>;
