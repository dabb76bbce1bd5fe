import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boardApplicant, boardCareer } from '../../support/dom/board-fixtures';
import { cardOf, renderBoard as renderBoardOf } from '../../support/dom/board-render';
import { preferReducedMotion } from '../../support/dom/web';

const board = {
  career: boardCareer,
  applications: [
    { ...boardApplicant(1, 'Priya Sharma', 1), source: 'linkedin' },
    boardApplicant(2, 'Arjun Rao', 9),
  ],
};

const sent: unknown[] = [];
const server = setupServer(
  http.put('*/api/admin/applications/:id/source', async ({ params, request }) => {
    const body = (await request.json()) as { source: string };
    sent.push({ id: Number(params.id), ...body });
    if (body.source.length > 100)
      return HttpResponse.json(
        {
          error: {
            code: 'bad_request',
            message: 'Some fields are not valid.',
            fields: { source: 'At most 100 characters, please.' },
          },
        },
        { status: 400 },
      );
    return HttpResponse.json({
      applicationId: Number(params.id),
      source: body.source.trim().toLowerCase() || null,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  sent.length = 0;
  preferReducedMotion();
});

const renderBoard = (canManageData: boolean) => renderBoardOf(board, canManageData);

describe('the source on an applicant’s card', () => {
  it('shows where each applicant came from, and offers no change to a recruiter', async () => {
    await renderBoard(false);
    expect(within(cardOf('Priya Sharma')).getByText('Source: linkedin')).toBeInTheDocument();
    expect(within(cardOf('Arjun Rao')).getByText('Source not recorded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /source/i })).toBeNull();
  });

  it('lets an admin set it for someone who applied another way, with a toast', async () => {
    const user = userEvent.setup();
    await renderBoard(true);
    await user.click(within(cardOf('Arjun Rao')).getByRole('button', { name: 'Set source' }));
    const field = within(cardOf('Arjun Rao')).getByRole('textbox', { name: 'Source' });
    expect(field).toHaveFocus();
    await user.type(field, 'Job Fair');
    await user.click(within(cardOf('Arjun Rao')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The source of Arjun Rao’s application was saved.')).toBeInTheDocument();
    expect(within(cardOf('Arjun Rao')).getByText('Source: job fair')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 2, source: 'Job Fair' }]);
  });

  it('keeps the form and what was shown when the server refuses', async () => {
    const user = userEvent.setup();
    await renderBoard(true);
    await user.click(within(cardOf('Priya Sharma')).getByRole('button', { name: 'Change source' }));
    const field = within(cardOf('Priya Sharma')).getByRole('textbox', { name: 'Source' });
    expect(field).toHaveValue('linkedin');
    // Past the field's own limit, as a script might send it.
    field.removeAttribute('maxlength');
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(101));
    await user.click(within(cardOf('Priya Sharma')).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some fields are not valid.')).toBeInTheDocument();
    const refused = within(cardOf('Priya Sharma')).getByRole('textbox', { name: 'Source' });
    expect(refused).toHaveAccessibleDescription(/At most 100 characters, please\./);
    // Focus moves to the refused field once the form has drawn the refusal.
    await waitFor(() => expect(refused).toHaveFocus());
    await user.click(within(cardOf('Priya Sharma')).getByRole('button', { name: 'Cancel' }));
    expect(within(cardOf('Priya Sharma')).getByText('Source: linkedin')).toBeInTheDocument();
  });
});
