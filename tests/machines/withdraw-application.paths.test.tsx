// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, vi } from 'vitest';
import type { MyApplication } from '../../contracts/my-application';
import { MyApplicationPage } from '../../src/features/my-application/my-application-page';
import { RequestProblem } from '../../src/lib/request-problem';
import { renderWithTheme } from '../support/dom/render';
import { preferReducedMotion } from '../support/dom/web';
import { describeMachinePaths } from '../support/paths/path-harness';
import { domScreen } from '../support/paths/screen-dom';
import {
  CLOSED_MEANWHILE,
  OFFLINE,
  OPEN_APPLICATION,
  WITHDRAWN_APPLICATION,
  withdrawApplicationModel,
} from './withdraw-application.model';
import { type WithdrawUi, withdrawApplicationView } from './withdraw-application.view';

beforeEach(() => preferReducedMotion());

describeMachinePaths('withdraw application', {
  ...withdrawApplicationModel,
  expectMachine: (snapshot) => {
    // The answer is kept only once the withdrawal is saved; a problem only while it can be read.
    expect(snapshot.context.withdrawn !== null).toBe(snapshot.matches('withdrawn'));
    if (snapshot.matches('open') || snapshot.matches('withdrawn'))
      expect(snapshot.context.problem).toBeNull();
  },
  ui: {
    ...withdrawApplicationView,
    render: (): WithdrawUi => {
      let held: { resolve: (answer: MyApplication) => void; reject: (error: Error) => void } | undefined;
      const withdraw = vi.fn(
        () =>
          new Promise<MyApplication>((resolve, reject) => {
            held = { resolve, reject };
          }),
      );
      renderWithTheme(
        <MyApplicationPage application={OPEN_APPLICATION} withdraw={withdraw} onClosed={() => {}} />,
      );
      const settleWith = (how: (h: NonNullable<typeof held>) => void) =>
        act(async () => {
          const settling = held;
          held = undefined;
          if (!settling) throw new Error('the page asked for no withdrawal');
          how(settling);
        });
      return {
        screen: domScreen(userEvent.setup({ delay: null })),
        settle: () => settleWith((h) => h.resolve(WITHDRAWN_APPLICATION)),
        fail: (error) =>
          settleWith((h) =>
            h.reject(
              error.status === 409 ? CLOSED_MEANWHILE : error instanceof RequestProblem ? error : OFFLINE,
            ),
          ),
      };
    },
  },
});
