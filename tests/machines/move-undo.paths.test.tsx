// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import type { BoardApplication } from '../../contracts/recruiter';
import { UndoMove } from '../../src/features/recruiter/undo-move';
import { RequestProblem } from '../../src/lib/request-problem';
import { renderWithTheme } from '../support/dom/render';
import { preferReducedMotion } from '../support/dom/web';
import { describeMachinePaths } from '../support/paths/path-harness';
import { domScreen } from '../support/paths/screen-dom';
import { MOVED_SINCE, moveUndoModel, OFFLINE, WINDOW_MS } from './move-undo.model';
import { type MoveUndoUi, moveUndoView } from './move-undo.view';

beforeEach(() => preferReducedMotion());

/** The applicant as the server answers the undo: back in APPLIED, nothing waiting, nothing to undo. */
const BACK: BoardApplication = {
  id: 7,
  name: 'Priya Sharma',
  email: 'priya.sharma@example.com',
  mobile: '+91 98480 22338',
  state: 'Telangana',
  city: 'Hyderabad',
  resumeFilename: 'priya.pdf',
  source: null,
  status: { statusCode: 'APPLIED', label: 'Applied' },
  appliedAt: '2026-11-20T09:30:00.000Z',
  pendingMail: null,
  undoableMove: null,
};

describeMachinePaths('move undo', {
  ...moveUndoModel,
  expectMachine: (snapshot) => {
    // A problem is kept only after a try failed, and never once undone.
    if (snapshot.matches('undone')) expect(snapshot.context.problem).toBeNull();
    expect(snapshot.context.windowMs).toBe(WINDOW_MS);
  },
  ui: {
    ...moveUndoView,
    render: (): MoveUndoUi => {
      vi.useFakeTimers();
      let held: { resolve: (answer: BoardApplication) => void; reject: (error: Error) => void } | undefined;
      const undo = vi.fn(
        () =>
          new Promise<BoardApplication>((resolve, reject) => {
            held = { resolve, reject };
          }),
      );
      const onUndone = vi.fn();
      renderWithTheme(
        <UndoMove
          applicant={{
            id: 7,
            undoableMove: { historyId: 41, until: new Date(Date.now() + WINDOW_MS).toISOString() },
          }}
          undo={undo}
          onUndone={onUndone}
        />,
      );
      const settleWith = (how: (h: NonNullable<typeof held>) => void) =>
        act(async () => {
          const settling = held;
          held = undefined;
          if (!settling) throw new Error('the card asked for no undo');
          how(settling);
        });
      return {
        // Without user-event: it waits on a real setTimeout that fake timers never run.
        screen: domScreen(),
        card: undefined,
        settle: () => settleWith((h) => h.resolve(BACK)),
        fail: (error) =>
          settleWith((h) =>
            h.reject(error.status === 409 ? MOVED_SINCE : error instanceof RequestProblem ? error : OFFLINE),
          ),
        expectBack: async () => {
          expect(undo).toHaveBeenLastCalledWith({ applicationId: 7, historyId: 41 });
          expect(onUndone).toHaveBeenCalledExactlyOnceWith(BACK);
        },
      };
    },
    cleanup: () => vi.useRealTimers(),
  },
});
