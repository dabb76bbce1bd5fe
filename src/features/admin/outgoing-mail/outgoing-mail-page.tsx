// /admin/mail: every e-mail the firm sends, by state (docs/decisions/0021). Delivery is retried on its own; a
// message still not delivered after the last try is "Failed" and can be sent again from here once the cause
// is fixed.
import { Button, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { MAIL_KIND_LABELS, type MailState, type OutgoingMailList } from '#contracts/outgoing-mail.ts';
import { mailStates } from '#contracts/value-lists.ts';
import { formatDayTime } from '#src/lib/staff-dates.ts';
import { toast } from '#src/lib/toast.ts';
import { AdminTable, type AdminTableColumn } from '../shared/admin-list';
import { AdminPage } from '../shared/admin-page';
import { EmptyState } from '../shared/empty-state';
import { retryOutgoingMail } from './outgoing-mail-api';

export const MAIL_STATE_LABELS: Record<MailState, string> = {
  queued: 'Waiting',
  sending: 'Being sent',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/** What an empty list says, as a title and a sentence. */
const NONE: Record<MailState, { title: string; text: string }> = {
  queued: { title: 'No waiting e-mail', text: 'Nothing is waiting to be sent.' },
  sending: { title: 'No e-mail being sent', text: 'Nothing is being handed to the mail server right now.' },
  sent: { title: 'No sent e-mail', text: 'Nothing has been sent yet.' },
  failed: {
    title: 'No failed e-mail',
    text: 'No e-mail has failed: every message was delivered or is still being tried.',
  },
  cancelled: { title: 'No cancelled e-mail', text: 'No e-mail has been cancelled.' },
};

export interface OutgoingMailPageProps {
  list: OutgoingMailList;
  state: MailState;
  onState: (state: MailState) => void;
  /** Loads the list again after a retry. */
  onChanged: () => void;
}

export function OutgoingMailPage({ list, state, onState, onChanged }: OutgoingMailPageProps) {
  const [retrying, setRetrying] = useState<number | null>(null);
  const columns: AdminTableColumn[] = [
    { label: 'Created' },
    { label: 'To' },
    { label: 'Subject' },
    { label: 'Tries', align: 'right' },
    { label: state === 'sent' ? 'Sent' : 'Last error' },
    ...(state === 'failed' ? [{ label: 'Actions', hidden: true }] : []),
  ];

  async function retry(id: number, toName: string) {
    setRetrying(id);
    try {
      await retryOutgoingMail(id);
      toast.success(`The e-mail to ${toName} is queued again.`);
      onChanged();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setRetrying(null);
    }
  }

  return (
    <AdminPage
      title="Outgoing e-mail"
      description="Every e-mail the site sends. A message that cannot be delivered is tried again for about a quarter of an hour; then it is marked failed and waits for you here."
      back={{ to: '/admin/dashboard', label: 'Dashboard' }}
    >
      <SegmentedControl
        aria-label="Show e-mail that is"
        value={state}
        onChange={(value) => onState(value as MailState)}
        data={mailStates.map((value) => ({
          value,
          label: `${MAIL_STATE_LABELS[value]} (${list.counts[value]})`,
        }))}
      />
      {list.items.length === 0 ? (
        <EmptyState title={NONE[state].title}>{NONE[state].text}</EmptyState>
      ) : (
        <AdminTable
          columns={columns}
          label={`${MAIL_STATE_LABELS[state]} e-mail, newest first`}
          minWidth={860}
        >
          {list.items.map((mail) => (
            <Table.Tr key={mail.id}>
              <Table.Td>
                <time dateTime={mail.createdAt}>{formatDayTime(mail.createdAt)}</time>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{mail.toName}</Text>
                  <Text size="xs" c="dimmed">
                    {mail.toAddress}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{mail.subject}</Text>
                  <Text size="xs" c="dimmed">
                    {MAIL_KIND_LABELS[mail.kind]}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{mail.attempts}</Table.Td>
              <Table.Td>
                {state === 'sent' && mail.sentAt ? (
                  <time dateTime={mail.sentAt}>{formatDayTime(mail.sentAt)}</time>
                ) : (
                  (mail.lastError ?? '—')
                )}
              </Table.Td>
              {state === 'failed' ? (
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    loading={retrying === mail.id}
                    onClick={() => retry(mail.id, mail.toName)}
                    aria-label={`Retry the e-mail to ${mail.toName}: ${mail.subject}`}
                  >
                    Retry
                  </Button>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </AdminTable>
      )}
    </AdminPage>
  );
}
