// The Stately inspector in development: asked for with ?inspect, it waits for a click on its button
// (browsers block windows opened without one) and then shows every app actor, including what came before.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';

const started = vi.fn();
const received: InspectionEvent[] = [];
const fakeWindow = { closed: false, focus: vi.fn() };
const options: unknown[] = [];

vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: (given: unknown) => {
    options.push(given);
    const inspector = {
      adapter: { targetWindow: null as typeof fakeWindow | null },
      inspect: { next: (event: InspectionEvent) => received.push(event) },
      start: () => {
        started();
        inspector.adapter.targetWindow = fakeWindow;
      },
    };
    return inspector;
  },
}));

const event = { type: '@xstate.event' } as InspectionEvent;

describe('the dev inspector', () => {
  beforeEach(() => {
    vi.resetModules();
    started.mockClear();
    fakeWindow.focus.mockClear();
    received.length = 0;
    options.length = 0;
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    for (const button of document.querySelectorAll('button[data-stately-inspector]')) button.remove();
  });

  it('is off without ?inspect: no button, no inspector', async () => {
    const { inspect } = await import('../../../src/lib/inspector');
    expect(inspect).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Open the Stately inspector' })).toBeNull();
  });

  it('with ?inspect, opens nothing at page load and opens the inspector from its button', async () => {
    window.history.replaceState(null, '', '/careers?inspect');
    const { inspect } = await import('../../../src/lib/inspector');
    // An actor reports before the inspector's code is in: kept, then passed on.
    inspect?.(event);
    const button = await screen.findByRole('button', { name: 'Open the Stately inspector' });
    expect(options).toEqual([expect.objectContaining({ autoStart: false })]);
    expect(started).not.toHaveBeenCalled();
    await waitFor(() => expect(received).toEqual([event]));
    inspect?.(event);
    expect(received).toHaveLength(2);

    await userEvent.click(button);
    expect(started).toHaveBeenCalledTimes(1);
    // A second click brings the open window forward instead of opening another.
    await userEvent.click(button);
    expect(started).toHaveBeenCalledTimes(1);
    expect(fakeWindow.focus).toHaveBeenCalledTimes(1);
  });
});
