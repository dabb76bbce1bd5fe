// The bulk-move machine's test model without a driver: a Profile Screened tab with three applicants (ids 1–3,
// in the order the board shows them), so that both of its targets are there: Interviewing, a direct move, and
// Rejected, which asks first. Each state tries every checkbox click and shift-click, “select all” and
// “clear”, every target, the dialog's three answers, and a move that settles one of three ways: everyone
// moved, the last one refused (they were rejected meanwhile), or the network down. A search that leaves
// the third applicant out is tried once, while all three are on show.
import { bulkMoveMachine, offersBulkMail } from '../../machines/bulk-move.machine';
import type { EventOf, PathModel, SnapshotOf } from '../support/paths/path-model';
import { MAIL_STATUSES } from './applicant-status.model';
import {
  acceptEvents,
  explainedRejection,
  REASON_NOT_GIVEN_IS_IMPOSSIBLE,
  REASONS,
  reasonEvents,
} from './rejection-reason.view';

export const TAB_STATUS = 'PROFILE_SCREENED';
export const TARGETS = ['REJECTED', 'INTERVIEWING'];
export const IDS = [1, 2, 3];
/** The server's words when the last selected one was rejected before the bulk move reached them. */
export const REFUSED_REASON = 'An applicant in “Rejected” cannot be moved any further.';

type Event = EventOf<typeof bulkMoveMachine>;
type Snapshot = SnapshotOf<typeof bulkMoveMachine>;

/** The situations of a bulk move to a status with an e-mail, sent or not. */
export const MAILED_BULK_MOVE = 'bulk move that e-mails the candidates';
export const UNMAILED_BULK_MOVE = 'bulk move with “E-mail the candidates” unticked';

/** What a recruiter must have seen on some path: each kind of answer, and the dialog for one and for several. */
function situationOf(snapshot: Snapshot): string | string[] | undefined {
  const { context } = snapshot;
  if (snapshot.matches('confirming'))
    return context.selected.length === 1 ? 'confirm one' : 'confirm several';
  if (snapshot.matches('moving')) {
    const mail = context.emailCandidate ? MAILED_BULK_MOVE : UNMAILED_BULK_MOVE;
    return explainedRejection(context) ? ['rejection explained in a note', mail] : [mail];
  }
  if (context.failed) return 'move failed';
  if (!context.outcome) return undefined;
  if (context.ids.length === 0) return 'everyone moved, the tab is empty';
  return context.outcome.refused.length ? 'some moved, one refused' : 'all selected moved';
}

export const bulkMoveModel = {
  machine: bulkMoveMachine,
  input: { ids: IDS, targets: TARGETS, reasons: REASONS, mailStatuses: MAIL_STATUSES },
  simplePaths: false,
  impossibleGuardOutcomes: {
    ...REASON_NOT_GIVEN_IS_IMPOSSIBLE,
    offersMail: { false: '“E-mail the candidates” is only shown when the chosen status sends an e-mail.' },
  },
  situations: {
    of: situationOf,
    expected: [
      'confirm one',
      'confirm several',
      'move failed',
      'everyone moved, the tab is empty',
      'some moved, one refused',
      'all selected moved',
      'rejection explained in a note',
      MAILED_BULK_MOVE,
      UNMAILED_BULK_MOVE,
    ],
  },
  events: (snapshot) => {
    const { ids, selected, anchor, target, outcome, failed } = snapshot.context;
    // Unticked once, with everyone selected, in the bar and in the dialog: one rule decides for each status.
    const untick: Event[] =
      offersBulkMail(snapshot.context) && snapshot.context.emailCandidate && selected.length === ids.length
        ? [{ type: 'mail.toggle' }]
        : [];
    const listChange: Event[] =
      ids.length === IDS.length ? [{ type: 'applicants.change', ids: ids.slice(0, -1) }] : [];
    if (snapshot.matches('moving')) {
      const last = selected.at(-1) ?? 0;
      return [
        ...listChange,
        { type: 'xstate.done.actor.move', output: { toStatusCode: target, moved: selected, refused: [] } },
        ...(selected.length > 1
          ? [
              {
                type: 'xstate.done.actor.move',
                output: {
                  toStatusCode: target,
                  moved: selected.slice(0, -1),
                  refused: [{ applicationId: last, reason: REFUSED_REASON }],
                },
              },
            ]
          : []),
        { type: 'xstate.error.actor.move', error: new Error('network down') },
      ] as never;
    }
    if (snapshot.matches('confirming'))
      return [
        ...acceptEvents(target, snapshot.context),
        { type: 'confirm.cancel' },
        { type: 'confirm.dismiss' },
        ...untick,
        // Reasons are tried with everyone selected (the card's walk tries them for one).
        ...(selected.length === ids.length ? reasonEvents(target, snapshot.context) : []),
      ];
    // After a move has settled, one click starts the next selection (and hides the outcome): the rest of
    // the graph from there repeats what the first selection walked.
    const first = ids[0];
    if ((outcome || failed) && first !== undefined)
      return [
        { type: 'applicant.toggle', id: first },
        ...(snapshot.matches({ selecting: 'targeted' }) ? [{ type: 'bulk.move' as const }] : []),
      ];
    const selection: Event[] = [
      ...ids.map((id) => ({ type: 'applicant.toggle' as const, id })),
      // A shift-click with nobody clicked before is tried where nobody is selected.
      ...ids
        .filter((id) => id !== anchor && (anchor !== null || selected.length !== 1))
        .map((id) => ({ type: 'applicant.extend' as const, id })),
      ...(selected.length < ids.length ? [{ type: 'selection.all' as const }] : []),
      ...(selected.length > 0 ? [{ type: 'selection.clear' as const }] : []),
    ];
    if (snapshot.matches('idle')) return [...selection, ...listChange];
    // Statuses are chosen for everyone or for the first alone (the dialog names one, counts several); with
    // one chosen, the selection is only trimmed by its last or cleared before the move. The graph would
    // otherwise repeat every selection once per status.
    const last = ids.at(-1) ?? 0;
    if (target !== null)
      return [
        { type: 'applicant.toggle', id: last },
        { type: 'selection.clear' },
        { type: 'bulk.move' },
        ...untick,
      ];
    const choosable = selected.length === ids.length || (selected.length === 1 && selected[0] === first);
    return [
      ...selection,
      ...listChange,
      ...(choosable ? TARGETS.map((statusCode) => ({ type: 'target.choose' as const, statusCode })) : []),
    ];
  },
} satisfies PathModel<typeof bulkMoveMachine>;
