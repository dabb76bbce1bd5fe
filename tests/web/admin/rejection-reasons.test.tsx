// The admins' list of rejection reasons (docs/decisions/0020): each reason edited in its own row, switched
// off rather than deleted, and a new one added at the end; the server's field messages beside the field.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RejectionReason } from '../../../contracts/rejection-reasons';
import { RejectionReasonsPage } from '../../../src/features/admin/rejection-reasons/rejection-reasons-page';
import { REASONS } from '../../machines/rejection-reason.view';
import { renderWithRouter } from '../../support/dom/render';

const sent: { method: string; url: string; body: unknown }[] = [];
const server = setupServer(
  http.put('*/api/admin/rejection-reasons/:id', async ({ request, params }) => {
    const body = (await request.json()) as Omit<RejectionReason, 'id'>;
    sent.push({ method: 'PUT', url: new URL(request.url).pathname, body });
    return HttpResponse.json({ ...body, id: Number(params.id) });
  }),
  http.post('*/api/admin/rejection-reasons', async ({ request }) => {
    const body = (await request.json()) as Omit<RejectionReason, 'id'>;
    sent.push({ method: 'POST', url: new URL(request.url).pathname, body });
    if (body.label.toLowerCase() === 'other')
      return HttpResponse.json(
        {
          error: {
            code: 'conflict',
            message: 'There is already a reason with this name.',
            fields: { label: 'There is already a reason with this name.' },
          },
        },
        { status: 409 },
      );
    return HttpResponse.json({ ...body, id: 9 }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});

describe('the rejection reasons page', () => {
  it('switches a reason off in its own row, keeping its name', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<RejectionReasonsPage reasons={REASONS} />);
    const row = screen.getByRole('form', { name: 'Reason “Position filled”' });
    expect(within(row).getByLabelText(/^Name/)).toHaveValue('Position filled');
    await user.click(within(row).getByRole('checkbox', { name: 'Offered on the board' }));
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/admin/rejection-reasons/3',
        body: { label: 'Position filled', needsNote: false, active: false, sortOrder: 3 },
      },
    ]);
    expect(within(row).getByRole('checkbox', { name: 'Offered on the board' })).not.toBeChecked();
  });

  it('adds a reason at the end, and says beside the name when it is taken', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<RejectionReasonsPage reasons={REASONS} />);
    const add = screen.getByRole('form', { name: 'Add a reason' });
    await user.type(within(add).getByLabelText(/^New reason/), 'Other');
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await within(add).findByText('There is already a reason with this name.')).toBeInTheDocument();

    await user.clear(within(add).getByLabelText(/^New reason/));
    await user.type(within(add).getByLabelText(/^New reason/), 'Salary expectations');
    await user.click(within(add).getByRole('checkbox', { name: 'Asks for a note' }));
    await user.click(within(add).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('form', { name: 'Reason “Salary expectations”' })).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      method: 'POST',
      url: '/api/admin/rejection-reasons',
      body: { label: 'Salary expectations', needsNote: true, active: true, sortOrder: 6 },
    });
    expect(within(add).getByLabelText(/^New reason/)).toHaveValue('');
  });
});
