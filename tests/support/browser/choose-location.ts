// The state and city of the contact and apply forms chosen as a visitor does. Until a state is chosen the city
// is typed; once the form is live and has the state, the city is that state's picker. A state chosen before the
// form is live is handed to it when it is (decision 0044), so the city's picker is waited for, not read at once.
import type { Locator, Page } from 'playwright-core';

export async function chooseLocation(scope: Page | Locator, state: string, city: string): Promise<void> {
  await scope.getByRole('combobox', { name: 'State' }).selectOption(state);
  await scope.getByRole('combobox', { name: 'City' }).selectOption(city);
}
