// The profile page's "Calendar feed" (docs/decisions/0057): a private link to the member's interviews for Google
// Calendar or Outlook. The server keeps only a hash of its key, so the link is shown once, right after it is
// made; "Reset link" makes a new one and the old stops working at once, which is also the cure for a lost or
// leaked link.
import '#src/lib/mantine-staff-styles.ts';
import {
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import type { CalendarFeedStatus } from '#contracts/calendar-feed.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import { createCalendarFeed, fetchCalendarFeed } from './calendar-feed-api';
import { SubscribeHelp } from './subscribe-help';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

export function CalendarFeedSection() {
  const [status, setStatus] = useState<CalendarFeedStatus | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    fetchCalendarFeed().then(setStatus, (error) => setProblem(toRequestProblem(error).message));
  }, []);

  const create = async () => {
    setBusy(true);
    setProblem('');
    try {
      const made = await createCalendarFeed();
      const reset = status?.exists ?? false;
      setStatus(made);
      setConfirming(false);
      setAnnouncement(
        `${reset ? 'Your calendar feed link has been reset: the old link no longer works.' : 'Your calendar feed link is ready.'} Copy it now: it is shown only this once.`,
      );
    } catch (error) {
      setProblem(toRequestProblem(error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="lg" mt="lg" radius="md" component="section" aria-labelledby="calendar-feed-title">
      <Title order={2} size="h3" mb="xs" id="calendar-feed-title">
        Calendar feed
      </Title>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <Stack gap="sm">
        <Text size="sm">
          A private link to your interviews, for Google Calendar or Outlook to subscribe to. Anyone with the
          link can see your interviews and the candidates’ names, so keep it to yourself.
        </Text>
        {problem && (
          <Alert color="red" title="Something went wrong">
            {problem}
          </Alert>
        )}
        {status?.url && (
          <>
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <TextInput
                label="Your calendar feed link"
                description="Shown only now: copy it into your calendar. Reset it if you lose it."
                value={status.url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1 }}
              />
              <CopyButton value={status.url}>
                {({ copied, copy }) => (
                  <Button variant={copied ? 'light' : 'filled'} onClick={copy}>
                    {copied ? 'Copied' : 'Copy link'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <SubscribeHelp />
          </>
        )}
        {status && !status.url && status.exists && status.createdAt && (
          <Text size="sm">
            You made your link on {dateFormat.format(new Date(status.createdAt))}. It is shown only when it is
            made; if you no longer have it, reset it.
          </Text>
        )}
        {status && !status.exists && (
          <Group>
            <Button onClick={create} loading={busy}>
              Create feed link
            </Button>
          </Group>
        )}
        {status?.exists && !confirming && (
          <Group>
            <Button variant="default" onClick={() => setConfirming(true)}>
              Reset link
            </Button>
          </Group>
        )}
        {status?.exists && confirming && (
          <Alert color="yellow" title="Reset your calendar feed link?">
            <Text size="sm" mb="sm">
              The link you have now stops working at once: calendars subscribed to it stop updating until you
              give them the new one.
            </Text>
            <Group>
              <Button color="red" onClick={create} loading={busy}>
                Reset link
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
                Keep the current link
              </Button>
            </Group>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
