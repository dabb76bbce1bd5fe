// A client shortlist's staff page as the recruiter sees it, for both drivers: the polite status line, the
// server's refusal as an alert, the draft's "Save" and "Share", the link shown once, "Check for answers",
// "Revoke link" with its dialog, and "Close shortlist". The page's calls are held by the driver until the path
// says how they settle.
import type { shortlistMachine } from '../../machines/shortlist.machine';
import type { UiWalker } from '../support/paths/path-model';
import type { Screen } from '../support/paths/screen';

export interface ShortlistUi {
  screen: Screen;
  /** Lets a settled call's answer render (happy-dom); nothing where the screen waits by itself. */
  flush: () => Promise<void>;
  /** The held call answers with this value. */
  settle: (output: unknown) => Promise<void>;
  /** The held call fails: offline (no status) or refused by the server (409, 410). */
  fail: (error: { status?: number | undefined; message: string }) => Promise<void>;
}

type Snapshot = ReturnType<typeof shortlistMachine.transition>;

const SHARE = { role: 'button', name: 'Share' };
const SAVE = { role: 'button', name: 'Save' };
const REVOKE = { role: 'button', name: 'Revoke link' };
const CLOSE = { role: 'button', name: 'Close shortlist' };
const CHECK = { role: 'button', name: 'Check for answers' };
const DIALOG = { role: 'dialog', name: 'Revoke the link?' };
const CONFIRM = { role: 'button', name: 'Revoke' };
const LINK_FIELD = { label: 'Shortlist link (shown only now)' };

/** The status line's words in each state (the page's statusWords). */
function statusOf(snapshot: Snapshot): string | RegExp | null {
  const { shortlist } = snapshot.context;
  if (snapshot.matches('loading')) return 'Loading the shortlist…';
  if (snapshot.matches('sharing')) return 'Sharing the shortlist…';
  if (snapshot.matches('revoking')) return 'Revoking the link…';
  if (snapshot.matches('closing')) return 'Closing the shortlist…';
  if (snapshot.matches('closed')) return 'This shortlist is closed.';
  if (snapshot.matches('expired'))
    return shortlist?.revoked
      ? 'The link was revoked: it no longer opens the shortlist.'
      : /The link has expired/;
  if (snapshot.matches('live'))
    return shortlist?.answers ? /The client has answered for 1 of 1 candidates/ : /no answer yet/;
  return null;
}

export const shortlistView = {
  perform: {
    'shortlist.share': ({ screen }) => screen.click(SHARE),
    'shortlist.edited': async (ui) => {
      await ui.screen.click({ label: 'Résumé' });
      await ui.screen.click(SAVE);
      await ui.flush();
    },
    'shortlist.reload': ({ screen }, _event: { type: 'shortlist.reload' }) =>
      screen.click({ role: 'button', name: /Check for answers|Try again/ }),
    'shortlist.revoke': ({ screen }) => screen.click(REVOKE),
    'revoke.confirm': ({ screen }) => screen.click(CONFIRM),
    'revoke.cancel': ({ screen }) => screen.click({ role: 'button', name: 'Keep the link' }),
    'shortlist.close': ({ screen }) => screen.click(CLOSE),
    'xstate.done.actor.load': (ui, event: { output: unknown }) => ui.settle(event.output),
    'xstate.error.actor.load': (ui, event: { error: { status?: number; message: string } }) =>
      ui.fail(event.error),
    'xstate.done.actor.share': (ui, event: { output: unknown }) => ui.settle(event.output),
    'xstate.error.actor.share': (ui, event: { error: { status?: number; message: string } }) =>
      ui.fail(event.error),
    'xstate.done.actor.revoke': (ui, event: { output: unknown }) => ui.settle(event.output),
    'xstate.error.actor.revoke': (ui, event: { error: { status?: number; message: string } }) =>
      ui.fail(event.error),
    'xstate.done.actor.close': (ui, event: { output: unknown }) => ui.settle(event.output),
    'xstate.error.actor.close': (ui, event: { error: { status?: number; message: string } }) =>
      ui.fail(event.error),
  },
  expect: async ({ screen }, snapshot) => {
    const { shortlist, problem, link } = snapshot.context;
    await screen.expect({ role: 'heading', name: shortlist?.title ?? 'Shortlist' });
    await screen.expect({ role: 'alert' }, problem ? { text: problem } : { present: false });
    const status = statusOf(snapshot);
    if (status) await screen.expect({ text: status });
    const dialogOpen = snapshot.matches('confirmingRevoke') || snapshot.matches('revoking');
    await screen.expect(DIALOG, { present: dialogOpen });
    if (dialogOpen) {
      await screen.expect(CONFIRM, {
        attributes: { 'data-loading': snapshot.matches('revoking') ? 'true' : null },
      });
      return;
    }
    await screen.expect({ role: 'button', name: 'Try again' }, { present: snapshot.matches('failed') });
    const drafting = snapshot.matches('draft') || snapshot.matches('sharing');
    await screen.expect(
      SHARE,
      drafting
        ? { attributes: { 'data-loading': snapshot.matches('sharing') ? 'true' : null } }
        : { present: false },
    );
    await screen.expect(SAVE, { present: drafting });
    await screen.expect(CHECK, { present: snapshot.matches('live') });
    await screen.expect(REVOKE, { present: snapshot.matches('live') });
    await screen.expect(LINK_FIELD, link && snapshot.matches('live') ? { value: link } : { present: false });
    const closable = snapshot.matches('live') || snapshot.matches('expired') || snapshot.matches('closing');
    await screen.expect(
      CLOSE,
      closable
        ? { attributes: { 'data-loading': snapshot.matches('closing') ? 'true' : null } }
        : { present: false },
    );
  },
} satisfies Omit<UiWalker<typeof shortlistMachine, ShortlistUi>, 'render'>;
