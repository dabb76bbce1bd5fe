// The client contact's shortlist page (docs/decisions/0059): only what the recruiter shared about each candidate,
// the résumé as a download through the link, an answer per candidate (a question needs words), the answer
// announced politely; and the page an ended link shows, with nothing personal on it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ClientShortlist, SHORTLIST_TEXTS } from '../../contracts/shortlists';
import { ClientShortlistPage } from '../../src/features/client-shortlist/client-shortlist-page';
import { ShortlistGonePage } from '../../src/features/client-shortlist/shortlist-gone-page';
import { renderWithTheme } from '../support/dom/render';

const SHORTLIST: ClientShortlist = {
  title: 'Payroll shortlist',
  clientName: 'Acme Fintech',
  careerTitle: 'Payroll Executive',
  contactName: 'Meena Iyer',
  recruiterName: 'Rita Recruiter',
  expiresAt: '2026-12-15T09:00:00.000Z',
  candidates: [
    {
      entryId: 1,
      name: 'Asha Rao',
      summary: 'Eight years of payroll.',
      note: 'Strong on compliance.',
      hasResume: true,
      answer: null,
      answerComment: null,
      answeredAt: null,
    },
    {
      entryId: 2,
      name: 'Ravi Kumar',
      summary: null,
      note: null,
      hasResume: false,
      answer: null,
      answerComment: null,
      answeredAt: null,
    },
  ],
};

const render = (answer = vi.fn()) =>
  renderWithTheme(
    <ClientShortlistPage
      shortlist={SHORTLIST}
      answer={answer}
      resumeHref={(id) => `/api/shortlist/tok/resumes/${id}`}
    />,
  );

describe('the client’s shortlist page', () => {
  it('shows each candidate with only what was shared', () => {
    render();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payroll shortlist');
    const asha = screen.getByRole('article', { name: 'Asha Rao' });
    expect(within(asha).getByText('Eight years of payroll.')).toBeInTheDocument();
    expect(within(asha).getByText('Strong on compliance.')).toBeInTheDocument();
    expect(within(asha).getByRole('link', { name: 'Download Asha Rao’s résumé' })).toHaveAttribute(
      'href',
      '/api/shortlist/tok/resumes/1',
    );
    const ravi = screen.getByRole('article', { name: 'Ravi Kumar' });
    expect(within(ravi).queryByText('Summary')).toBeNull();
    expect(within(ravi).queryByText('The recruiter’s note')).toBeNull();
    expect(within(ravi).queryByRole('link')).toBeNull();
  });

  it('asks for words with a question, then sends the answer and says so', async () => {
    const answer = vi.fn(async () => ({
      ...SHORTLIST,
      candidates: SHORTLIST.candidates.map((c) =>
        c.entryId === 1 ? { ...c, answer: 'question' as const, answerComment: 'Notice period?' } : c,
      ),
    }));
    render(answer);
    const form = screen.getByRole('form', { name: 'Your answer for Asha Rao' });
    await userEvent.click(within(form).getByRole('radio', { name: 'A question' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    const comment = within(form).getByRole('textbox', { name: 'Comment' });
    expect(comment).toHaveAccessibleDescription(new RegExp(SHORTLIST_TEXTS.questionNeedsComment));
    expect(comment).toHaveFocus();
    expect(answer).not.toHaveBeenCalled();

    await userEvent.type(comment, 'Notice period?');
    await userEvent.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(answer).toHaveBeenCalledWith(1, { answer: 'question', comment: 'Notice period?' });
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Thank you: your answer for Asha Rao was sent to the recruiter.',
    );
    expect(screen.getByText('Your answer: A question')).toBeInTheDocument();
  });

  it('says plainly when the link has ended, and nothing else', () => {
    renderWithTheme(<ShortlistGonePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SHORTLIST_TEXTS.gone);
    expect(document.body.textContent).not.toMatch(/Asha|Acme/);
  });
});
