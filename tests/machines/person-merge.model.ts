// The person-merge machine's test model without a driver: the picker, the dialog, the merge and the undo
// settling each way the server can answer (saved, refused, the network down). The page lists two earlier
// merges into the person: the first is undone from idle, the second after that, so each undo button is tried.
import { PERSON_MERGE_REFUSALS } from '../../contracts/people';
import { personMergeMachine } from '../../machines/person-merge.machine';
import { NETWORK_PROBLEM, RequestProblem } from '../../src/lib/request-problem';
import type { PathModel } from '../support/paths/path-model';

export const OFFLINE = new RequestProblem(NETWORK_PROBLEM);
export const MERGE_REFUSED = new RequestProblem(PERSON_MERGE_REFUSALS.alreadyMerged('Asha Rao'), 409);
export const UNDO_REFUSED = new RequestProblem(PERSON_MERGE_REFUSALS.alreadyUndone, 409);

/** The merges the page lists from the start, in order: ids the drivers map to their own. */
export const LISTED = [901, 902] as const;
/** The merge the path makes. */
export const NEW_MERGE = 903;
export const CANDIDATE = { id: 77, fullName: 'Asha Rao' };

export const personMergeModel = {
  machine: personMergeMachine,
  input: { personId: 5 },
  events: (snapshot) => {
    const { mergeId } = snapshot.context;
    if (snapshot.matches('idle')) {
      return [
        { type: 'merge.start' },
        ...(mergeId === null ? [{ type: 'undo.request', mergeId: LISTED[0] }] : []),
      ] as never;
    }
    if (snapshot.matches('choosing'))
      return [{ type: 'merge.choose', person: CANDIDATE }, { type: 'merge.cancel' }] as never;
    if (snapshot.matches('confirming')) {
      return [{ type: 'merge.confirm' }, { type: 'merge.back' }, { type: 'merge.cancel' }] as never;
    }
    if (snapshot.matches('merging')) {
      return [
        { type: 'xstate.done.actor.merge', output: { mergeId: NEW_MERGE } },
        { type: 'xstate.error.actor.merge', error: MERGE_REFUSED },
        { type: 'xstate.error.actor.merge', error: OFFLINE },
      ] as never;
    }
    if (snapshot.matches('merged')) {
      return [{ type: 'undo.request', mergeId }, { type: 'merge.start' }] as never;
    }
    if (snapshot.matches('undoing')) {
      return [
        { type: 'xstate.done.actor.undo' },
        { type: 'xstate.error.actor.undo', error: UNDO_REFUSED },
        { type: 'xstate.error.actor.undo', error: OFFLINE },
      ] as never;
    }
    if (snapshot.matches('undone')) {
      return [
        { type: 'merge.start' },
        ...(mergeId === LISTED[0] ? [{ type: 'undo.request', mergeId: LISTED[1] }] : []),
      ] as never;
    }
    return [];
  },
} satisfies PathModel<typeof personMergeMachine>;
