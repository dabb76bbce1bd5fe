import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STATUSES } from '../../../contracts/application-status';
import { ApplicantBoard } from '../../../src/features/recruiter/applicant-board';
import { fetchStatuses } from '../../../src/features/recruiter/recruiter-api';
import { boardApplicant, boardCareer } from '../../support/dom/board-fixtures';
import { renderWithRouter } from '../../support/dom/render';
import { preferReducedMotion } from '../../support/dom/web';

const board = {
  career: boardCareer,
  applications: [
    boardApplicant(1, 'Priya Sharma', 1),
    boardApplicant(2, 'Arjun Rao', 9),
    boardApplicant(3, 'Tom Ellis', 3, 'INTERVIEWING'),
  ],
};

const moves: string[] = [];
const server = setupServer(
  http.post('*/api/recruiter/job-management/applications/:id/move', ({ params, request }) => {
    const to = new URL(request.url).searchParams.get('toStatusCode') ?? '';
    moves.push(`${params.id}:${to}`);
    const moved = board.applications.find((a) => a.id === Number(params.id));
    return HttpResponse.json({ ...moved, status: { statusCode: to, label: to } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  moves.length = 0;
  preferReducedMotion();
});

const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('applicant board', () => {
  it('lists everyone in the panel and the first status tab newest first', async () => {
    await renderWithRouter(
      <ApplicantBoard board={board} statuses={DEFAULT_STATUSES} backTo="/admin/JobManagement" />,
    );
    expect(screen.getByRole('heading', { name: 'Applicants (3)' })).toBeInTheDocument();
    expect(tab(/Applied/)).toHaveAttribute('aria-selected', 'true');
    const cards = within(screen.getByRole('tabpanel')).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Arjun Rao', 'Priya Sharma']);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/JobManagement');
    expect(screen.getAllByRole('link', { name: '+91 98765 43210' })[0]).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
  });

  it('shows five tabs at a time; the arrows move the selection and the window follows', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<ApplicantBoard board={board} statuses={DEFAULT_STATUSES} backTo="/x" />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent?.replace(/\d+$/, '').trim())).toEqual([
      'Applied',
      'Profile Screened',
      'Interviewing',
      'Offer Released',
      'Offer Accepted',
    ]);
    expect(screen.getByRole('button', { name: 'Previous status' })).toBeDisabled();
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Next status' }));
    expect(tab(/Position Filled/)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(screen.queryByRole('tab', { name: /^Applied/ })).toBeNull();
    expect(screen.getByText('No applicants in “Position Filled”.')).toBeInTheDocument();
  });

  it('moves an applicant and updates the counts at once', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<ApplicantBoard board={board} statuses={DEFAULT_STATUSES} backTo="/x" />);
    const card = screen.getByRole('article', { name: 'Arjun Rao' });
    await user.selectOptions(within(card).getByLabelText('Move to'), 'PROFILE_SCREENED');
    await user.click(within(card).getByRole('button', { name: 'Update status' }));
    await within(screen.getByRole('tabpanel')).findByRole('article', { name: 'Priya Sharma' });
    expect(screen.queryByRole('article', { name: 'Arjun Rao' })).toBeNull();
    expect(moves).toEqual(['2:PROFILE_SCREENED']);
    expect(within(tab(/Profile Screened/)).getByText('1')).toBeInTheDocument();
    expect(within(tab(/^Applied/)).getByText('1')).toBeInTheDocument();
    // The card had the focus: it stays in the tab panel, and a screen reader hears where Arjun now is.
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveFocus());
    expect(
      screen
        .getAllByRole('status')
        .some((status) => status.textContent === 'Arjun Rao is now in “Profile Screened”.'),
    ).toBe(true);
  });

  it('says above the tab where the moved applicant went, and “Undo move” there takes them back', async () => {
    const until = new Date(Date.now() + 10 * 60_000).toISOString();
    server.use(
      http.post('*/api/recruiter/job-management/applications/:id/move', ({ params }) => {
        const moved = board.applications.find((a) => a.id === Number(params.id));
        return HttpResponse.json({
          ...moved,
          status: { statusCode: 'PROFILE_SCREENED', label: 'Profile Screened' },
          undoableMove: { historyId: 77, until },
        });
      }),
      http.post('*/api/recruiter/job-management/applications/:id/moves/:historyId/undo', ({ params }) => {
        moves.push(`${params.id}:undo ${params.historyId}`);
        const moved = board.applications.find((a) => a.id === Number(params.id));
        return HttpResponse.json({ ...moved, pendingMail: null, undoableMove: null });
      }),
    );
    const user = userEvent.setup();
    await renderWithRouter(<ApplicantBoard board={board} statuses={DEFAULT_STATUSES} backTo="/x" />);
    const card = screen.getByRole('article', { name: 'Arjun Rao' });
    await user.selectOptions(within(card).getByLabelText('Move to'), 'PROFILE_SCREENED');
    await user.click(within(card).getByRole('button', { name: 'Update status' }));
    await screen.findByText('Arjun Rao is now in “Profile Screened”.');
    await user.click(screen.getByRole('button', { name: 'Undo move' }));
    await screen.findByText('Arjun Rao is now in “Applied”.');
    await within(screen.getByRole('tabpanel')).findByRole('article', { name: 'Arjun Rao' });
    expect(moves).toEqual(['2:undo 77']);
    expect(screen.queryByRole('button', { name: 'Undo move' })).toBeNull();
    expect(within(tab(/^Applied/)).getByText('2')).toBeInTheDocument();
  });

  it('shows a locked applicant’s status as the statuses list labels it, not as its code', async () => {
    const user = userEvent.setup();
    const locked = { ...board, applications: [boardApplicant(4, 'Sam Lee', 2, 'NO_SHOW')] };
    await renderWithRouter(<ApplicantBoard board={locked} statuses={DEFAULT_STATUSES} backTo="/x" />);
    // No Show is the seventh status.
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole('button', { name: 'Next status' }));
    const card = within(screen.getByRole('tabpanel')).getByRole('article', { name: 'Sam Lee' });
    // Shown as written: a Badge would otherwise capitalise it to "NO SHOW".
    expect(within(card).getByText('No Show').closest('.mantine-Badge-root')).toHaveStyle({
      textTransform: 'none',
    });
    expect(within(card).queryByLabelText('Move to')).toBeNull();
  });

  it('filters panel and tabs by name, e-mail or phone', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<ApplicantBoard board={board} statuses={DEFAULT_STATUSES} backTo="/x" />);
    await user.type(screen.getByLabelText('Search applicants'), 'tom@');
    expect(screen.getByRole('heading', { name: 'Applicants (1)' })).toBeInTheDocument();
    expect(screen.getByText('No applicants in “Applied”.')).toBeInTheDocument();
    expect(screen.getByText('1 applicant matches “tom@”')).toHaveAttribute('role', 'status');
    await user.clear(screen.getByLabelText('Search applicants'));
    await user.type(screen.getByLabelText('Search applicants'), 'nobody');
    // The career has applicants: the search matched none of them, and the panel says so.
    expect(await screen.findByText('No applicants match “nobody”.')).toBeInTheDocument();
    expect(screen.queryByText('No applicants yet.')).toBeNull();
  });

  it('says "No applicants yet." for a career nobody has applied to', async () => {
    await renderWithRouter(
      <ApplicantBoard board={{ ...board, applications: [] }} statuses={DEFAULT_STATUSES} backTo="/x" />,
    );
    expect(screen.getByText('No applicants yet.')).toBeInTheDocument();
  });

  it('shows applicants whose status is not in the list under "Other", offering the first two statuses', async () => {
    const user = userEvent.setup();
    const odd = {
      ...board,
      applications: [...board.applications, boardApplicant(6, 'Nina Shah', 4, 'ON_HOLD')],
    };
    await renderWithRouter(<ApplicantBoard board={odd} statuses={DEFAULT_STATUSES} backTo="/x" />);
    screen.getByRole('tab', { selected: true }).focus();
    await user.keyboard('{End}');
    const other = await screen.findByRole('tab', { name: /^Other/ });
    expect(other).toHaveAttribute('aria-selected', 'true');
    expect(within(other).getByLabelText('1 applicants')).toBeInTheDocument();
    const card = within(screen.getByRole('tabpanel')).getByRole('article', { name: 'Nina Shah' });
    const select = within(card).getByLabelText('Move to') as HTMLSelectElement;
    // The current status is shown (not a blank select) but cannot be chosen; the first two statuses can.
    expect(select.value).toBe('ON_HOLD');
    expect([...select.options].map((o) => [o.value, o.disabled])).toEqual([
      ['ON_HOLD', true],
      ['APPLIED', false],
      ['PROFILE_SCREENED', false],
    ]);
    await user.selectOptions(select, 'PROFILE_SCREENED');
    await user.click(within(card).getByRole('button', { name: 'Update status' }));
    await expect.poll(() => moves).toEqual(['6:PROFILE_SCREENED']);
    // Nobody is left in a status outside the list: the Other tab goes, the selection moves to the last tab.
    await waitFor(() => expect(screen.queryByRole('tab', { name: /^Other/ })).toBeNull());
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Rejected');
  });
});

