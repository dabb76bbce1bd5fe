// The Chromium driver of a Screen: Playwright locators find elements by role, label and text (exact
// names, as testing-library matches them), the page's own clock (page.clock) is the clock, and readFound
// runs in the page. Checks poll until they hold: the page answers in its own time.
import type { Locator, Page } from 'playwright-core';
import { type Query, readFound, type Scope, Screen, type ScreenDriver } from './screen';

function locate(root: Page | Locator, query: Query): Locator {
  if ('role' in query)
    return root.getByRole(query.role as Parameters<Page['getByRole']>[0], {
      ...(query.name === undefined ? {} : { name: query.name }),
      exact: true,
    });
  if ('label' in query) return root.getByLabel(query.label, { exact: true });
  return root.getByText(query.text, { exact: true });
}

async function rootOf(page: Page, scope: Scope | undefined): Promise<Page | Locator | undefined> {
  if (!scope) return page;
  if ('within' in scope) return locate(page, scope.within).first();
  const id = await locate(page, scope.controlledBy).evaluateAll(
    ([control]) => control?.getAttribute('aria-controls') ?? null,
  );
  return id ? page.locator(`[id="${id}"]`) : undefined;
}

/** A Screen on a Chromium page whose clock was installed (page.clock.install) before it loaded. */
export function chromiumScreen(page: Page): Screen {
  const driver: ScreenDriver = {
    async find(query, scope, attributeNames) {
      const root = await rootOf(page, scope);
      if (!root) return { count: 0 };
      // One call into the page: a locator resolves its query again on every call (a role query walks
      // the page), so counting and then reading would pay for it twice.
      return locate(root, query).evaluateAll(readFound, attributeNames);
    },
    async click(query, scope, shift = false) {
      const root = (await rootOf(page, scope)) ?? page;
      await locate(root, query).click(shift ? { modifiers: ['Shift'] } : {});
    },
    async select(query, value, scope) {
      await locate((await rootOf(page, scope)) ?? page, query).selectOption(value);
    },
    async fill(query, text, scope) {
      await locate((await rootOf(page, scope)) ?? page, query).fill(text);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async passTime(ms) {
      await page.clock.runFor(ms);
    },
  };
  return new Screen(driver);
}
