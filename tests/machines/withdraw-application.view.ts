// The status page's withdrawal as the candidate sees it, for both drivers: the button, the dialog with its
// problem when a try failed, the busy button while it is saved, and what the page says once it is settled.
// The withdrawal the page asks for is held by the driver until the path says how it settles.
import { candidateStage, MY_APPLICATION_TEXTS } from '../../contracts/my-application';
import type { withdrawApplicationMachine } from '../../machines/withdraw-application.machine';
import { WITHDRAWN_ANNOUNCEMENT } from '../../src/features/my-application/withdraw-section';
import type { UiWalker } from '../support/paths/path-model';
import type { Screen } from '../support/paths/screen';

export interface WithdrawUi {
  screen: Screen;
  /** The held withdrawal is saved. */
  settle: () => Promise<void>;
  /** The held withdrawal fails: offline (no status) or refused as closed (409). */
  fail: (error: { status?: number | undefined }) => Promise<void>;
}

const DIALOG = { role: 'dialog', name: 'Withdraw your application?' };
const withinDialog = { within: DIALOG };
const WITHDRAW_BUTTON = { role: 'button', name: 'Withdraw my application' };

export const withdrawApplicationView = {
  perform: {
    'withdraw.request': ({ screen }) => screen.click(WITHDRAW_BUTTON),
    'withdraw.confirm': ({ screen }) => screen.click({ role: 'button', name: 'Yes, withdraw' }, withinDialog),
    'withdraw.cancel': ({ screen }) =>
      screen.click({ role: 'button', name: 'Keep my application' }, withinDialog),
    'xstate.done.actor.withdraw': (ui) => ui.settle(),
    'xstate.error.actor.withdraw': (ui, event: { error: { status?: number } }) => ui.fail(event.error),
  },
  expect: async ({ screen }, snapshot) => {
    const { problem } = snapshot.context;
    const status = { role: 'status' };
    if (snapshot.hasTag('dialog')) {
      await screen.expect(DIALOG, { text: 'This cannot be undone' });
      const busy = snapshot.hasTag('busy');
      await screen.expect(
        { role: 'button', name: 'Keep my application' },
        { attributes: { disabled: busy ? '' : null } },
        withinDialog,
      );
      await screen.expect(
        { role: 'button', name: 'Yes, withdraw' },
        { attributes: { 'data-loading': busy ? 'true' : null } },
        withinDialog,
      );
      await screen.expect({ role: 'alert' }, problem ? { text: problem } : { present: false }, withinDialog);
      return;
    }
    await screen.expect(DIALOG, { present: false });
    if (snapshot.matches('open')) {
      await screen.expect(WITHDRAW_BUTTON);
      await screen.expect({ role: 'heading', name: candidateStage('INTERVIEWING').label });
      return;
    }
    await screen.expect(WITHDRAW_BUTTON, { present: false });
    if (snapshot.matches('withdrawn')) {
      await screen.expect(status, { text: WITHDRAWN_ANNOUNCEMENT });
      await screen.expect({ role: 'heading', name: candidateStage('WITHDRAWN').label });
    } else {
      await screen.expect(status, { text: MY_APPLICATION_TEXTS.cannotWithdraw });
      await screen.expect({ role: 'button', name: 'See where it stands' });
    }
  },
} satisfies Omit<UiWalker<typeof withdrawApplicationMachine, WithdrawUi>, 'render'>;
