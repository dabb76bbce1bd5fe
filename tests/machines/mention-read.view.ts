// A mention as the signed-in person sees it in their list, for both drivers: "New" and "Mark read" while it is
// unread (busy while marking), the reason a try failed, what the page says when its note was deleted, and the
// unread count going down once it is read. The marking the item asks for is held by the driver until the path
// says how it settles; "Mark all read" is the page's own button.
import type { mentionReadMachine } from '../../machines/mention-read.machine';
import { MENTION_GONE } from '../../src/features/notes/mention-item';
import { unreadWords } from '../../src/features/notes/mentions-page';
import type { UiWalker } from '../support/paths/path-model';
import type { Scope, Screen } from '../support/paths/screen';

export interface MentionReadUi {
  screen: Screen;
  /** Where the mention is: its article in the list. */
  item: Scope;
  /** How many other unread mentions the list has beside this one. */
  othersUnread: number;
  /** The held marking is saved. */
  settle: () => Promise<void>;
  /** The held marking fails: offline (no status) or the note was deleted (404). */
  fail: (error: { status?: number | undefined }) => Promise<void>;
  /** "Mark all read" is pressed and saved. */
  markAll: () => Promise<void>;
}

const MARK_READ = { role: 'button', name: /^Mark read/ };

export const mentionReadView = {
  perform: {
    'mention.markRead': ({ screen, item }) => screen.click(MARK_READ, item),
    'mention.readElsewhere': (ui) => ui.markAll(),
    'xstate.done.actor.mark': (ui) => ui.settle(),
    'xstate.error.actor.mark': (ui, event: { error: { status?: number } }) => ui.fail(event.error),
  },
  expect: async ({ screen, item, othersUnread }, snapshot) => {
    const unread = snapshot.hasTag('unread');
    await screen.expect({ text: 'New' }, unread ? {} : { present: false }, item);
    if (unread) {
      await screen.expect(
        MARK_READ,
        { attributes: { 'data-loading': snapshot.hasTag('busy') ? 'true' : null } },
        item,
      );
    } else {
      await screen.expect(MARK_READ, { present: false }, item);
    }
    const { problem } = snapshot.context;
    const gone = snapshot.matches('gone');
    await screen.expect({ role: 'alert' }, problem && !gone ? { text: problem } : { present: false }, item);
    await screen.expect({ text: MENTION_GONE }, gone ? {} : { present: false }, item);
    await screen.expect({ role: 'link', name: 'Open the note' }, gone ? { present: false } : {}, item);
    if (snapshot.matches('read')) await screen.expect({ text: unreadWords(othersUnread) });
  },
} satisfies Omit<UiWalker<typeof mentionReadMachine, MentionReadUi>, 'render'>;
