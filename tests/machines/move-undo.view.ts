// "Undo move" as the recruiter sees it on the card, for both drivers: the button (busy while the undo is
// saved), the reason a try failed, nothing once the window has closed, and the applicant back where they were
// once it is undone. The undo the card asks for is held by the driver until the path says how it settles.
import type { moveUndoMachine } from '../../machines/move-undo.machine';
import type { UiWalker } from '../support/paths/path-model';
import type { Scope, Screen } from '../support/paths/screen';

export interface MoveUndoUi {
  screen: Screen;
  /** Where the card is: the whole document in happy-dom, the applicant's article on the board. */
  card: Scope | undefined;
  /** The held undo is saved. */
  settle: () => Promise<void>;
  /** The held undo fails: offline (no status) or refused by the server (409). */
  fail: (error: { status?: number | undefined }) => Promise<void>;
  /** Checks that the board shows the applicant back in the status they were moved from. */
  expectBack: () => Promise<void>;
}

const UNDO_BUTTON = { role: 'button', name: 'Undo move' };

export const moveUndoView = {
  perform: {
    'undo.request': ({ screen, card }) => screen.click(UNDO_BUTTON, card),
    'xstate.done.actor.undo': (ui) => ui.settle(),
    'xstate.error.actor.undo': (ui, event: { error: { status?: number } }) => ui.fail(event.error),
  },
  expect: async (ui, snapshot) => {
    const { screen, card } = ui;
    if (snapshot.matches('undone')) {
      await ui.expectBack();
      return;
    }
    const { problem } = snapshot.context;
    await screen.expect({ role: 'alert' }, problem ? { text: problem } : { present: false }, card);
    if (snapshot.hasTag('offered')) {
      await screen.expect(
        UNDO_BUTTON,
        { attributes: { 'data-loading': snapshot.hasTag('busy') ? 'true' : null } },
        card,
      );
    } else {
      await screen.expect(UNDO_BUTTON, { present: false }, card);
    }
  },
} satisfies Omit<UiWalker<typeof moveUndoMachine, MoveUndoUi>, 'render'>;
