// What a person does in the app that the session's watchers notice: activity of each kind the requirements
// name (docs/requirements.md#inactivity), and time running on to the next inactivity check.
import { act, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { INACTIVITY_CHECK_INTERVAL_MS } from '../../machines/inactivity.machine';
import type { SessionAppHandle } from './session-app';

/** What counts as activity (docs/requirements.md#inactivity); `turn` makes each one differ from the last. */
export const ACTIVITIES: Record<string, (ui: SessionAppHandle, turn: number) => Promise<unknown>> = {
  // To a new spot each time: staying put is no movement.
  'pointer movement': (ui, turn) =>
    ui.user.pointer({ target: screen.getByRole('main'), coords: { clientX: turn, clientY: turn } }),
  'a key press': (ui) => ui.user.keyboard('{Shift}'),
  'a click': (ui) => ui.user.click(screen.getByRole('heading', { level: 1 })),
  scrolling: async () => act(() => void fireEvent.scroll(window)),
  // Away first, so that focus moves each time.
  focus: async () =>
    act(() => {
      screen.getByRole('main').blur();
      screen.getByRole('main').focus();
    }),
};

/** The next check interval passes (the check runs only while the tab is visible, online and signed in). */
export const nextCheck = () => act(() => vi.advanceTimersByTimeAsync(INACTIVITY_CHECK_INTERVAL_MS));
