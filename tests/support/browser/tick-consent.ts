// The apply form's consent box ticked as a visitor does. A tick that comes before the form is live is held and
// made again once it is (decision 0017), so the box is read until it shows the tick: Playwright's check() reads
// it at once, and failed when the click landed while the form was still going live.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function tickConsent(page: Page): Promise<void> {
  const consent = page.getByRole('checkbox', { name: /may store and use my details/ });
  await consent.click();
  await expect.poll(() => consent.isChecked()).toBe(true);
}
