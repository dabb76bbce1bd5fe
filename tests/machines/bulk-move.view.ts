// A status tab's bulk moves as a recruiter makes them, for both drivers: checkboxes on the cards (clicked, or
// shift-clicked for a range), "Select all in this tab", "Move selected to", the move button, "Clear
// selection", the "Move applicants?" dialog, and a search that narrows the tab. In every state each shown
// applicant's checkbox says whether they are selected, the bar counts them, offers the allowed statuses
// and says whether the move button works, the dialog names one or counts several, and the tab's status
// line tells how the last move went. The move the page asks for is held by the driver until the path
// settles it, and checked while it is held.
import { expect } from 'vitest';
import { REJECTED_STATUS, statusLabel } from '../../machines/applicant-pipeline';
import {
  type BulkMoveOutcome,
  type BulkMoveRequest,
  type bulkMoveMachine,
  offersBulkMail,
} from '../../machines/bulk-move.machine';
import type { UiWalker } from '../support/paths/path-model';
import type { Query, Scope, Screen } from '../support/paths/screen';
import { WAIT_MS } from '../support/vitest/waits';
import { IDS, TAB_STATUS, TARGETS } from './bulk-move.model';
import { chooseReason, expectReasonFields, explainReason } from './rejection-reason.view';

/** What each driver adds to its Screen. Applicants are named by the model's ids (1–3, as the tab lists them). */
export interface BulkMoveHooks {
  nameOf: (id: number) => string;
  /** Typed in "Search applicants", it leaves the third applicant out. */
  narrowSearch: string;
  /** The bulk move the page asked for and the driver holds, in the model's ids; undefined while none is. */
  heldMove: () => BulkMoveRequest | undefined;
  /** The held move is answered: these moved, these were refused. */
  settleMove: (outcome: BulkMoveOutcome) => Promise<unknown>;
  /** The held move fails as when the network is down. */
  failMove: () => Promise<unknown>;
}
export type BulkMoveUi = { screen: Screen } & BulkMoveHooks;

const inPanel: Scope = { within: { role: 'tabpanel' } };
const selectAll: Query = { role: 'checkbox', name: 'Select all in this tab' };
const moveSelectedTo: Query = { label: 'Move selected to' };
const moveButton: Query = { role: 'button', name: /^(Move \d+ applicants?|Moving\.\.\.)$/ };
const dialog: Query = { role: 'dialog', name: /^Move applicants?\?$/ };
const emailCandidates: Query = { role: 'checkbox', name: 'E-mail the candidates' };
const inDialog: Scope = { within: dialog };
const checkbox = (ui: BulkMoveUi, id: number): Query => ({
  role: 'checkbox',
  name: `Select ${ui.nameOf(id)}`,
});
const counted = (count: number) => (count === 1 ? '1 applicant' : `${count} applicants`);

/** The tab's status line after a move, in the words a recruiter reads. */
function outcomeLine(ui: BulkMoveUi, outcome: BulkMoveOutcome) {
  return [
    `${counted(outcome.moved.length)} moved to “${statusLabel(outcome.toStatusCode)}”.`,
    ...outcome.refused.map((r) => `${ui.nameOf(r.applicationId)} was not moved: ${r.reason}`),
  ].join(' ');
}

