// "Share": for how many days the link works (14 unless chosen, 1–60), sent to the client's contact as the client
// record has them now. Without an e-mail on file the server refuses, and the page says what to fix.
import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { SHORTLIST_DAYS } from '#contracts/shortlists.ts';

export interface ShortlistShareFormProps {
  contact: { name: string | null; email: string | null };
  clientName: string;
  busy: boolean;
  onShare: (days: number) => void;
}

export function ShortlistShareForm({ contact, clientName, busy, onShare }: ShortlistShareFormProps) {
  const [days, setDays] = useState<number | string>(SHORTLIST_DAYS.default);
  const valid =
    typeof days === 'number' &&
    Number.isInteger(days) &&
    days >= SHORTLIST_DAYS.min &&
    days <= SHORTLIST_DAYS.max;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="shortlist-share">
      <Stack gap="sm">
        <Title order={2} size="h4" id="shortlist-share">
          Share with {clientName}
        </Title>
        <Text size="sm">
          {contact.email
            ? `The link goes to ${contact.name ? `${contact.name} <${contact.email}>` : contact.email}.`
            : `${clientName} has no contact e-mail address on file yet.`}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) onShare(days);
          }}
        >
          <Group align="flex-end" gap="sm">
            <NumberInput
              label="Link works for (days)"
              min={SHORTLIST_DAYS.min}
              max={SHORTLIST_DAYS.max}
              allowDecimal={false}
              value={days}
              onChange={setDays}
              error={valid ? undefined : `Choose ${SHORTLIST_DAYS.min} to ${SHORTLIST_DAYS.max} days.`}
              w={200}
            />
            <Button type="submit" loading={busy} disabled={!valid}>
              Share
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
