// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STATUSES } from '../../contracts/application-status';
import { needsConfirmation, statusChoices, WITHDRAWN_STATUS } from '../../machines/applicant-pipeline';
import type { MoveRequest } from '../../machines/applicant-status.machine';
import { ApplicantStatusControls } from '../../src/features/recruiter/applicant-status-controls';
import { renderWithTheme } from '../support/dom/render';
import { preferReducedMotion } from '../support/dom/web';
import { describeMachinePaths } from '../support/paths/path-harness';
import { domScreen } from '../support/paths/screen-dom';
import { applicant, applicantStatusModel, MAIL_STATUSES } from './applicant-status.model';
import { type ApplicantStatusUi, applicantStatusView } from './applicant-status.view';
import { REASONS } from './rejection-reason.view';

beforeEach(() => preferReducedMotion());

/** The board's offer: the model's statuses with e-mails, each with a subject. */
const STAGE_MAILS = {
  delayMinutes: 10,
  jobTitle: 'HR Recruiter',
  templates: MAIL_STATUSES.map((statusCode) => ({
    statusCode,
    subject: `About {{jobTitle}}: ${statusCode}`,
  })),
};

/** A move the test settles by hand, as the path's done/error events say. */
function controlledMove() {
  let held:
    | { request: MoveRequest; resolve: (code: string) => void; reject: (error: Error) => void }
    | undefined;
  const move = vi.fn(
    (request: MoveRequest) =>
      new Promise<{ status: { statusCode: string } }>((resolve, reject) => {
        held = { request, resolve: (code) => resolve({ status: { statusCode: code } }), reject };
      }),
  );
  /** Settles the held move, once. */
  const settle = (how: (move: NonNullable<typeof held>) => void) =>
    act(async () => {
      const settling = held;
      held = undefined;
      if (settling) how(settling);
    });
  return { move, settle, held: () => held };
}

/** The model's card: an admin's, for an applicant without a yes scorecard. */
function renderControls(
  { hasYesScorecard = false, canOverrideOffer = true, current = applicant.status } = {} as {
    hasYesScorecard?: boolean;
    canOverrideOffer?: boolean;
    current?: { statusCode: string; label: string };
  },
) {
  const moves = controlledMove();
  const onMoved = vi.fn();
  renderWithTheme(
    <ApplicantStatusControls
      applicant={{ ...applicant, status: current, hasYesScorecard }}
      canOverrideOffer={canOverrideOffer}
      statuses={DEFAULT_STATUSES}
      reasons={REASONS}
      move={moves.move}
      onMoved={onMoved}
      stageMails={STAGE_MAILS}
    />,
  );
  return { user: userEvent.setup({ delay: null }), ...moves, onMoved };
}

const updateButton = () => screen.getByRole('button', { name: /Update status|Updating\.\.\./ });

describeMachinePaths('applicant status', {
  ...applicantStatusModel,
  expectMachine: (snapshot) => {
    const { current, pending } = snapshot.context;
    expect(pending === null || statusChoices(current).includes(pending) || pending === WITHDRAWN_STATUS).toBe(
      true,
    );
    if (snapshot.matches('confirming')) expect(needsConfirmation(pending ?? '')).toBe(true);
  },
  ui: {
    ...applicantStatusView,
    render: (): ApplicantStatusUi => {
      const { user, held, settle } = renderControls();
      return {
        screen: domScreen(user),
        applicant,
        // The controls are rendered alone: the whole document is the card.
        card: undefined,
        heldMove: () => held()?.request,
        settleMove: (statusCode) => settle((move) => move.resolve(statusCode)),
        failMove: () => settle((move) => move.reject(new Error('network down'))),
      };
    },
  },
});

describe('the offer gate on the card (docs/decisions/0058)', () => {
  const interviewing = { statusCode: 'INTERVIEWING', label: 'Interviewing' };

  it('moves an applicant with a yes scorecard straight to Offer Released', async () => {
    const ui = renderControls({ hasYesScorecard: true, current: interviewing });
    await ui.user.selectOptions(screen.getByLabelText('Move to'), 'OFFER_RELEASED');
    await ui.user.click(updateButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ui.held()?.request).toMatchObject({ toStatusCode: 'OFFER_RELEASED' });
    expect(ui.held()?.request).not.toHaveProperty('offerOverrideReason');
  });

  it('tells a recruiter why the offer waits, offers no override, and moves nothing', async () => {
    const ui = renderControls({ canOverrideOffer: false, current: interviewing });
    await ui.user.selectOptions(screen.getByLabelText('Move to'), 'OFFER_RELEASED');
    await ui.user.click(updateButton());
    const dialog = screen.getByRole('dialog', { name: 'An offer needs a yes scorecard' });
    expect(dialog).toHaveTextContent('No interviewer has submitted one for Priya Sharma yet.');
    expect(dialog).toHaveTextContent('Ask the interviewers to submit their scorecards');
    expect(screen.queryByRole('button', { name: 'Release offer anyway' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Why release the offer/)).not.toBeInTheDocument();
    await ui.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(ui.move).not.toHaveBeenCalled();
  });
});

describe('applicant status card, beyond the generated paths', () => {
  it('ignores a second confirm while the move is running, and tells the board once it is saved', async () => {
    const ui = renderControls();
    await ui.user.selectOptions(screen.getByLabelText('Move to'), 'PROFILE_SCREENED');
    await ui.user.click(updateButton());
    await ui.settle((move) => move.resolve('PROFILE_SCREENED'));
    await ui.user.selectOptions(screen.getByLabelText('Move to'), 'REJECTED');
    await ui.user.click(updateButton());
    await ui.user.selectOptions(screen.getByLabelText(/^Reason/), '2');
    const confirm = screen.getByRole('button', { name: 'Move to REJECTED' });
    await ui.user.click(confirm);
    await ui.user.click(confirm);
    expect(ui.move).toHaveBeenCalledTimes(2);
    await ui.settle((move) => move.resolve('REJECTED'));
    expect(ui.onMoved.mock.calls).toEqual([
      [7, 'PROFILE_SCREENED', { pendingMail: null, undoableMove: null }],
      [7, 'REJECTED', { pendingMail: null, undoableMove: null }],
    ]);
    expect(screen.getByText('Rejected')).toBeInTheDocument();
  });
});
