// The board for hundreds (issue 61.5, docs/decisions/0051): every status in a menu, the list view with its
// sortable columns remembered on the server, the panel that selects, and the keyboard first.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STATUSES } from '../../../contracts/application-status';
import type { BoardApplication, CareerApplications } from '../../../contracts/recruiter';
import type { BoardPreferencesUpdate } from '../../../contracts/staff-preferences';
import { ApplicantBoard } from '../../../src/features/recruiter/applicant-board';
import { loadBoard } from '../../../src/features/recruiter/board-loaders';
import { sortApplicants } from '../../../src/features/recruiter/board-rules';
import { boardApplicant, boardCareer } from '../../support/dom/board-fixtures';
import { renderWithRouter } from '../../support/dom/render';
import { preferReducedMotion } from '../../support/dom/web';

/** `n` applicants, spread over the statuses; applicant i applied on day (i % 28) + 1, some from LinkedIn. */
function crowd(n: number): BoardApplication[] {
  return Array.from({ length: n }, (_, i) => ({
    ...boardApplicant(i + 1, `Person ${String(i + 1).padStart(3, '0')}`, (i % 28) + 1),
    source: i % 3 === 0 ? 'linkedin' : i % 3 === 1 ? 'indeed' : null,
    personId: i % 2 === 0 ? 1000 + i : null,
  }));
}

const board: CareerApplications = {
  career: boardCareer,
  applications: [
    { ...boardApplicant(1, 'Priya Sharma', 1), source: 'linkedin', personId: 41, lastMovedAt: null },
    {
      ...boardApplicant(2, 'Arjun Rao', 9),
      source: 'indeed',
      personId: null,
      lastMovedAt: '2026-02-20T10:00:00Z',
    },
    { ...boardApplicant(3, 'Tom Ellis', 3, 'INTERVIEWING'), personId: 43 },
    { ...boardApplicant(4, 'Zara Khan', 5), source: 'careers page', lastMovedAt: '2026-02-12T10:00:00Z' },
    { ...boardApplicant(5, 'Sam Lee', 2, 'REJECTED') },
  ],
};

