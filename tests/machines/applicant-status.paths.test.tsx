// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STATUSES } from '../../contracts/application-status';
import { needsConfirmation, statusChoices, statusLabel } from '../../machines/applicant-pipeline';
import type { MoveRequest } from '../../machines/applicant-status.machine';
import { ApplicantStatusControls } from '../../src/features/recruiter/applicant-status-controls';
import { describeMachinePaths } from '../setup/path-harness';
import { renderWithTheme } from '../setup/render';
import { preferReducedMotion } from '../setup/web';
import { applicant, applicantStatusModel } from './applicant-status.model';

beforeEach(() => preferReducedMotion());

/** A move the test settles by hand, as the path's done/error events say. */
function controlledMove() {
  const calls: MoveRequest[] = [];
  let settle: { resolve: (code: string) => void; reject: (error: Error) => void } | undefined;
  const move = vi.fn(
    (request: MoveRequest) =>
      new Promise<{ status: { statusCode: string } }>((resolve, reject) => {
        calls.push(request);
        settle = { resolve: (code) => resolve({ status: { statusCode: code } }), reject };
      }),
  );
  return { move, calls, settle: () => settle };
}

function renderControls() {
  const moves = controlledMove();
  const onMoved = vi.fn();
  renderWithTheme(
    <ApplicantStatusControls
      applicant={applicant}
      statuses={DEFAULT_STATUSES}
      move={moves.move}
      onMoved={onMoved}
    />,
  );
  return { user: userEvent.setup({ delay: null }), ...moves, onMoved };
}
type Ui = ReturnType<typeof renderControls>;

const updateButton = () => screen.getByRole('button', { name: /Update status|Updating\.\.\./ });

describeMachinePaths('applicant status', {
  ...applicantStatusModel,
  expectMachine: (snapshot) => {
    const { current, pending } = snapshot.context;
    expect(pending === null || statusChoices(current).includes(pending)).toBe(true);
    if (snapshot.matches('confirming')) expect(needsConfirmation(pending ?? '')).toBe(true);
  },
  ui: {
    // The card's walk takes the fewest paths that still reach every state, transition and situation (the
    // gate checks it): all 99 through the card took ~18 s, a third of the machines project.
    paths: 'covering',
    render: renderControls,
    perform: {
      'status.choose': ({ user }: Ui, { statusCode }: { statusCode: string }) =>
        user.selectOptions(screen.getByLabelText('Move to'), statusCode),
      'note.change': async ({ user }: Ui, { note }: { note: string }) => {
        await user.clear(screen.getByLabelText('Note (optional)'));
        await user.type(screen.getByLabelText('Note (optional)'), note);
      },
      'status.update': ({ user }: Ui) => user.click(updateButton()),
      'confirm.accept': ({ user }: Ui) => user.click(screen.getByRole('button', { name: /^Move to / })),
      'confirm.cancel': ({ user }: Ui) => user.click(screen.getByRole('button', { name: 'Cancel' })),
      'confirm.dismiss': ({ user }: Ui) => user.keyboard('{Escape}'),
      'xstate.done.actor.move': (ui: Ui, event: unknown) =>
        act(async () =>
          ui.settle()?.resolve((event as unknown as { output: { statusCode: string } }).output.statusCode),
        ),
      'xstate.error.actor.move': (ui: Ui) => act(async () => ui.settle()?.reject(new Error('network down'))),
    } as never,
    expect: (ui: Ui, snapshot) => {
      const { current, pending, note } = snapshot.context;
      if (snapshot.matches('locked')) {
        expect(screen.getByText(statusLabel(current))).toBeInTheDocument();
        expect(screen.queryByLabelText('Move to')).toBeNull();
        expect(screen.queryByRole('button', { name: 'Update status' })).toBeNull();
        return;
      }
      const select = screen.getByLabelText('Move to') as HTMLSelectElement;
      expect([...select.options].map((o) => o.value)).toEqual(statusChoices(current));
      expect(select.value).toBe(pending ?? current);
      const dialog = screen.queryByRole('dialog', { name: 'Move applicant?' });
      if (snapshot.matches('unchanged')) {
        expect(updateButton()).toHaveTextContent('Update status');
        expect(updateButton()).toHaveAttribute('aria-disabled', 'true');
        expect(dialog).toBeNull();
      }
      if (snapshot.matches('chosen')) {
        expect(updateButton()).not.toHaveAttribute('aria-disabled');
        expect(dialog).toBeNull();
      }
      if (snapshot.matches('confirming')) {
        expect(dialog).not.toBeNull();
        expect(
          within(dialog as HTMLElement).getByText(/This may lock further transitions\./),
        ).toHaveTextContent(`Priya Sharma will be moved to “${statusLabel(pending ?? '')}”.`);
        expect(
          within(dialog as HTMLElement).getByRole('button', { name: `Move to ${pending}` }),
        ).toBeInTheDocument();
      }
      if (snapshot.matches('updating')) {
        expect(updateButton()).toHaveTextContent('Updating...');
        expect(updateButton()).toHaveAttribute('aria-disabled', 'true');
        expect(ui.calls.at(-1)).toEqual({
          applicationId: applicant.id,
          toStatusCode: pending,
          ...(note ? { note } : {}),
        });
      }
    },
  },
});

describe('applicant status card, beyond the generated paths', () => {
  it('ignores a second confirm while the move is running, and tells the board once it is saved', async () => {
    const ui = renderControls();
    await ui.user.selectOptions(screen.getByLabelText('Move to'), 'PROFILE_SCREENED');
    await ui.user.click(updateButton());
    await act(async () => ui.settle()?.resolve('PROFILE_SCREENED'));
    await ui.user.selectOptions(screen.getByLabelText('Move to'), 'REJECTED');
    await ui.user.click(updateButton());
    const confirm = screen.getByRole('button', { name: 'Move to REJECTED' });
    await ui.user.click(confirm);
    await ui.user.click(confirm);
    expect(ui.move).toHaveBeenCalledTimes(2);
    await act(async () => ui.settle()?.resolve('REJECTED'));
    expect(ui.onMoved.mock.calls).toEqual([
      [7, 'PROFILE_SCREENED'],
      [7, 'REJECTED'],
    ]);
    expect(screen.getByText('Rejected')).toBeInTheDocument();
  });
});
