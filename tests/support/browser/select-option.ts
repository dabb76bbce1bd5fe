// Picking from a searchable select (Mantine's Select: State, City, Service of interest) in Chromium, as a
// person does with the keyboard: type, arrow down to the first match, Enter. A click on the option can land on
// the form underneath while the list is still moving into place, which closes the list instead.
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

export async function selectOption(field: Locator, option: string) {
  await field.fill(option);
  await field.page().getByRole('option', { name: option, exact: true }).waitFor();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect.poll(() => field.inputValue()).toBe(option);
}
