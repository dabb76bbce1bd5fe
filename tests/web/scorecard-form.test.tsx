// The interviewer's scorecard page as they use it: a radio group per criterion and for the recommendation,
// a draft saved and announced, a submit refused until everything is rated, a confirmation that it cannot be
// changed, and the other interviewers' cards hidden until theirs is submitted. The API is msw's.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type InterviewScorecards,
  SCORECARD_TEXTS,
  type Scorecard,
  type ScorecardInput,
} from '../../contracts/scorecards';
import { InterviewScorecardPage } from '../../src/features/scorecards/interview-scorecard-page';
import { renderWithTheme } from '../support/dom/render';

const CRITERIA = ['Payroll law', 'Communication'];
const omars: Scorecard = {
  id: 2,
  interviewId: 70,
  applicationId: 9,
  interviewerId: 5,
  interviewerName: 'Omar Owner',
  mine: false,
  submittedAt: '2027-02-26T12:00:00.000Z',
  hidden: true,
  ratings: [],
  recommendation: null,
  notes: '',
  updatedAt: '2027-02-26T12:00:00.000Z',
};
const page = (overrides: Partial<InterviewScorecards> = {}): InterviewScorecards => ({
  interview: {
    id: 70,
    applicationId: 9,
    candidateName: 'Priya Sharma',
    careerTitle: 'Payroll Specialist',
    state: 'held',
    startsAt: '2027-02-26T10:00:00.000Z',
  },
  criteria: CRITERIA,
  isInterviewer: true,
  cannotWrite: null,
  mine: null,
  others: [omars],
  ...overrides,
});

const sent: ScorecardInput[] = [];
const server = setupServer(
  http.put('*/api/recruiter/scorecards/70', async ({ request }) => {
    const input = (await request.json()) as ScorecardInput;
    sent.push(input);
    const mine: Scorecard = {
      ...omars,
      id: 3,
      interviewerId: 4,
      interviewerName: 'Emma Engineer',
      mine: true,
      hidden: false,
      submittedAt: input.submit ? '2027-02-26T13:00:00.000Z' : null,
      ratings: input.ratings ?? [],
      recommendation: input.recommendation ?? null,
      notes: input.notes ?? '',
    };
    return HttpResponse.json(
      page({
        mine,
        cannotWrite: input.submit ? SCORECARD_TEXTS.alreadySubmitted : null,
        others: [
          input.submit
            ? { ...omars, hidden: false, recommendation: 'strong_yes', notes: 'Knows payroll law.' }
            : omars,
        ],
      }),
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

function renderPage(data = page()) {
  renderWithTheme(<InterviewScorecardPage initial={data} />);
  return userEvent.setup({ delay: null });
}

describe('the scorecard page', () => {
  it('offers a labelled 1–5 radio group per criterion and the recommendation, and hides the others’ card', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Scorecard: Priya Sharma' })).toBeInTheDocument();
    for (const criterion of CRITERIA) {
      const group = screen.getByRole('radiogroup', { name: new RegExp(criterion) });
      expect(within(group).getAllByRole('radio')).toHaveLength(5);
      expect(within(group).getByRole('radio', { name: '5 Excellent' })).toBeInTheDocument();
    }
    const recommendation = screen.getByRole('radiogroup', { name: /Recommendation/ });
    expect(
      within(recommendation)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['strong_no', 'no', 'yes', 'strong_yes']);
    const others = screen.getByRole('article', { name: 'Omar Owner’s scorecard' });
    expect(others).toHaveTextContent(SCORECARD_TEXTS.hidden);
  });

  it('saves a partial draft and says so politely', async () => {
    const user = renderPage();
    const payrollLaw = screen.getByRole('radiogroup', { name: /Payroll law/ });
    await user.click(within(payrollLaw).getByRole('radio', { name: '4 Strong' }));
    await user.type(screen.getByLabelText(/^Notes/), 'Good start');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Draft saved.');
    expect(sent).toEqual([
      {
        ratings: [{ criterion: 'Payroll law', rating: 4 }],
        recommendation: null,
        notes: 'Good start',
        submit: false,
      },
    ]);
  });

  it('refuses to submit until every criterion is rated and a recommendation given, sending nothing', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SCORECARD_TEXTS.ratingMissing(CRITERIA));
    expect(screen.getByText(SCORECARD_TEXTS.recommendationMissing)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('asks before submitting, then shows the card as final and the others’ cards in full', async () => {
    const user = renderPage();
    for (const criterion of CRITERIA) {
      const group = screen.getByRole('radiogroup', { name: new RegExp(criterion) });
      await user.click(within(group).getByRole('radio', { name: '3 Meets the bar' }));
    }
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your scorecard?' });
    expect(dialog).toHaveTextContent('cannot be changed');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByText(SCORECARD_TEXTS.alreadySubmitted)).toBeInTheDocument());
    expect(sent.at(-1)).toMatchObject({ submit: true, recommendation: 'yes' });
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Your scorecard' })).toHaveTextContent('Payroll law: 3 of 5');
    expect(screen.getByRole('article', { name: 'Omar Owner’s scorecard' })).toHaveTextContent(
      'Knows payroll law.',
    );
  });

  it('says why a card cannot be written before the interview has taken place', () => {
    renderPage(page({ cannotWrite: SCORECARD_TEXTS.notHeldYet }));
    expect(screen.getByText(SCORECARD_TEXTS.notHeldYet)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit scorecard' })).not.toBeInTheDocument();
  });
});
