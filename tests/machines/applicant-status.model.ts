// The applicant-status machine's test model without a driver: which events each state can take (every
// choice the pipeline offers, the dialog's three answers, the move settling either way) and the situations
// that must be reached, one per row of SPEC §4's choices table and one per move it allows. The path tests
// walk it; `npm run machines:conform` compares real history with the moves it walks.
import { DEFAULT_STATUSES } from '../../contracts/application-status';
import { isLocked, needsConfirmation, statusChoices } from '../../machines/applicant-pipeline';
import { applicantStatusMachine } from '../../machines/applicant-status.machine';
import type { PathModel } from '../setup/path-model';

export const NOTE = 'Spoke on the phone';
export const applicant = { id: 7, name: 'Priya Sharma', status: { statusCode: 'APPLIED', label: 'Applied' } };

/** The situation of a card standing in a row of the choices table. */
export const rowSituation = (code: string) => (isLocked(code) ? `row ${code} (locked)` : `row ${code}`);
/** The situation of a move being saved, as `move FROM → TO (confirmed|direct)`. */
export const moveSituation = (from: string, to: string) =>
  `move ${from} → ${to} (${needsConfirmation(to) ? 'confirmed' : 'direct'})`;

const everyRowAndMove = DEFAULT_STATUSES.flatMap(({ statusCode: from }) => [
  rowSituation(from),
  ...statusChoices(from)
    .filter((to) => to !== from)
    .map((to) => moveSituation(from, to)),
]);

export const applicantStatusModel = {
  machine: applicantStatusMachine,
  input: { applicationId: applicant.id, current: 'APPLIED' },
  simplePaths: false,
  events: (snapshot) => {
    const { current, pending, note } = snapshot.context;
    if (snapshot.matches('unchanged') || snapshot.matches('chosen')) {
      return [
        ...statusChoices(current).map((statusCode) => ({ type: 'status.choose' as const, statusCode })),
        ...(snapshot.matches('chosen') ? [{ type: 'status.update' as const }] : []),
        ...(note === '' && current === 'APPLIED' ? [{ type: 'note.change' as const, note: NOTE }] : []),
      ];
    }
    if (snapshot.matches('confirming')) {
      return [
        { type: 'confirm.accept' as const },
        { type: 'confirm.cancel' as const },
        { type: 'confirm.dismiss' as const },
      ];
    }
    if (snapshot.matches('updating')) {
      return [
        { type: 'xstate.done.actor.move', output: { statusCode: pending ?? current } },
        { type: 'xstate.error.actor.move', error: new Error('network down') },
      ] as never;
    }
    return [];
  },
  // A card that starts at APPLIED reaches every row but "not in the list" (applicant-pipeline.test.ts).
  situations: {
    of: (snapshot) => {
      const { current, pending } = snapshot.context;
      if (snapshot.matches('unchanged') || snapshot.matches('locked')) return rowSituation(current);
      if (snapshot.matches('updating') && pending) return moveSituation(current, pending);
      return undefined;
    },
    expected: everyRowAndMove,
  },
} satisfies PathModel<typeof applicantStatusMachine>;
