// /admin/audit-log: the personal-data audit log in words, its action filter and page in the address (and
// in what the server is asked), and the three ways it can be empty: nothing yet, nothing of that kind,
// could not load.
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contracts/admin-applicants';
import type { Page } from '../../../contracts/admin-common';
import { App } from '../../../src/app';
import { createAppRouter } from '../../../src/router';
import { endTestSession, persistSignIn, staffUser, startTestSession } from '../../support/dom/session';

const entries: AuditEntry[] = [
  {
    id: 4,
    action: 'export',
    actor: 'priya',
    applicationId: 42,
    details: { statusHistoryRows: 3, resumeIncluded: true },
    at: '2026-11-24T09:30:00.000Z',
  },
  {
    id: 3,
    action: 'erase',
    actor: 'admin',
    applicationId: 17,
    details: { statusHistoryRows: 1, resume: false },
    at: '2026-11-23T15:05:00.000Z',
  },
  {
    id: 2,
    action: 'purge',
    actor: 'system',
    applicationId: null,
    details: {
      applications: 2,
      statusHistoryRows: 5,
      resumes: 1,
      retentionMonths: 12,
      cutoff: '2025-11-22T12:00:00.000Z',
    },
    at: '2026-11-22T12:00:00.000Z',
  },
  {
    id: 1,
    action: 'orphan-sweep',
    actor: 'system',
    applicationId: null,
    details: { resumes: 1, covers: 0 },
    at: '2026-11-22T06:00:00.000Z',
  },
];

const pageOf = (items: AuditEntry[], page = 1, total = items.length): Page<AuditEntry> => ({
  items,
  total,
  page,
  pageSize: 20,
});

/** The query of every audit-log request, e.g. { action: 'erase', page: '2' }. */
const asked: Record<string, string>[] = [];
let answer: () => Response = () => HttpResponse.json(pageOf(entries));
const server = setupServer(
  http.get('*/api/admin/audit-log', ({ request }) => {
    asked.push(Object.fromEntries(new URL(request.url).searchParams));
    return answer();
  }),
  http.all('*/api/*', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
afterEach(() => {
  endTestSession();
  asked.length = 0;
  answer = () => HttpResponse.json(pageOf(entries));
});

function openAsAdmin(path: string) {
  persistSignIn(staffUser({ role: 'ADMIN' }));
  startTestSession();
  const router = createAppRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App router={router} />);
  return router;
}

describe('the audit log page', () => {
  it('is offered to admins among the dashboard’s areas', async () => {
    openAsAdmin('/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/admin/audit-log',
    );
  });

  it('lists every personal-data action newest first, in words, with its title', async () => {
    openAsAdmin('/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Personal-data actions, newest first' });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Audit log | Meera Consultancy staff'));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['When', 'What', 'Who', 'Application', 'Details']);

    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Export', 'priya', '#42', '3 stage-history rows, résumé included'],
      ['Erasure', 'admin', '#17', '1 stage-history row, no résumé'],
      [
        'Retention purge',
        'System',
        '—',
        '2 applications, 5 stage-history rows, 1 résumé, 12-month retention (status last changed before 22 Nov 2025)',
      ],
      ['Orphan sweep', 'System', '—', '1 résumé file, 0 blog covers'],
    ]);
    // The time is machine-readable as well as in words.
    const firstTime = table.querySelector('tbody time');
    expect(firstTime).toHaveAttribute('dateTime', '2026-11-24T09:30:00.000Z');
    expect(firstTime?.textContent).toMatch(/24 Nov 2026/);
    expect(screen.getByText('Showing 1–4 of 4 entries')).toHaveAttribute('aria-live', 'polite');
    // A plain address asks for the first page of everything.
    expect(asked).toEqual([{}]);
  });

  it('keeps the action filter and the page in the address and asks the server for them', async () => {
    const user = userEvent.setup();
    answer = () => HttpResponse.json(pageOf(entries.slice(1, 2), 2, 21));
    const router = openAsAdmin('/admin/audit-log?action=erase&page=2');
    await screen.findByRole('table');
    expect(asked).toEqual([{ action: 'erase', page: '2' }]);
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('Erasure');
    expect(screen.getByText('Showing 21–21 of 21 entries')).toBeInTheDocument();

    // A new filter starts again at the first page.
    answer = () => HttpResponse.json(pageOf(entries.slice(0, 1)));
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    // Mantine's dropdowns never finish their opening transition in happy-dom, so the options count as hidden.
    await user.click(await screen.findByRole('option', { name: 'Export', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toEqual({ action: 'export' }));
    expect(asked.at(-1)).toEqual({ action: 'export' });
    expect(await screen.findByText('#42')).toBeInTheDocument();
  });

  it('ignores an address value that does not fit, as if it were absent, instead of sending it on', async () => {
    openAsAdmin('/admin/audit-log?action=bogus&page=abc');
    await screen.findByRole('table', { name: 'Personal-data actions, newest first' });
    expect(asked).toEqual([{}]);
  });

  it('says when nothing has been logged yet, and where the logged actions are taken', async () => {
    answer = () => HttpResponse.json(pageOf([]));
    openAsAdmin('/admin/audit-log');
    expect(await screen.findByText('Nothing logged yet')).toBeInTheDocument();
    expect(screen.getByText(/Exports and erasures made from an applicant’s card/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the job boards' })).toHaveAttribute(
      'href',
      '/admin/JobManagement',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when no action of the chosen kind was logged, and shows every action on request', async () => {
    const user = userEvent.setup();
    answer = () => HttpResponse.json(pageOf([]));
    const router = openAsAdmin('/admin/audit-log?action=purge');
    expect(await screen.findByText('No retention purges logged')).toBeInTheDocument();

    answer = () => HttpResponse.json(pageOf(entries));
    await user.click(screen.getByRole('button', { name: 'Show every action' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(asked).toEqual([{ action: 'purge' }, {}]);
  });

  it('says when the log could not be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    answer = () => HttpResponse.json({ error: 'boom' }, { status: 500 });
    openAsAdmin('/admin/audit-log');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');

    answer = () => HttpResponse.json(pageOf(entries));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
