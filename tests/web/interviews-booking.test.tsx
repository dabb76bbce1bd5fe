// The candidate's interviews on their status page: the times offered in the zone they choose (kept in this
// browser) with the office's beside, 10:00 in Manchester after the UK's clock change read as 14:30 in
// Hyderabad; booking one; a time taken meanwhile said politely with the remaining ones offered; moving and
// cancelling until the cut-off, and after it how to reach the firm. The API is msw's.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { firm } from '../../contracts/firm';
import { type CandidateInterview, INTERVIEW_TEXTS } from '../../contracts/interviews';
import InterviewSection from '../../src/features/my-application/interview-section';
import { renderWithTheme } from '../support/dom/render';

const TOKEN = 'a'.repeat(32);
const MONDAY = '2027-03-29T09:00:00.000Z';
const TUESDAY = '2027-03-30T09:00:00.000Z';

const proposed = (overrides: Partial<CandidateInterview> = {}): CandidateInterview => ({
  id: 70,
  kind: 'video',
  office: 'manchester',
  officeTimeZone: 'Europe/London',
  videoLink: 'https://meet.example.com/abc',
  durationMinutes: 60,
  state: 'proposed',
  startsAt: null,
  changeableUntil: '2027-03-28T09:00:00.000Z',
  cutoffHours: 24,
  slots: [
    { id: 1, startsAt: MONDAY, available: true },
    { id: 2, startsAt: TUESDAY, available: true },
  ],
  ...overrides,
});
const booked = (overrides: Partial<CandidateInterview> = {}) =>
  proposed({ state: 'booked', startsAt: MONDAY, ...overrides });

let interviews: CandidateInterview[];
let calls: { path: string; body: unknown }[];
let loads: number;
let bookAnswer: (slotId: number) => Response;
const base = `*/api/my-application/${TOKEN}/interviews`;
const server = setupServer(
  http.get(base, () => {
    loads += 1;
    return HttpResponse.json({ interviews });
  }),
  http.post(`${base}/:id/book`, async ({ request }) => {
    const body = (await request.json()) as { slotId: number };
    calls.push({ path: 'book', body });
    return bookAnswer(body.slotId);
  }),
  http.post(`${base}/:id/cancel`, () => {
    calls.push({ path: 'cancel', body: null });
    return HttpResponse.json(booked({ state: 'cancelled', changeableUntil: null }));
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  // Only the date is fixed (before the cut-off): timers and user events run as they would.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2027, 2, 1, 9, 0) });
  localStorage.clear();
  calls = [];
  loads = 0;
  interviews = [proposed()];
  bookAnswer = (slotId) =>
    HttpResponse.json(
      booked({ startsAt: slotId === 1 ? MONDAY : TUESDAY, changeableUntil: '2027-03-28T09:00:00.000Z' }),
    );
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

async function renderSection() {
  const user = userEvent.setup();
  renderWithTheme(<InterviewSection token={TOKEN} />);
  await screen.findByRole('heading', { name: 'Your interviews' });
  return user;
}

describe('the candidate’s interviews', () => {
  it('shows the times in the zone they choose, with the office’s beside, and remembers the choice', async () => {
    const user = await renderSection();
    const zone = screen.getByRole('combobox', { name: 'Show times in' });
    await user.selectOptions(zone, 'Asia/Kolkata');
    // The UK changed its clocks on 28 March: 10:00 in Manchester is 14:30 in Hyderabad, not 15:30.
    expect(
      screen.getByRole('radio', { name: 'Mon, 29 Mar 2027, 14:30 (10:00 in Manchester)' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('preferred-time-zone')).toBe('Asia/Kolkata');
    await user.selectOptions(zone, 'Europe/London');
    expect(
      screen.getByRole('radio', { name: 'Mon, 29 Mar 2027, 10:00 (Manchester time too)' }),
    ).toBeInTheDocument();
  });

  it('starts in the zone chosen on an earlier visit', async () => {
    localStorage.setItem('preferred-time-zone', 'Asia/Kolkata');
    await renderSection();
    expect(screen.getByRole('combobox', { name: 'Show times in' })).toHaveValue('Asia/Kolkata');
    expect(screen.getByRole('radio', { name: /^Tue, 30 Mar 2027, 14:30/ })).toBeInTheDocument();
  });

  it('books the time chosen and offers to move or cancel it until the cut-off', async () => {
    localStorage.setItem('preferred-time-zone', 'Asia/Kolkata');
    const user = await renderSection();
    expect(screen.getByRole('button', { name: 'Book this time' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /^Mon, 29 Mar 2027, 14:30/ }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Booked: Mon, 29 Mar 2027, 14:30 (10:00 in Manchester).',
      ),
    );
    expect(calls).toEqual([{ path: 'book', body: { slotId: 1 } }]);
    expect(screen.getByText('Booked')).toBeInTheDocument();
    // The form that had focus is gone: focus stays with the interview.
    expect(screen.getByRole('heading', { name: 'Video call, 60 minutes' })).toHaveFocus();
    expect(screen.getByText(/You can move or cancel it here until/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another time' }));
    const moving = screen.getByRole('radiogroup', { name: 'Choose another time' });
    // The booked time is not offered again.
    expect(within(moving).getAllByRole('radio')).toHaveLength(1);
  });

  it('says politely that a time was taken meanwhile and offers the remaining ones', async () => {
    bookAnswer = () => {
      interviews = [
        proposed({
          slots: [
            { id: 1, startsAt: MONDAY, available: false },
            { id: 2, startsAt: TUESDAY, available: true },
          ],
        }),
      ];
      return HttpResponse.json(
        { error: { code: 'conflict', message: INTERVIEW_TEXTS.slotTaken } },
        { status: 409 },
      );
    };
    const user = await renderSection();
    await user.click(screen.getByRole('radio', { name: /^Mon, 29 Mar 2027/ }));
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(INTERVIEW_TEXTS.slotTaken));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
    expect(screen.getByRole('radio', { name: /^Tue, 30 Mar 2027/ })).toBeInTheDocument();
  });

  it('cancels after asking', async () => {
    interviews = [booked()];
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Cancel the interview' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this interview?' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The interview is cancelled.'));
    expect(calls).toEqual([{ path: 'cancel', body: null }]);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the interview' })).not.toBeInTheDocument();
  });

  it('after the cut-off, says how to reach the firm instead of offering changes', async () => {
    interviews = [booked({ changeableUntil: null })];
    await renderSection();
    expect(screen.getByText(/too close to the interview to change it here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: firm.offices.uk.email })).toHaveAttribute(
      'href',
      `mailto:${firm.offices.uk.email}`,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing when there is no interview', async () => {
    interviews = [];
    renderWithTheme(<InterviewSection token={TOKEN} />);
    await waitFor(() => expect(loads).toBe(1));
    // Given time to draw what it loaded: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Your interviews' })).not.toBeInTheDocument();
  });
});
