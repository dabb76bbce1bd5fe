// The admins' outgoing e-mail page (docs/decisions/0021): messages by state with their counts, why a failed
// one failed, and Retry, which queues it again and reloads the list; a refused retry says why.
import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutgoingMailList } from '../../../contracts/outgoing-mail';
import { OutgoingMailPage } from '../../../src/features/admin/outgoing-mail/outgoing-mail-page';
import { renderWithRouter } from '../../support/dom/render';

const retried: string[] = [];
const server = setupServer(
  http.post('*/api/admin/mail/:id/retry', ({ params }) => {
    retried.push(String(params.id));
    if (params.id === '8')
      return HttpResponse.json(
        { error: { code: 'conflict', message: 'Only a message that failed can be sent again.' } },
        { status: 409 },
      );
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  retried.length = 0;
});

const failed = (id: number, toName: string): OutgoingMailList['items'][number] => ({
  id,
  kind: 'application-confirmation',
  state: 'failed',
  toName,
  toAddress: `${toName.split(' ')[0]?.toLowerCase()}@example.com`,
  subject: 'We’ve received your application: Payroll Executive (MC-HR-0001)',
  attempts: 6,
  lastError: '450 Mailbox unavailable, try later',
  createdAt: '2026-11-20T09:30:00.000Z',
  sendAt: '2026-11-20T09:30:00.000Z',
  sentAt: null,
});

const LIST: OutgoingMailList = {
  items: [failed(7, 'Priya Sharma'), failed(8, 'Chen Wei')],
  counts: { queued: 1, sending: 1, sent: 40, failed: 2, cancelled: 0 },
};

describe('the outgoing e-mail page', () => {
  it('shows each state with its count, and a failed message with its tries and last error', async () => {
    const onState = vi.fn();
    await renderWithRouter(
      <OutgoingMailPage list={LIST} state="failed" onState={onState} onChanged={() => {}} />,
    );
    const table = screen.getByRole('table', { name: 'Failed e-mail, newest first' });
    const row = within(table).getByRole('row', { name: /Priya Sharma/ });
    expect(row).toHaveTextContent('priya@example.com');
    expect(row).toHaveTextContent('Application received');
    expect(row).toHaveTextContent('6');
    expect(row).toHaveTextContent('450 Mailbox unavailable, try later');
    await userEvent.click(screen.getByRole('radio', { name: 'Sent (40)' }));
    expect(onState).toHaveBeenCalledWith('sent');
    // A message handed to the mail server this moment: no longer waiting, not yet sent.
    await userEvent.click(screen.getByRole('radio', { name: 'Being sent (1)' }));
    expect(onState).toHaveBeenCalledWith('sending');
  });

  it('queues a failed message again with Retry and reloads; a refused retry says why', async () => {
    const onChanged = vi.fn();
    await renderWithRouter(
      <>
        <Notifications />
        <OutgoingMailPage list={LIST} state="failed" onState={() => {}} onChanged={onChanged} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Retry the e-mail to Priya Sharma/ }));
    expect(await screen.findByText('The e-mail to Priya Sharma is queued again.')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: /^Retry the e-mail to Chen Wei/ }));
    expect(await screen.findByText('Only a message that failed can be sent again.')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(retried).toEqual(['7', '8']);
  });

  it('says so when nothing is in the state shown', async () => {
    await renderWithRouter(
      <OutgoingMailPage
        list={{ items: [], counts: { queued: 0, sending: 0, sent: 0, failed: 0, cancelled: 0 } }}
        state="failed"
        onState={() => {}}
        onChanged={() => {}}
      />,
    );
    expect(screen.getByText('No failed e-mail')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('names the e-mail being sent as such when there is none', async () => {
    await renderWithRouter(
      <OutgoingMailPage
        list={{ items: [], counts: { queued: 0, sending: 0, sent: 0, failed: 0, cancelled: 0 } }}
        state="sending"
        onState={() => {}}
        onChanged={() => {}}
      />,
    );
    expect(screen.getByText('No e-mail being sent')).toBeInTheDocument();
    expect(screen.getByText('Nothing is being handed to the mail server right now.')).toBeInTheDocument();
  });
});
