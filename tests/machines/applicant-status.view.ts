// The applicant card's "Move to" controls as a person uses them, for both drivers: a status is chosen in the
// select, the note typed, "Update status" clicked, the "Move applicant?" dialog answered with its buttons or
// Escape. In every state the select offers the statuses the pipeline allows with the chosen one showing, the
// button says whether it works and whether a move is being saved, the dialog says who moves where, and a
// locked applicant shows a fixed label instead. The move the app asks for is held by the driver until the
// path says it settles (saved or failed), and checked while it is held. A move to "Offer Released" without a
// yes scorecard opens the offer dialog, which explains why and takes the admin's reason (docs/decisions/0058).
import { expect } from 'vitest';
import { canWithdraw, REJECTED_STATUS, statusChoices, statusLabel } from '../../machines/applicant-pipeline';
import {
  type applicantStatusMachine,
  type MoveRequest,
  offersMail,
  overridesOffer,
} from '../../machines/applicant-status.machine';
import type { UiWalker } from '../support/paths/path-model';
import type { Query, Scope, Screen } from '../support/paths/screen';
import { WAIT_MS } from '../support/vitest/waits';
import { chooseReason, expectReasonFields, explainReason } from './rejection-reason.view';

/** What each driver adds to its Screen: the applicant on the card, where the card is, and the held move. */
export interface ApplicantStatusHooks {
  applicant: { id: number; name: string };
  /** Where the card's controls are looked for (the dialog is looked for on the whole page, as it is in a
   * portal); undefined when the card is all there is. */
  card: Scope | undefined;
  /** The move the app asked for and the driver holds, as it was sent; undefined while none is held. */
  heldMove: () => MoveRequest | undefined;
  /** The held move is saved: the app hears the applicant is now in `statusCode`. */
  settleMove: (statusCode: string) => Promise<unknown>;
  /** The held move fails as when the network is down. */
  failMove: () => Promise<unknown>;
}
export type ApplicantStatusUi = { screen: Screen } & ApplicantStatusHooks;

const moveTo: Query = { label: 'Move to' };
const note: Query = { label: 'Note (optional)' };
const updateButton: Query = { role: 'button', name: /Update status|Updating\.\.\./ };
const dialog: Query = { role: 'dialog', name: 'Move applicant?' };
const inDialog: Scope = { within: dialog };
const withdrawButton: Query = { role: 'button', name: 'Record withdrawal' };
const emailCandidate: Query = { role: 'checkbox', name: 'E-mail the candidate' };
const offerDialog: Query = { role: 'dialog', name: 'An offer needs a yes scorecard' };
const inOfferDialog: Scope = { within: offerDialog };
/** Whichever dialog is open: Cancel is in both. */
const inEitherDialog: Scope = {
  within: { role: 'dialog', name: /^(Move applicant\?|An offer needs a yes scorecard)$/ },
};
// Required fields add " *" to their label.
const overrideReason: Query = { label: /^Why release the offer without one\?/ };
const releaseAnyway: Query = { role: 'button', name: 'Release offer anyway' };