const saved: BoardPreferencesUpdate[] = [];
const server = setupServer(
  http.put('*/api/recruiter/preferences/board', async ({ request }) => {
    const change = (await request.json()) as BoardPreferencesUpdate;
    saved.push(change);
    return HttpResponse.json({ boardView: 'cards', boardSort: 'applied:desc', ...change });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  saved.length = 0;
  preferReducedMotion();
});

const renderBoard = (props: Partial<Parameters<typeof ApplicantBoard>[0]> = {}) =>
  renderWithRouter(<ApplicantBoard board={board} statuses={DEFAULT_STATUSES} backTo="/x" {...props} />);
const tabpanel = () => screen.getByRole('tabpanel');
/** The names in the list, top first (by the rows' places in the list: a virtualised list draws a range). */
const namesInGrid = () =>
  within(screen.getByRole('grid'))
    .getAllByRole('row')
    .slice(1)
    .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('every status at once', () => {
  it('lists all statuses with their counts beside the five tabs; picking one shows it, the window following', async () => {
    const user = userEvent.setup();
    await renderBoard();
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'All statuses' }));
    // Mantine's dropdowns never finish their opening transition in happy-dom: the items count as hidden.
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(
      DEFAULT_STATUSES.map((s) => {
        const n = board.applications.filter((a) => a.status.statusCode === s.statusCode).length;
        return `${s.label}, ${n === 1 ? '1 applicant' : `${n} applicants`}`;
      }),
    );
    await user.click(screen.getByRole('menuitem', { name: /^Rejected/, hidden: true }));
    expect(screen.getByRole('tab', { name: /Rejected/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(screen.queryByRole('tab', { name: /^Applied/ })).toBeNull();
    await within(tabpanel()).findByRole('article', { name: 'Sam Lee' });
  });
});

describe('the list view', () => {
  it('sorts by each column both ways, keeps equal rows in the board’s order, and remembers the sort', async () => {
    const user = userEvent.setup();
    await renderBoard({ preferences: { boardView: 'list', boardSort: 'applied:desc' } });
    // Applied, newest first, as the cards.
    expect(namesInGrid()).toEqual(['Arjun Rao', 'Zara Khan', 'Priya Sharma']);
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(namesInGrid()).toEqual(['Arjun Rao', 'Priya Sharma', 'Zara Khan']);
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(namesInGrid()).toEqual(['Zara Khan', 'Priya Sharma', 'Arjun Rao']);
    await user.click(screen.getByRole('button', { name: /^Source/ }));
    expect(namesInGrid()).toEqual(['Zara Khan', 'Arjun Rao', 'Priya Sharma']);
    // Last move, latest first; never moved goes last.
    await user.click(screen.getByRole('button', { name: /^Last move/ }));
    expect(namesInGrid()).toEqual(['Arjun Rao', 'Zara Khan', 'Priya Sharma']);
    await waitFor(() =>
      expect(saved).toEqual([
        { boardSort: 'name:asc' },
        { boardSort: 'name:desc' },
        { boardSort: 'source:asc' },
        { boardSort: 'lastMove:desc' },
      ]),
    );
  });

  it('sorts 500 applicants stably: equal rows keep the board’s order, sorted again and back the same', async () => {
    const many = crowd(500);
    const bySource = sortApplicants(many, 'source:asc');
    // indeed before linkedin, nobody's source last; within one source the board's order: newest, then higher id.
    const expected = many
      .filter((a) => a.source === 'indeed')
      .sort((a, b) => Date.parse(b.appliedAt) - Date.parse(a.appliedAt) || b.id - a.id);
    expect(bySource.slice(0, expected.length).map((a) => a.id)).toEqual(expected.map((a) => a.id));
    expect(bySource.at(-1)?.source).toBeNull();
    expect(sortApplicants(sortApplicants(bySource, 'name:desc'), 'source:asc')).toEqual(bySource);

    // On the board the list is virtualised: it says how many rows it has, not all of them drawn.
    await renderBoard({
      board: { career: boardCareer, applications: many },
      preferences: { boardView: 'list', boardSort: 'source:asc' },
    });
    const grid = screen.getByRole('grid', { name: 'Applicants in Applied' });
    expect(grid).toHaveAttribute('aria-rowcount', '501');
    expect(within(grid).getAllByRole('row').length).toBeLessThan(500);
  });

  it('is remembered: the switch saves it, and the next board opens as the server says', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderBoard();
    expect(within(tabpanel()).getAllByRole('article')).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: 'List' }));
    expect(screen.getByRole('grid', { name: 'Applicants in Applied' })).toBeInTheDocument();
    expect(within(tabpanel()).queryAllByRole('article')).toHaveLength(0);
    await waitFor(() => expect(saved).toEqual([{ boardView: 'list' }]));
    unmount();

    server.use(
      http.get('*/api/recruiter/preferences/board', () =>
        HttpResponse.json({ boardView: 'list', boardSort: 'name:desc' }),
      ),
      http.get('*/api/recruiter/job-management/careers/5/applications', () => HttpResponse.json(board)),
      http.get('*/api/applications/statuses', () => HttpResponse.json(DEFAULT_STATUSES)),
      http.get('*/api/applications/rejection-reasons', () => HttpResponse.json([])),
      http.get('*/api/applications/stage-mails', () =>
        HttpResponse.json({ delayMinutes: 10, templates: [] }),
      ),
    );
    const loaded = await loadBoard(5);
    await renderBoard(loaded);
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
    expect(namesInGrid()).toEqual(['Zara Khan', 'Priya Sharma', 'Arjun Rao']);
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('links each row and card to the person page where the application has a person', async () => {
    const user = userEvent.setup();
    await renderBoard({ preferences: { boardView: 'list', boardSort: 'name:asc' } });
    const rows = within(screen.getByRole('grid')).getAllByRole('row');
    const priya = rows.find((row) => row.textContent?.includes('Priya Sharma')) as HTMLElement;
    expect(within(priya).getByRole('link', { name: 'Person: Priya Sharma' })).toHaveAttribute(
      'href',
      '/admin/people/41',
    );
    const arjun = rows.find((row) => row.textContent?.includes('Arjun Rao')) as HTMLElement;
    expect(within(arjun).queryByRole('link')).toBeNull();
    // The selected row's card shows under the list, with the same link.
    await user.click(priya);
    const card = within(tabpanel()).getByRole('article', { name: 'Priya Sharma' });
    expect(within(card).getByRole('link', { name: 'Person: Priya Sharma' })).toHaveAttribute(
      'href',
      '/admin/people/41',
    );
  });
});

