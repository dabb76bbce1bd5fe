// The move-undo machine's test model without a driver: the button, the window closing, and the undo settling
// each way the server can answer (saved, refused because the applicant was moved since, the network down).
import { MOVE_UNDO_REFUSALS } from '../../contracts/recruiter';
import { moveUndoMachine } from '../../machines/move-undo.machine';
import { NETWORK_PROBLEM, RequestProblem } from '../../src/lib/request-problem';
import type { PathModel } from '../support/paths/path-model';

/** The server's window (STAGE_MAIL_DELAY_MINUTES' default), all of it left when the card shows the offer. */
export const WINDOW_MS = 10 * 60_000;
export const OFFLINE = new RequestProblem(NETWORK_PROBLEM);
export const MOVED_SINCE = new RequestProblem(MOVE_UNDO_REFUSALS.notLatest, 409);

export const moveUndoModel = {
  machine: moveUndoMachine,
  input: { applicationId: 7, historyId: 41, windowMs: WINDOW_MS },
  events: (snapshot) => {
    if (snapshot.matches('offered')) {
      return [{ type: 'undo.request' }, { type: 'xstate.after.window.moveUndo.offered' }] as never;
    }
    if (snapshot.matches('undoing')) {
      return [
        { type: 'xstate.done.actor.undo' },
        { type: 'xstate.error.actor.undo', error: MOVED_SINCE },
        { type: 'xstate.error.actor.undo', error: OFFLINE },
      ] as never;
    }
    return [];
  },
} satisfies PathModel<typeof moveUndoMachine>;
