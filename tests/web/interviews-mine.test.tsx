// "My interviews" as an interviewer uses it: upcoming ones soonest first, past ones after, the way to the
// scorecard once an interview has taken place, and only what an interviewer may do (how it went, never
// cancelling or moving it).
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Interview } from '../../contracts/interviews';
import { MyInterviewsPage } from '../../src/features/interviews/my-interviews-page';
import { renderWithRouter } from '../support/dom/render';

const NOW = Date.UTC(2027, 2, 1, 9, 0);

const interview = (overrides: Partial<Interview>): Interview => ({
  id: 70,
  applicationId: 9,
  personId: 3,
  candidateName: 'Priya Sharma',
  careerTitle: 'Payroll Specialist',
  kind: 'video',
  office: 'hyderabad',
  videoLink: 'https://meet.example.com/abc',
  durationMinutes: 60,
  state: 'booked',
  startsAt: '2027-03-10T09:00:00.000Z',
  cutoffHours: 24,
  sequence: 0,
  interviewers: [{ userId: 3, name: 'Arjun Varma' }],
  slots: [{ id: 1, startsAt: '2027-03-10T09:00:00.000Z', available: true }],
  proposedByName: 'Oliver Bennett',
  cancelReason: null,
  createdAt: '2027-02-01T09:00:00.000Z',
  updatedAt: '2027-02-01T09:00:00.000Z',
  ...overrides,
});

const LATER = interview({ id: 71, candidateName: 'Kiran Rao', startsAt: '2027-03-20T09:00:00.000Z' });
const SOONER = interview({ id: 72, candidateName: 'Sana Khan', startsAt: '2027-03-05T09:00:00.000Z' });
const BEGUN = interview({ id: 73, candidateName: 'Ravi Iyer', startsAt: '2027-02-28T09:00:00.000Z' });
const HELD = interview({
  id: 74,
  candidateName: 'Meena Das',
  state: 'held',
  startsAt: '2027-02-20T09:00:00.000Z',
});

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

describe('My interviews', () => {
  it('lists upcoming ones soonest first, then past ones, with the scorecard once an interview has begun', async () => {
    await renderWithRouter(<MyInterviewsPage interviews={[HELD, LATER, SOONER, BEGUN]} by="interviewer" />);
    const upcoming = within(screen.getByRole('region', { name: 'Upcoming (3)' }));
    expect(upcoming.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Video call with Ravi Iyer',
      'Video call with Sana Khan',
      'Video call with Kiran Rao',
    ]);
    const past = within(screen.getByRole('region', { name: 'Past (1)' }));
    expect(past.getByRole('link', { name: 'Fill in the scorecard for Meena Das' })).toHaveAttribute(
      'href',
      '/admin/scorecards/74',
    );
    // Begun but not yet recorded: the interviewer says how it went, and may fill in the scorecard.
    const begun = within(screen.getByRole('article', { name: 'Video call with Ravi Iyer' }));
    expect(begun.getByRole('button', { name: 'Mark held' })).toBeInTheDocument();
    expect(begun.getByRole('link', { name: 'Fill in the scorecard for Ravi Iyer' })).toBeInTheDocument();
    expect(begun.queryByRole('button', { name: 'Cancel interview' })).not.toBeInTheDocument();
    expect(begun.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
    const sooner = within(screen.getByRole('article', { name: 'Video call with Sana Khan' }));
    expect(sooner.queryAllByRole('button')).toHaveLength(0);
    expect(sooner.queryByRole('link', { name: /scorecard/ })).not.toBeInTheDocument();
  });

  it('says so when there is nothing', async () => {
    await renderWithRouter(<MyInterviewsPage interviews={[]} by="interviewer" />);
    expect(screen.getByText('Nothing coming up.')).toBeInTheDocument();
    expect(screen.getByText('None yet.')).toBeInTheDocument();
  });
});
