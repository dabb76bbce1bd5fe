// The fresh-link form on an expired status link: the address checked before it is sent, the one answer the
// server gives either way shown politely, and a refusal (too many requests) said beside the field.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MY_APPLICATION_TEXTS } from '../../../contracts/my-application';
import { LinkExpiredPage } from '../../../src/features/my-application/link-problem-page';
import { renderWithTheme } from '../../support/dom/render';

const asked: unknown[] = [];
const server = setupServer(
  http.post('*/api/my-application/links', async ({ request }) => {
    const body = (await request.json()) as { email: string };
    asked.push(body);
    if (body.email === 'busy@example.com')
      return HttpResponse.json(
        { error: { code: 'rate_limited', message: 'Too many requests. Please try again later.' } },
        { status: 429 },
      );
    return HttpResponse.json({ message: MY_APPLICATION_TEXTS.linkSent }, { status: 202 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  asked.length = 0;
});

describe('the expired link page', () => {
  it('checks the address first, then shows the same answer whoever asks', async () => {
    renderWithTheme(<LinkExpiredPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This link has expired');
    const field = screen.getByRole('textbox', { name: /^E-mail/ });
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/valid e-mail address/);
    expect(asked).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, 'priya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MY_APPLICATION_TEXTS.linkSent);
    expect(asked).toEqual([{ email: 'priya@example.com' }]);
  });

  it('says why when the server refuses', async () => {
    renderWithTheme(<LinkExpiredPage />);
    await userEvent.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'busy@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText('Too many requests. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