export const bulkMoveView = {
  // The fewest paths that still reach every state, transition and guard outcome: the graph has hundreds of
  // selections, each a page of three cards.
  paths: 'covering',
  perform: {
    'applicant.toggle': (ui, { id }) => ui.screen.click(checkbox(ui, id)),
    'applicant.extend': (ui, { id }) => ui.screen.shiftClick(checkbox(ui, id)),
    'selection.all': ({ screen }) => screen.click(selectAll),
    'selection.clear': ({ screen }) => screen.click({ role: 'button', name: 'Clear selection' }),
    'target.choose': ({ screen }, { statusCode }) => screen.select(moveSelectedTo, statusCode),
    'bulk.move': ({ screen }) => screen.click(moveButton),
    // The dialog's own while it is open (the page behind it is hidden from a screen reader then).
    'mail.toggle': ({ screen }) => screen.click(emailCandidates),
    'confirm.accept': ({ screen }) => screen.click({ role: 'button', name: /^Move to / }, inDialog),
    'reason.choose': ({ screen }, { reasonId }) => chooseReason(screen, reasonId, inDialog),
    'reason.explain': ({ screen }, { note }) => explainReason(screen, note, inDialog),
    'confirm.cancel': ({ screen }) => screen.click({ role: 'button', name: 'Cancel' }, inDialog),
    'confirm.dismiss': ({ screen }) => screen.press('Escape'),
    'applicants.change': ({ screen, narrowSearch }) =>
      screen.fill({ label: 'Search applicants' }, narrowSearch),
    'xstate.done.actor.move': (ui, event: { output: BulkMoveOutcome }) => ui.settleMove(event.output),
    'xstate.error.actor.move': (ui) => ui.failMove(),
  },
  expect: async (ui, snapshot) => {
    const { screen } = ui;
    const { ids, selected, target, outcome, failed } = snapshot.context;
    const busy = snapshot.hasTag('busy');
    for (const id of IDS) {
      if (!ids.includes(id)) await screen.expect(checkbox(ui, id), { present: false }, inPanel);
      else
        await screen.expect(
          checkbox(ui, id),
          { checked: selected.includes(id), attributes: { disabled: busy ? '' : null } },
          inPanel,
        );
    }
    if (ids.length === 0)
      await screen.expect({ text: `No applicants in “${statusLabel(TAB_STATUS)}”.` }, {}, inPanel);
    else await screen.expect(selectAll, { checked: selected.length === ids.length }, inPanel);

    if (snapshot.matches('idle')) await screen.expect(moveSelectedTo, { present: false }, inPanel);
    else {
      await screen.expect({ text: `${selected.length} selected` }, {}, inPanel);
      await screen.expect(moveSelectedTo, { value: target ?? '', options: ['', ...TARGETS] }, inPanel);
      await screen.expect(
        moveButton,
        {
          text: busy ? 'Moving...' : `Move ${counted(selected.length)}`,
          attributes: { 'aria-disabled': snapshot.matches({ selecting: 'targeted' }) ? null : 'true' },
        },
        inPanel,
      );
    }

    // Offered for a status that sends an e-mail, ticked until unticked; in the dialog while it is open.
    const mailField = offersBulkMail(snapshot.context)
      ? { checked: snapshot.context.emailCandidate }
      : { present: false };
    if (snapshot.hasTag('confirmDialog')) await screen.expect(emailCandidates, mailField, inDialog);
    else
      await screen.expect(
        emailCandidates,
        snapshot.matches('idle') ? { present: false } : mailField,
        inPanel,
      );

    if (snapshot.hasTag('confirmDialog')) {
      const who = selected.length === 1 ? ui.nameOf(selected[0] ?? 0) : counted(selected.length);
      await screen.expect(
        { text: /This may lock further transitions\./ },
        { text: `${who} will be moved to “${statusLabel(target ?? '')}”.` },
        inDialog,
      );
      const moveTo: Query = { role: 'button', name: `Move to ${target}` };
      // While the move is saved, the dialog's button shows it is busy.
      if (busy) await screen.expect(moveTo, { attributes: { 'aria-disabled': 'true' } }, inDialog);
      else await expectReasonFields(screen, target, snapshot.context, inDialog, moveTo);
    } else await screen.expect(dialog, { present: false });

    const line = failed
      ? 'The applicants could not be moved. Check the connection and try again.'
      : outcome
        ? outcomeLine(ui, outcome)
        : '';
    await screen.expect({ role: 'status' }, { text: line ? line : /^$/ }, inPanel);

    if (snapshot.matches('moving'))
      // The request leaves a moment after the button changes: in Chromium it is waited for.
      await expect.poll(ui.heldMove, { timeout: WAIT_MS }).toEqual({
        applicationIds: selected,
        toStatusCode: target,
        ...(snapshot.context.note ? { note: snapshot.context.note } : {}),
        ...(target === REJECTED_STATUS && snapshot.context.reasonId !== null
          ? { reasonId: snapshot.context.reasonId }
          : {}),
        ...(offersBulkMail(snapshot.context) ? { emailCandidate: snapshot.context.emailCandidate } : {}),
      });
  },
} satisfies Omit<UiWalker<typeof bulkMoveMachine, BulkMoveUi>, 'render'>;