describe('the applicants panel', () => {
  it('is one tab stop whose arrows select applicants, opening their status; Enter takes the focus to the card', async () => {
    const user = userEvent.setup();
    await renderBoard();
    const panel = screen.getByRole('listbox', { name: 'Applicants' });
    // No link or button inside it: one Tab passes it.
    expect(within(panel).queryAllByRole('link')).toHaveLength(0);
    expect(within(panel).getAllByRole('option')).toHaveLength(5);
    await user.click(screen.getByRole('textbox', { name: 'Search applicants' }));
    await user.tab();
    await user.tab();
    await user.tab();
    expect(panel).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    const arjun = within(panel).getByRole('option', { name: /Arjun Rao/ });
    expect(arjun).toHaveAttribute('aria-selected', 'true');
    expect(panel).toHaveAttribute('aria-activedescendant', arjun.id);
    expect(within(tabpanel()).getByRole('article', { name: 'Arjun Rao' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(panel).toHaveFocus();

    // The panel is everyone, newest first: Arjun, Zara, Tom (interviewing), Sam (rejected), Priya.
    await user.keyboard('{End}{ArrowUp}');
    expect(within(panel).getByRole('option', { name: /Sam Lee/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Rejected/ })).toHaveAttribute('aria-selected', 'true');
    await within(tabpanel()).findByRole('article', { name: 'Sam Lee' });
    await user.keyboard('{Home}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('tab', { name: /Interviewing/ })).toHaveAttribute('aria-selected', 'true');
    expect(panel).toHaveFocus();
    await user.keyboard('{Enter}');
    const card = await within(tabpanel()).findByRole('article', { name: 'Tom Ellis' });
    await waitFor(() => expect(card).toHaveFocus());
  });

  it('keeps the requirements’ call and download links for the pointer: a click calls or saves, and stays', async () => {
    server.use(
      http.get('*/api/recruiter/job-management/applications/:id/resume', () =>
        HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.4').buffer, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="Sam_Lee_CV.pdf"',
          },
        }),
      ),
    );
    const followed: { href: string; download: string }[] = [];
    URL.createObjectURL = () => 'blob:resume';
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push({ href: this.href, download: this.download });
    });
    try {
      const user = userEvent.setup();
      await renderBoard();
      const sam = screen.getByRole('option', { name: /Sam Lee/ });
      await user.click(within(sam).getByText('+91 98765 43210'));
      expect(followed).toEqual([{ href: 'tel:+919876543210', download: '' }]);
      await user.click(within(sam).getByText('Sam_Lee_CV.pdf'));
      await waitFor(() => expect(followed[1]).toEqual({ href: 'blob:resume', download: 'Sam_Lee_CV.pdf' }));
      // Neither selected Sam nor left the tab: the click was the link's.
      expect(sam).toHaveAttribute('aria-selected', 'false');
      expect(screen.getByRole('tab', { name: /^Applied/ })).toHaveAttribute('aria-selected', 'true');
    } finally {
      click.mockRestore();
    }
  });

  it('selects on a click and takes the focus to the card', async () => {
    const user = userEvent.setup();
    await renderBoard();
    await user.click(screen.getByRole('option', { name: /Tom Ellis/ }));
    expect(screen.getByRole('tab', { name: /Interviewing/ })).toHaveAttribute('aria-selected', 'true');
    const card = await within(tabpanel()).findByRole('article', { name: 'Tom Ellis' });
    await waitFor(() => expect(card).toHaveFocus());
  });
});

