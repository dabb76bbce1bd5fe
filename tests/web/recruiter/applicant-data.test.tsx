import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardApplicant, boardCareer } from '../../support/dom/board-fixtures';
import { cardOf, renderBoard as renderBoardOf } from '../../support/dom/board-render';
import { preferReducedMotion } from '../../support/dom/web';

const board = {
  career: boardCareer,
  applications: [boardApplicant(1, 'Priya Sharma', 1), boardApplicant(2, 'Arjun Rao', 9)],
};

const calls: string[] = [];
const server = setupServer(
  http.get('*/api/admin/applications/:id/export', ({ params }) => {
    calls.push(`export ${params.id}`);
    return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
      headers: { 'content-type': 'application/zip' },
    });
  }),
  http.delete('*/api/admin/applications/:id', ({ params }) => {
    calls.push(`erase ${params.id}`);
    return HttpResponse.json({
      applicationId: Number(params.id),
      statusHistoryRows: 2,
      resumeFileRemoved: true,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});

/** What the browser was asked to save. */
const saved: string[] = [];
beforeEach(() => {
  calls.length = 0;
  saved.length = 0;
  preferReducedMotion();
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

const renderBoard = (canManageData: boolean) => renderBoardOf(board, canManageData);

describe('personal data on the applicant board', () => {
  it('lets an admin export an applicant’s data as a ZIP download, with a toast', async () => {
    const user = userEvent.setup();
    await renderBoard(true);
    const actions = within(cardOf('Arjun Rao')).getByRole('group', { name: 'Personal data of Arjun Rao' });
    await user.click(within(actions).getByRole('button', { name: 'Export data' }));
    expect(await screen.findByText('Arjun Rao’s data was exported.')).toBeInTheDocument();
    expect(calls).toEqual(['export 2']);
    expect(saved).toEqual(['applicant-2-personal-data.zip']);
  });

  it('asks before erasing, naming the applicant; Cancel changes nothing and gives the focus back', async () => {
    const user = userEvent.setup();
    await renderBoard(true);
    const trigger = within(cardOf('Arjun Rao')).getByRole('button', { name: 'Erase applicant…' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Erase Arjun Rao?' });
    expect(dialog).toHaveTextContent(
      'Arjun Rao’s application, stage history and résumé will be deleted for good. This cannot be undone',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(calls).toEqual([]);
    expect(cardOf('Arjun Rao')).toBeInTheDocument();
  });

  it('erases on confirmation: a success toast, the card leaves the board and the focus goes to the list', async () => {
    const user = userEvent.setup();
    await renderBoard(true);
    await user.click(within(cardOf('Arjun Rao')).getByRole('button', { name: 'Erase applicant…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Arjun Rao?' });
    await user.click(within(dialog).getByRole('button', { name: 'Erase applicant' }));

    expect(
      await screen.findByText('Arjun Rao’s application, history and résumé were erased.'),
    ).toBeInTheDocument();
    expect(calls).toEqual(['erase 2']);
    expect(within(screen.getByRole('tabpanel')).queryByRole('article', { name: 'Arjun Rao' })).toBeNull();
    expect(cardOf('Priya Sharma')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Applicants (1)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tabpanel')).toHaveFocus());
  });

  it('keeps the card and shows the server’s message when the erasure is refused', async () => {
    server.use(
      http.delete('*/api/admin/applications/:id', () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: 'There is no application with id 2.' } },
          { status: 404 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderBoard(true);
    await user.click(within(cardOf('Arjun Rao')).getByRole('button', { name: 'Erase applicant…' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase applicant' }),
    );
    expect(await screen.findByText('There is no application with id 2.')).toBeInTheDocument();
    expect(cardOf('Arjun Rao')).toBeInTheDocument();
  });

  it('offers neither button to recruiters', async () => {
    await renderBoard(false);
    expect(cardOf('Arjun Rao')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export data' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Erase applicant/ })).toBeNull();
  });
});
