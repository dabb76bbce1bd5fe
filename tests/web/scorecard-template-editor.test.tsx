// An admin's scorecard criteria for a career, and the scorecards on the person page, as people use them:
// the defaults shown until saved, a criterion added (focus in its field) and removed, a bad list refused with
// the contract's words and nothing sent, a save announced politely; the person's cards with hidden ones saying
// why.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCORECARD_CRITERIA, SCORECARD_TEXTS, type Scorecard } from '../../contracts/scorecards';
import { PersonScorecards } from '../../src/features/scorecards/person-scorecards';
import { ScorecardTemplateEditor } from '../../src/features/scorecards/scorecard-template-editor';
import { renderWithTheme } from '../support/dom/render';

function renderEditor() {
  const save = vi.fn(async (careerId: number, criteria: string[]) => ({
    careerId,
    criteria,
    isDefault: false,
  }));
  const load = vi.fn(async (careerId: number) => ({
    careerId,
    criteria: [...DEFAULT_SCORECARD_CRITERIA],
    isDefault: true,
  }));
  renderWithTheme(<ScorecardTemplateEditor careerId={4} load={load} save={save} />);
  return { save, user: userEvent.setup({ delay: null }) };
}

describe('the scorecard criteria editor', () => {
  it('shows the defaults, adds a criterion with the focus in it, removes one, and saves', async () => {
    const { save, user } = renderEditor();
    expect(await screen.findByLabelText('Criterion 1')).toHaveValue('Role skills');
    expect(screen.getByText(/uses the default criteria/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a criterion' }));
    const added = screen.getByLabelText('Criterion 5');
    await waitFor(() => expect(added).toHaveFocus());
    await user.type(added, 'Payroll law');
    await user.click(screen.getByRole('button', { name: 'Remove criterion 4' }));
    await user.click(screen.getByRole('button', { name: 'Save criteria' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Scorecard criteria saved.');
    expect(save).toHaveBeenCalledWith(4, ['Role skills', 'Communication', 'Problem solving', 'Payroll law']);
    expect(screen.queryByText(/uses the default criteria/)).not.toBeInTheDocument();
  });

  it('refuses a repeated or empty criterion in the contract’s words, sending nothing', async () => {
    const { save, user } = renderEditor();
    const second = await screen.findByLabelText('Criterion 2');
    await user.clear(second);
    await user.type(second, 'role skills');
    await user.click(screen.getByRole('button', { name: 'Save criteria' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SCORECARD_TEXTS.criteriaRepeat);
    await user.clear(second);
    await user.click(screen.getByRole('button', { name: 'Save criteria' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SCORECARD_TEXTS.criterionEmpty);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('the person’s scorecards', () => {
  const base: Scorecard = {
    id: 1,
    interviewId: 9,
    applicationId: 3,
    interviewerId: 5,
    interviewerName: 'Omar Owner',
    mine: false,
    submittedAt: '2027-02-26T12:00:00.000Z',
    hidden: false,
    ratings: [{ criterion: 'Communication', rating: 5 }],
    recommendation: 'strong_yes',
    notes: 'Clear and calm.',
    updatedAt: '2027-02-26T12:00:00.000Z',
  };

  it('shows each card with its recommendation and ratings, and a hidden one says why', async () => {
    const load = vi.fn(async () => [
      base,
      {
        ...base,
        id: 2,
        interviewerName: 'Nina Nair',
        hidden: true,
        ratings: [],
        recommendation: null,
        notes: '',
      },
    ]);
    renderWithTheme(<PersonScorecards personId={3} load={load} />);
    const omar = await screen.findByRole('article', { name: 'Omar Owner’s scorecard' });
    expect(omar).toHaveTextContent('Strong yes');
    expect(omar).toHaveTextContent('Communication: 5 of 5 (Excellent)');
    expect(omar).toHaveTextContent('Clear and calm.');
    expect(screen.getByRole('article', { name: 'Nina Nair’s scorecard' })).toHaveTextContent(
      SCORECARD_TEXTS.hidden,
    );
    expect(load).toHaveBeenCalledWith(3);
  });

  it('says when there is none yet', async () => {
    renderWithTheme(<PersonScorecards personId={3} load={async () => []} />);
    expect(await screen.findByText('No scorecard has been submitted yet.')).toBeInTheDocument();
  });
});
