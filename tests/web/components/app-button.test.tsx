import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppButton } from '../../../src/components/app-button/app-button';
import { renderWithTheme } from '../../support/dom/render';

describe('AppButton, the shared button (docs/requirements.md#app-button)', () => {
  it('submits its form when primary, and is a plain button otherwise', async () => {
    const submit = vi.fn((event: Event) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <AppButton primary>Send</AppButton>
        <AppButton>Cancel</AppButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('stops clicks while loading and says "Submitting…"', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <AppButton loading onClick={onClick}>
        Save
      </AppButton>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await expectTooltipOnHover(/Save/, 'Submitting…');
  });

  it('stops clicks when only disabled and says "Please wait…"', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <AppButton disabled onClick={onClick}>
        Save
      </AppButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    await expectTooltipOnHover('Save', 'Please wait…');
  });
});

/** The tooltip's code loads when a button is first blocked: the pointer finds it once it has arrived. */
async function expectTooltipOnHover(name: string | RegExp, text: string) {
  await expect
    .poll(() => {
      fireEvent.mouseEnter(screen.getByRole('button', { name }));
      return screen.queryByText(text);
    })
    .not.toBeNull();
}
