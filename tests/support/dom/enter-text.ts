// Filling a text field in a DOM form test as a person who pastes: one input event for the whole text.
// user.type re-renders the form once per character, which made the form tests' typing most of their time.
import type { UserEvent } from '@testing-library/user-event';

export async function enterText(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