export const applicantStatusView = {
  // The card's walk takes the fewest paths that still reach every state, transition and situation (the
  // gate checks it): the machine walk already takes every path, and each walk through the card costs a
  // render (docs/testing.md#smaller-measures).
  paths: 'covering',
  perform: {
    'status.choose': ({ screen, card }, { statusCode }) => screen.select(moveTo, statusCode, card),
    'note.change': ({ screen, card }, { note: text }) => screen.fill(note, text, card),
    'withdraw.record': ({ screen, card }) => screen.click(withdrawButton, card),
    'reason.choose': ({ screen }, { reasonId }) => chooseReason(screen, reasonId, inDialog),
    'reason.explain': ({ screen }, { note: text }) => explainReason(screen, text, inDialog),
    'status.update': ({ screen, card }) => screen.click(updateButton, card),
    // On the card, or in the dialog while it is open (the card's own is hidden then): one on the page.
    'mail.toggle': ({ screen }) => screen.click(emailCandidate),
    'confirm.accept': ({ screen }) => screen.click({ role: 'button', name: /^Move to / }, inDialog),
    'confirm.cancel': ({ screen }) => screen.click({ role: 'button', name: 'Cancel' }, inEitherDialog),
    'override.explain': ({ screen }, { reason }) => screen.fill(overrideReason, reason, inOfferDialog),
    'override.accept': ({ screen }) => screen.click(releaseAnyway, inOfferDialog),
    'confirm.dismiss': ({ screen }) => screen.press('Escape'),
    'xstate.done.actor.move': (ui, event: { output: { statusCode: string } }) =>
      ui.settleMove(event.output.statusCode),
    'xstate.error.actor.move': (ui) => ui.failMove(),
  },
  expect: async ({ screen, card, applicant, heldMove }, snapshot) => {
    const { current, pending, note: typed, reasonId } = snapshot.context;
    if (snapshot.matches('locked')) {
      await screen.expect({ text: statusLabel(current) }, {}, card);
      await screen.expect(moveTo, { present: false }, card);
      await screen.expect({ role: 'button', name: 'Update status' }, { present: false }, card);
      await screen.expect(withdrawButton, { present: false }, card);
      return;
    }
    // A withdrawal is never one of the choices: the select goes on showing the current status.
    const shown = pending && statusChoices(current).includes(pending) ? pending : current;
    await screen.expect(moveTo, { options: statusChoices(current), value: shown }, card);
    await screen.expect(note, { value: typed }, card);
    await screen.expect(
      withdrawButton,
      canWithdraw(current)
        ? { attributes: { disabled: snapshot.hasTag('busy') ? '' : null } }
        : { present: false },
      card,
    );
    if (snapshot.matches('unchanged')) {
      await screen.expect(
        updateButton,
        { text: 'Update status', attributes: { 'aria-disabled': 'true' } },
        card,
      );
      await screen.expect(dialog, { present: false });
    }
    if (snapshot.matches('chosen')) {
      await screen.expect(updateButton, { attributes: { 'aria-disabled': null } }, card);
      await screen.expect(dialog, { present: false });
    }
    // Offered for a status that sends an e-mail, ticked until unticked; in the dialog while it is open.
    const mailField = offersMail(snapshot.context)
      ? { checked: snapshot.context.emailCandidate }
      : { present: false };
    if (!snapshot.hasTag('offerGate')) await screen.expect(offerDialog, { present: false });
    if (snapshot.hasTag('offerGate')) {
      await screen.expect(
        { text: /needs at least one submitted scorecard/ },
        { text: `No interviewer has submitted one for ${applicant.name} yet.` },
        inOfferDialog,
      );
      await screen.expect(overrideReason, { value: snapshot.context.overrideReason }, inOfferDialog);
      await screen.expect(
        releaseAnyway,
        // Disabled until a reason is typed, and while the override is saved.
        {
          attributes: {
            'aria-disabled':
              snapshot.context.overrideReason.trim() === '' || snapshot.hasTag('busy') ? 'true' : null,
          },
        },
        inOfferDialog,
      );
    }
    if (snapshot.matches('offerGate')) await screen.expect(emailCandidate, mailField, inOfferDialog);
    if (snapshot.matches('unchanged')) await screen.expect(emailCandidate, { present: false }, card);
    if (snapshot.matches('chosen')) await screen.expect(emailCandidate, mailField, card);
    if (snapshot.matches('confirming')) await screen.expect(emailCandidate, mailField, inDialog);
    if (snapshot.matches('confirming')) {
      await screen.expect(
        { text: /This may lock further transitions\./ },
        { text: `${applicant.name} will be moved to “${statusLabel(pending ?? '')}”.` },
        inDialog,
      );
      await expectReasonFields(screen, pending, snapshot.context, inDialog, {
        role: 'button',
        name: `Move to ${pending}`,
      });
    }
    if (snapshot.matches('updating')) {
      await screen.expect(
        updateButton,
        { text: 'Updating...', attributes: { 'aria-disabled': 'true' } },
        card,
      );
      // The request leaves a moment after the button changes: in Chromium it is waited for.
      await expect.poll(heldMove, { timeout: WAIT_MS }).toEqual({
        applicationId: applicant.id,
        toStatusCode: pending,
        ...(typed ? { note: typed } : {}),
        ...(pending === REJECTED_STATUS && reasonId !== null ? { reasonId } : {}),
        ...(offersMail(snapshot.context) ? { emailCandidate: snapshot.context.emailCandidate } : {}),
        ...(overridesOffer(snapshot.context) ? { offerOverrideReason: snapshot.context.overrideReason } : {}),
      });
    }
  },
} satisfies Omit<UiWalker<typeof applicantStatusMachine, ApplicantStatusUi>, 'render'>;
