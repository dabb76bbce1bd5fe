// The interviews panel as a recruiter uses it: each interview's state, time at the office and in their own
// zone, and only the actions its machine allows now (how it went only once its time has come); cancelling with
// a reason, marking one held, rescheduling to one fixed time, and a refusal said in the card. The API is msw's.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTERVIEW_TEXTS, type Interview } from '../../contracts/interviews';
import { InterviewsPanel } from '../../src/features/interviews/interviews-panel';
import { renderWithRouter } from '../support/dom/render';

const NOW = Date.UTC(2027, 2, 1, 9, 0);

const interview = (overrides: Partial<Interview> = {}): Interview => ({
  id: 70,
  applicationId: 9,
  personId: 3,
  candidateName: 'Priya Sharma',
  careerTitle: 'Payroll Specialist',
  kind: 'video',
  office: 'manchester',
  videoLink: 'https://meet.example.com/abc',
  durationMinutes: 60,
  state: 'booked',
  startsAt: '2027-02-26T10:00:00.000Z',
  cutoffHours: 24,
  sequence: 0,
  interviewers: [{ userId: 1, name: 'Rita Rao' }],
  slots: [{ id: 1, startsAt: '2027-02-26T10:00:00.000Z', available: true }],
  proposedByName: 'Adam Admin',
  cancelReason: null,
  createdAt: '2027-02-01T09:00:00.000Z',
  updatedAt: '2027-02-01T09:00:00.000Z',
  ...overrides,
});

/** Its time has come: how it went can be recorded. */
const PAST = interview();
/** Still waiting for the candidate's choice, after the UK's clock change. */
const PROPOSED = interview({
  id: 71,
  kind: 'onsite',
  videoLink: null,
  state: 'proposed',
  startsAt: null,
  interviewers: [{ userId: 2, name: 'Ravi Kumar' }],
  slots: [
    { id: 2, startsAt: '2027-03-29T09:00:00.000Z', available: true },
    { id: 3, startsAt: '2027-03-30T09:00:00.000Z', available: false },
  ],
});
const CANCELLED = interview({ id: 72, kind: 'phone', state: 'cancelled', cancelReason: 'Role filled' });

