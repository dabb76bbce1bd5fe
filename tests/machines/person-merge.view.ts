// "Merge with…" as the recruiter sees it on the person page, for both drivers: the button, the picker and
// its search, the dialog (busy while the merge is saved), the polite notices, "Undo merge", and the reason a
// merge or undo did not go through. The calls the panel makes are held by the driver until the path says how
// they settle.
import type { personMergeMachine } from '../../machines/person-merge.machine';
import type { UiWalker } from '../support/paths/path-model';
import type { Screen } from '../support/paths/screen';
import { CANDIDATE, LISTED } from './person-merge.model';

export interface PersonMergeUi {
  screen: Screen;
  /** The listed merge's undo button name for the model's merge id (the driver's people have their own names). */
  listedUndo: (mergeId: number) => string;
  /** The name the picker's search finds the candidate by (a driver may find someone new after a merge). */
  search: string;
  /** The candidate's name as this driver's data has it: the model's refusals name them in its stead. */
  candidateName: string;
  /** Lets the search's answer render (happy-dom); nothing where the screen waits by itself. */
  flush: () => Promise<void>;
  /** The held merge or undo is saved. */
  settle: () => Promise<void>;
  /** The held call fails: offline (no status) or refused by the server (409). */
  fail: (error: { status?: number | undefined }) => Promise<void>;
}

const MERGE_START = { role: 'button', name: 'Merge with…' };
const UNDO = { role: 'button', name: 'Undo merge' };
const FIELD = { label: 'Name, e-mail or mobile' };
const DIALOG = { role: 'dialog' };
const MERGE = { role: 'button', name: 'Merge' };

export const personMergeView = {
  perform: {
    'merge.start': ({ screen }) => screen.click(MERGE_START),
    'merge.choose': async (ui) => {
      await ui.screen.fill(FIELD, ui.search);
      await ui.screen.click({ role: 'button', name: 'Search' });
      await ui.flush();
      await ui.screen.click({ role: 'button', name: `Choose ${ui.candidateName}` });
    },
    'merge.back': ({ screen }) => screen.click({ role: 'button', name: 'Back' }),
    'merge.cancel': ({ screen }) => screen.click({ role: 'button', name: 'Cancel' }),
    'merge.confirm': ({ screen }) => screen.click(MERGE),
    // A listed merge's own button; the one just made is undone from the notice.
    'undo.request': (ui, event: { mergeId: number }) =>
      (LISTED as readonly number[]).includes(event.mergeId)
        ? ui.screen.click({ role: 'button', name: ui.listedUndo(event.mergeId) })
        : ui.screen.click(UNDO),
    'xstate.done.actor.merge': (ui) => ui.settle(),
    'xstate.error.actor.merge': (ui, event: { error: { status?: number } }) => ui.fail(event.error),
    'xstate.done.actor.undo': (ui) => ui.settle(),
    'xstate.error.actor.undo': (ui, event: { error: { status?: number } }) => ui.fail(event.error),
  },
  expect: async ({ screen, candidateName }, snapshot) => {
    // The model's refusals name its candidate; the page names the driver's.
    const problem = snapshot.context.problem?.replaceAll(CANDIDATE.fullName, candidateName);
    const dialogOpen = snapshot.matches('confirming') || snapshot.matches('merging');
    await screen.expect(DIALOG, dialogOpen ? { text: `Merge ${candidateName} into` } : { present: false });
    await screen.expect({ role: 'alert' }, problem ? { text: problem } : { present: false });
    if (dialogOpen) {
      await screen.expect(MERGE, { attributes: { 'data-loading': snapshot.hasTag('busy') ? 'true' : null } });
      return;
    }
    await screen.expect(FIELD, { present: snapshot.matches('choosing') });
    const offersStart = snapshot.matches('idle') || snapshot.matches('merged') || snapshot.matches('undone');
    await screen.expect(MERGE_START, { present: offersStart });
    if (snapshot.matches('merged')) {
      await screen.expect({ text: /the other record’s applications are on this record now/ });
      await screen.expect(UNDO, { attributes: { 'data-loading': null } });
    }
    if (snapshot.matches('undoing')) await screen.expect({ text: 'Undoing the merge…' });
    if (snapshot.matches('undone')) await screen.expect({ text: /The merge is undone/ });
  },
} satisfies Omit<UiWalker<typeof personMergeMachine, PersonMergeUi>, 'render'>;
