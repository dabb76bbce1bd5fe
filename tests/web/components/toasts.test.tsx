import { notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toasts } from '../../../src/components/toasts/toasts';
import { toast } from '../../../src/lib/toast';
import { renderWithTheme } from '../../support/dom/render';

afterEach(() => {
  notifications.clean();
  notifications.cleanQueue();
});

describe('Toasts', () => {
  it('draws nothing until the first toast, then loads the stack and shows it', async () => {
    renderWithTheme(<Toasts />);
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      toast.success('Your profile has been saved.');
    });
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });
});
