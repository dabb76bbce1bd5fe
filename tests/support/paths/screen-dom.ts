// The DOM driver of a Screen (happy-dom): testing-library finds elements as a person would, user-event (or,
// under fake timers, a dispatched event) acts, and vitest's fake timers are the page's clock. Checks run
// once, right after each awaited action: React has rendered by then, and polling could not wait on fake
// timers.
import { act, fireEvent, screen as page, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { type Query, readFound, type Scope, Screen, type ScreenDriver } from './screen';

function findAll(query: Query, container: HTMLElement = document.body): HTMLElement[] {
  const queries = container === document.body ? page : within(container);
  if ('role' in query)
    return queries.queryAllByRole(query.role, query.name === undefined ? {} : { name: query.name });
  if ('label' in query) return queries.queryAllByLabelText(query.label);
  return queries.queryAllByText(query.text);
}

function containerOf(scope: Scope | undefined): HTMLElement | undefined {
  if (!scope) return undefined;
  if ('within' in scope) return findAll(scope.within)[0];
  const control = findAll(scope.controlledBy)[0];
  return document.getElementById(control?.getAttribute('aria-controls') ?? '') ?? undefined;
}

function only(query: Query, scope?: Scope): HTMLElement {
  const found = findAll(query, containerOf(scope));
  if (found.length !== 1) throw new Error(`${JSON.stringify(query)}: found ${found.length} elements`);
  return found[0] as HTMLElement;
}

/**
 * A happy-dom Screen. With `user`, actions go through user-event; without it (fake timers, on which
 * user-event's own waits never end) events are dispatched directly.
 */
export function domScreen(user?: UserEvent): Screen {
  const driver: ScreenDriver = {
    async find(query, scope, attributeNames) {
      const container = containerOf(scope);
      const found = scope && !container ? [] : findAll(query, container);
      return readFound(found, attributeNames);
    },
    async click(query, scope, shift = false) {
      const element = only(query, scope);
      if (!user) fireEvent.click(element, { shiftKey: shift });
      else if (!shift) await user.click(element);
      else {
        await user.keyboard('{Shift>}');
        await user.click(element);
        await user.keyboard('{/Shift}');
      }
    },
    async select(query, value, scope) {
      const element = only(query, scope);
      if (user) await user.selectOptions(element, value);
      else fireEvent.change(element, { target: { value } });
    },
    async fill(query, text, scope) {
      const element = only(query, scope);
      if (user) {
        await user.clear(element);
        // Emptying a field is the clear alone: user-event refuses to type nothing.
        if (text) await user.type(element, text);
      } else fireEvent.change(element, { target: { value: text } });
    },
    async press(key) {
      if (user) await user.keyboard(`{${key}}`);
      else fireEvent.keyDown(document.activeElement ?? document.body, { key });
    },
    async passTime(ms) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    },
  };
  return new Screen(driver, 0);
}