describe('selecting applicants for a bulk move', () => {
  const screened = {
    career: boardCareer,
    applications: [
      boardApplicant(11, 'Asha Iyer', 9, 'PROFILE_SCREENED'),
      boardApplicant(12, 'Ashok Rao', 7, 'PROFILE_SCREENED'),
      boardApplicant(13, 'Chen Wei', 5, 'PROFILE_SCREENED'),
      boardApplicant(14, 'Dana Cole', 3, 'PROFILE_SCREENED'),
      boardApplicant(15, 'Esme Hart', 1, 'REJECTED'),
    ],
  };
  const checked = () =>
    within(screen.getByRole('tabpanel'))
      .getAllByRole('checkbox', { name: /^Select (?!all)/ })
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.getAttribute('aria-label'));

  it('selects a range with shift, unselects all from the header box, and starts empty in another tab', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<ApplicantBoard board={screened} statuses={DEFAULT_STATUSES} backTo="/x" />);
    await user.click(tab(/Profile Screened/));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ashok Rao' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: 'Select Dana Cole' }));
    await user.keyboard('{/Shift}');
    expect(checked()).toEqual(['Select Ashok Rao', 'Select Chen Wei', 'Select Dana Cole']);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    const all = screen.getByRole('checkbox', { name: 'Select all in this tab' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(checked()).toHaveLength(4);
    await user.click(all);
    expect(checked()).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Select Asha Iyer' }));
    await user.click(tab(/Applied/));
    await user.click(tab(/Profile Screened/));
    expect(checked()).toEqual([]);
  });

  it('offers no selection in a tab nobody can move on from', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<ApplicantBoard board={screened} statuses={DEFAULT_STATUSES} backTo="/x" />);
    while (!screen.queryByRole('tab', { name: /Rejected/ }))
      await user.click(screen.getByRole('button', { name: 'Next status' }));
    await user.click(tab(/Rejected/));
    const panel = screen.getByRole('tabpanel');
    await within(panel).findByRole('article', { name: 'Esme Hart' });
    expect(within(panel).queryByRole('checkbox')).toBeNull();
  });
});

describe('the statuses the board works with', () => {
  it('falls back to the eight defaults, without WITHDRAWN, when the list cannot be loaded', async () => {
    server.use(http.get('*/api/applications/statuses', () => HttpResponse.json({}, { status: 500 })));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const statuses = await fetchStatuses();
    errors.mockRestore();
    expect(statuses.map((s) => [s.statusCode, s.sortOrder])).toEqual([
      ['APPLIED', 1],
      ['PROFILE_SCREENED', 2],
      ['INTERVIEWING', 3],
      ['OFFER_RELEASED', 4],
      ['OFFER_ACCEPTED', 5],
      ['POSITION_FILLED', 6],
      ['NO_SHOW', 90],
      ['REJECTED', 99],
    ]);
  });
});
