// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect } from 'vitest';
import { DEFAULT_STATUSES } from '../../contracts/application-status';
import type { BulkMoveResult } from '../../contracts/recruiter';
import { statusLabel } from '../../machines/applicant-pipeline';
import type { BulkMoveOutcome, BulkMoveRequest } from '../../machines/bulk-move.machine';
import { ApplicantBoard } from '../../src/features/recruiter/applicant-board';
import { boardApplicant, boardCareer } from '../support/dom/board-fixtures';
import { renderWithRouter } from '../support/dom/render';
import { preferReducedMotion } from '../support/dom/web';
import { describeMachinePaths } from '../support/paths/path-harness';
import { domScreen } from '../support/paths/screen-dom';
import { MAIL_STATUSES } from './applicant-status.model';
import { bulkMoveModel, TAB_STATUS } from './bulk-move.model';
import { type BulkMoveUi, bulkMoveView } from './bulk-move.view';
import { REASONS } from './rejection-reason.view';

beforeEach(() => preferReducedMotion());

/** The tab's three, newest first as the board lists them, so that the model's ids are the board's. */
const applicants = [
  boardApplicant(1, 'Asha Iyer', 9, TAB_STATUS),
  boardApplicant(2, 'Ashok Rao', 5, TAB_STATUS),
  boardApplicant(3, 'Chen Wei', 1, TAB_STATUS),
];
const nameOf = (id: number) => applicants.find((a) => a.id === id)?.name ?? `applicant ${id}`;

/** The board's offer: the model's statuses with e-mails, each with a subject. */
const STAGE_MAILS = {
  delayMinutes: 10,
  templates: MAIL_STATUSES.map((statusCode) => ({
    statusCode,
    subject: `About {{jobTitle}}: ${statusCode}`,
  })),
};

/** A bulk move the test answers by hand, as the path's done/error events say. */
function controlledMoves() {
  let held:
    | { request: BulkMoveRequest; resolve: (result: BulkMoveResult) => void; reject: (error: Error) => void }
    | undefined;
  const moveMany = (request: BulkMoveRequest) =>
    new Promise<BulkMoveResult>((resolve, reject) => {
      held = { request, resolve, reject };
    });
  const settle = (how: (move: NonNullable<typeof held>) => void) =>
    act(async () => {
      const settling = held;
      held = undefined;
      if (settling) how(settling);
    });
  return { moveMany, settle, held: () => held };
}

/** The server's answer for an outcome: the moved as the board now shows them. */
const answerOf = ({ toStatusCode, moved, refused }: BulkMoveOutcome): BulkMoveResult => ({
  moved: applicants
    .filter((a) => moved.includes(a.id))
    .map((a) => ({ ...a, status: { statusCode: toStatusCode, label: statusLabel(toStatusCode) } })),
  refused,
});

describeMachinePaths('bulk move', {
  ...bulkMoveModel,
  expectMachine: (snapshot) => {
    const { ids, selected, target } = snapshot.context;
    expect(selected.every((id) => ids.includes(id))).toBe(true);
    if (snapshot.matches('idle')) expect(target).toBeNull();
  },
  ui: {
    ...bulkMoveView,
    render: async (): Promise<BulkMoveUi> => {
      const moves = controlledMoves();
      await renderWithRouter(
        <ApplicantBoard
          board={{ career: boardCareer, applications: applicants }}
          statuses={DEFAULT_STATUSES}
          reasons={REASONS}
          backTo="/x"
          moveMany={moves.moveMany}
          stageMails={STAGE_MAILS}
        />,
      );
      const user = userEvent.setup({ delay: null });
      await user.click(screen.getByRole('tab', { name: /Profile Screened/ }));
      return {
        screen: domScreen(user),
        nameOf,
        narrowSearch: 'Ash',
        heldMove: () => moves.held()?.request,
        settleMove: (outcome) => moves.settle((move) => move.resolve(answerOf(outcome))),
        failMove: () => moves.settle((move) => move.reject(new Error('network down'))),
      };
    },
  },
});