let list: Interview[];
let actions: { id: string; action: string; body: unknown }[];
let refuse: string | null;
const server = setupServer(
  http.get('*/api/recruiter/interviews', () => HttpResponse.json({ interviews: list })),
  http.post('*/api/recruiter/interviews/:id/:action', async ({ params, request }) => {
    const body = (await request.json().catch(() => ({}))) as { reason?: string; slots?: string[] };
    actions.push({ id: String(params.id), action: String(params.action), body });
    if (refuse) return HttpResponse.json({ error: { code: 'conflict', message: refuse } }, { status: 409 });
    const before = list.find((i) => i.id === Number(params.id)) ?? PAST;
    const state = (
      { cancel: 'cancelled', held: 'held', 'no-show': 'no_show', reschedule: 'rescheduled' } as const
    )[String(params.action) as 'cancel'];
    return HttpResponse.json({
      ...before,
      state,
      cancelReason: body.reason ?? null,
      startsAt: body.slots?.[0] ?? before.startsAt,
      sequence: before.sequence + 1,
      updatedAt: new Date(NOW).toISOString(),
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  list = [PAST, PROPOSED, CANCELLED];
  actions = [];
  refuse = null;
});
afterEach(() => vi.useRealTimers());

async function renderPanel() {
  const user = userEvent.setup();
  await renderWithRouter(
    <InterviewsPanel applicationId={9} careerTitle="Payroll Specialist" interviewing staff={[]} />,
  );
  await screen.findByRole('heading', { name: 'Video call with Priya Sharma' });
  const card = (name: string) => within(screen.getByRole('article', { name }));
  return { user, card };
}

describe('the interviews panel', () => {
  it('shows each interview’s state, times and people, and only the actions allowed now', async () => {
    const { card } = await renderPanel();
    const past = card('Video call with Priya Sharma');
    expect(past.getByText('Booked')).toBeInTheDocument();
    // The test browser's zone is UTC, an hour behind Manchester in summer and level with it in winter.
    expect(past.getByText(/Fri, 26 Feb 2027, 10:00 Manchester time/)).toBeInTheDocument();
    expect(past.getByText(/Interviewers: Rita Rao/)).toBeInTheDocument();
    expect(past.getByRole('link', { name: 'join the call' })).toHaveAttribute(
      'href',
      'https://meet.example.com/abc',
    );
    for (const name of ['Mark held', 'Candidate did not attend', 'Reschedule', 'Cancel interview'])
      expect(past.getByRole('button', { name })).toBeInTheDocument();

    const proposed = card('At the office with Priya Sharma');
    expect(proposed.getByText('Waiting for the candidate to choose a time')).toBeInTheDocument();
    expect(
      proposed.getByText('Mon, 29 Mar 2027, 10:00 Manchester time (Mon, 29 Mar 2027, 09:00 your time)'),
    ).toBeInTheDocument();
    expect(proposed.getByText(/no longer free/).closest('li')).toHaveTextContent(
      /^Tue, 30 Mar 2027, 10:00 Manchester time .*\(no longer free\)$/,
    );
    // Its time has not come: nothing to record yet.
    expect(proposed.queryByRole('button', { name: 'Mark held' })).not.toBeInTheDocument();
    expect(proposed.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();

    const cancelled = card('Phone call with Priya Sharma');
    expect(cancelled.getByText('Why cancelled: Role filled')).toBeInTheDocument();
    expect(cancelled.queryAllByRole('button')).toHaveLength(0);
  });

  it('cancels with a reason after asking, and says so', async () => {
    const { user, card } = await renderPanel();
    await user.click(
      card('At the office with Priya Sharma').getByRole('button', { name: 'Cancel interview' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this interview?' }));
    await user.click(dialog.getByLabelText(/^Reason/));
    await user.paste('Candidate took another offer');
    await user.click(dialog.getByRole('button', { name: 'Cancel interview' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The interview is cancelled'));
    expect(actions).toEqual([
      { id: '71', action: 'cancel', body: { reason: 'Candidate took another offer' } },
    ]);
    const cancelled = card('At the office with Priya Sharma');
    expect(cancelled.getByText('Cancelled')).toBeInTheDocument();
    expect(cancelled.queryAllByRole('button')).toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'At the office with Priya Sharma' })).toHaveFocus(),
    );
  });

  it('marks one held once its time has come', async () => {
    const { user, card } = await renderPanel();
    await user.click(card('Video call with Priya Sharma').getByRole('button', { name: 'Mark held' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Marked as held'));
    expect(actions).toEqual([{ id: '70', action: 'held', body: {} }]);
    expect(card('Video call with Priya Sharma').getByText('Held')).toBeInTheDocument();
  });

  it('reschedules to one fixed time in the office’s clock', async () => {
    const { user, card } = await renderPanel();
    await user.click(card('At the office with Priya Sharma').getByRole('button', { name: 'Reschedule' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reschedule the interview' }));
    fireEvent.change(dialog.getByLabelText('Date (Manchester)'), { target: { value: '2027-04-05' } });
    fireEvent.change(dialog.getByLabelText('Time (Manchester)'), { target: { value: '11:30' } });
    await user.click(dialog.getByRole('button', { name: 'Move to this time' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('rescheduled'));
    expect(actions).toEqual([
      { id: '71', action: 'reschedule', body: { slots: ['2027-04-05T10:30:00.000Z'] } },
    ]);
  });

  it('says in the card why the server refused, and keeps the interview as it was', async () => {
    refuse = INTERVIEW_TEXTS.notAllowed('marked as held', 'cancelled');
    const { user, card } = await renderPanel();
    await user.click(
      card('Video call with Priya Sharma').getByRole('button', { name: 'Candidate did not attend' }),
    );
    expect(await card('Video call with Priya Sharma').findByRole('alert')).toHaveTextContent(refuse);
    expect(card('Video call with Priya Sharma').getByText('Booked')).toBeInTheDocument();
  });
});
