// The clients' answers on the person page (docs/decisions/0059): each answer with its client, job and comment,
// linking to its shortlist; a plain sentence when there are none.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PersonShortlistAnswers } from '../../src/features/shortlists/person-shortlist-answers';
import { renderWithRouter } from '../support/dom/render';

describe('the person page’s client answers', () => {
  it('lists each answer with its client, comment and shortlist', async () => {
    const load = async () => [
      {
        shortlistId: 12,
        shortlistTitle: 'Payroll shortlist',
        clientName: 'Acme Fintech',
        careerTitle: 'Payroll Executive',
        applicationId: 7,
        answer: 'interview' as const,
        comment: 'Tuesday works.',
        answeredAt: '2026-12-02T10:00:00.000Z',
      },
    ];
    await renderWithRouter(<PersonShortlistAnswers personId={3} load={load} />);
    const section = screen.getByRole('region', { name: 'Client answers' });
    expect(await screen.findByText('Acme Fintech: interview')).toBeInTheDocument();
    expect(section).toHaveTextContent('“Tuesday works.”');
    expect(screen.getByRole('link', { name: 'Payroll shortlist' })).toHaveAttribute(
      'href',
      '/admin/shortlists/12',
    );
  });

  it('says so when no client has answered', async () => {
    await renderWithRouter(<PersonShortlistAnswers personId={3} load={async () => []} />);
    expect(
      await screen.findByText('No client has answered about this person on a shortlist.'),
    ).toBeInTheDocument();
  });
});
