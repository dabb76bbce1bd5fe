// The profile's "Calendar feed" (docs/decisions/0057): a link made on request and shown once with a copy
// button and the steps for Google Calendar and Outlook, said aloud; a reset asked for twice, saying the old link
// ends; the server's refusal shown as it words it.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedStatus } from '../../contracts/calendar-feed';
import { CalendarFeedSection } from '../../src/features/calendar-feed/calendar-feed-section';
import { renderWithTheme } from '../support/dom/render';

const FEED = '*/api/profile/calendar-feed';
const NEW_URL = `https://careers.example/api/calendar/${'k'.repeat(43)}.ics`;
let current: CalendarFeedStatus = { exists: false, createdAt: null, url: null };
let posts = 0;

const server = setupServer(
  http.get(FEED, () => HttpResponse.json(current)),
  http.post(FEED, () => {
    posts += 1;
    current = { exists: true, createdAt: '2026-12-05T21:00:00Z', url: null };
    return HttpResponse.json({ ...current, url: NEW_URL }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  current = { exists: false, createdAt: null, url: null };
  posts = 0;
});

const politeStatus = () =>
  screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite');

describe('the calendar feed on the profile', () => {
  it('creates a link on request, shows it once to copy, with how to subscribe, and says so aloud', async () => {
    const user = userEvent.setup();
    renderWithTheme(<CalendarFeedSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Calendar feed' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Create feed link' }));

    expect(await screen.findByRole('textbox', { name: 'Your calendar feed link' })).toHaveValue(NEW_URL);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByText('Google Calendar')).toBeInTheDocument();
    expect(screen.getByText('Outlook')).toBeInTheDocument();
    expect(screen.getByText(/“Subscribe from web”/)).toBeInTheDocument();
    await expect
      .poll(() => politeStatus()?.textContent)
      .toBe('Your calendar feed link is ready. Copy it now: it is shown only this once.');
    expect(posts).toBe(1);
    // The link exists now: the next choice is a reset.
    expect(screen.queryByRole('button', { name: 'Create feed link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset link' })).toBeInTheDocument();
  });

  it('with a link made before: says when, and resets it only once confirmed', async () => {
    current = { exists: true, createdAt: '2026-11-02T10:00:00Z', url: null };
    const user = userEvent.setup();
    renderWithTheme(<CalendarFeedSection />);
    expect(await screen.findByText(/You made your link on 2 November 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    expect(screen.getByText(/stops working at once/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep the current link' }));
    expect(posts).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByRole('textbox', { name: 'Your calendar feed link' })).toHaveValue(NEW_URL);
    expect(posts).toBe(1);
    await expect
      .poll(() => politeStatus()?.textContent)
      .toMatch(/^Your calendar feed link has been reset: the old link no longer works\./);
  });

  it('shows the server’s refusal', async () => {
    server.use(
      http.post(FEED, () =>
        HttpResponse.json(
          { error: { code: 'forbidden', message: 'Please choose a password of your own first.' } },
          { status: 403 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithTheme(<CalendarFeedSection />);
    await user.click(await screen.findByRole('button', { name: 'Create feed link' }));
    expect(await screen.findByText('Please choose a password of your own first.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