describe('the keyboard shortcuts', () => {
  it('“/” searches, “j” and “k” step through the tab’s applicants, “m” reaches “Move to”', async () => {
    const user = userEvent.setup();
    await renderBoard();
    await user.keyboard('j');
    const arjun = within(tabpanel()).getByRole('article', { name: 'Arjun Rao' });
    await waitFor(() => expect(arjun).toHaveFocus());
    await user.keyboard('jj');
    const priya = within(tabpanel()).getByRole('article', { name: 'Priya Sharma' });
    await waitFor(() => expect(priya).toHaveFocus());
    // Past the last one, "j" stays there.
    await user.keyboard('j');
    await waitFor(() => expect(priya).toHaveFocus());
    await user.keyboard('k');
    const zara = within(tabpanel()).getByRole('article', { name: 'Zara Khan' });
    await waitFor(() => expect(zara).toHaveFocus());
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Search applicants' })).toHaveFocus();
    await user.click(within(zara).getByText('Zara Khan'));
    await user.keyboard('m');
    const moveTo = within(zara).getByLabelText('Move to');
    await waitFor(() => expect(moveTo).toHaveFocus());
    // In "Move to" the letters choose a status, as in any select: no shortcut takes the focus away.
    await user.keyboard('/');
    expect(moveTo).toHaveFocus();
  });

  it('never fire while typing: a search can hold “j”, “k”, “m”, “/” and “?”', async () => {
    const user = userEvent.setup();
    await renderBoard();
    const search = screen.getByRole('textbox', { name: 'Search applicants' });
    await user.click(search);
    await user.keyboard('jkm/?');
    expect(search).toHaveValue('jkm/?');
    expect(search).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(tabpanel()).queryByRole('article', { current: true })).toBeNull();
  });

  it('in the list view, “j” and “k” move the row and “m” the card under the list', async () => {
    const user = userEvent.setup();
    await renderBoard({ preferences: { boardView: 'list', boardSort: 'name:asc' } });
    await user.keyboard('j');
    const grid = screen.getByRole('grid');
    await waitFor(() => expect(grid).toHaveFocus());
    const row = (name: string) =>
      within(grid)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(name));
    expect(row('Arjun Rao')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(row('Priya Sharma')).toHaveAttribute('aria-selected', 'true');
    expect(grid).toHaveAttribute('aria-activedescendant', row('Priya Sharma')?.id);
    await user.keyboard('m');
    const card = within(tabpanel()).getByRole('article', { name: 'Priya Sharma' });
    await waitFor(() => expect(within(card).getByLabelText('Move to')).toHaveFocus());
  });

  it('“?” opens the help listing every shortcut; Escape closes it', async () => {
    const user = userEvent.setup();
    await renderBoard();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const does of ['Search applicants', 'Next applicant', 'Previous applicant', 'Show these shortcuts'])
      expect(within(help).getByText(does)).toBeInTheDocument();
    expect(within(help).getByText(/^Move the selected applicant/)).toBeInTheDocument();
    // Its close button (an icon) has a name.
    expect(within(help).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    // Inside the dialog the board's shortcuts rest.
    await user.keyboard('j');
    expect(within(tabpanel()).queryByRole('article', { current: true })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The button beside the search opens it too.
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});

describe('“Don’t send”', () => {
  it('is dark red on white, not red on red', async () => {
    const waiting = {
      career: boardCareer,
      applications: [
        {
          ...boardApplicant(9, 'Mail Walker', 4, 'INTERVIEWING'),
          pendingMail: { id: 3, sendAt: '2026-02-04T10:10:00Z' },
        },
      ],
    };
    await renderBoard({ board: waiting });
    await userEvent.setup().click(screen.getByRole('option', { name: /Mail Walker/ }));
    const button = await screen.findByRole('button', { name: 'Don’t send' });
    expect(button).toHaveAttribute('data-variant', 'outline');
    expect(button.getAttribute('style')).toContain('--button-color: var(--mantine-color-red-9)');
    expect(button.getAttribute('style')).toContain('background: var(--mantine-color-white)');
  });
});
