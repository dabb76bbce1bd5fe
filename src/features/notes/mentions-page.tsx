// /admin/mentions: the notes in which colleagues named the signed-in person, unread first, then newest; each
// opens its note, and can be marked read, or all at once. The header's badge hears of every change.
import '#src/lib/mantine-staff-styles.ts';
import { Button, Container, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { MentionPage } from '#contracts/notes.ts';
import { MentionItem } from './mention-item';
import { announceMentionsChanged } from './unread-mentions';

export interface MentionsPageProps {
  mentions: MentionPage;
  /** The signed-in role: which board an application's note opens on. */
  viewerRole: string | null;
  markRead: (mentionId: number) => Promise<unknown>;
  markAllRead: () => Promise<unknown>;
  onPage: (page: number) => void;
}

export const unreadWords = (unread: number) =>
  unread === 0 ? 'Nothing unread.' : unread === 1 ? '1 unread mention.' : `${unread} unread mentions.`;

export function MentionsPage({ mentions, viewerRole, markRead, markAllRead, onPage }: MentionsPageProps) {
  const [unread, setUnread] = useState(mentions.unread);
  const [allRead, setAllRead] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const oneRead = useCallback(() => {
    setUnread((count) => Math.max(0, count - 1));
    announceMentionsChanged();
  }, []);

  const readAll = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await markAllRead();
      setAllRead(true);
      setUnread(0);
      announceMentionsChanged();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const pages = Math.max(1, Math.ceil(mentions.total / mentions.pageSize));
  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Title order={1} size="h2">
              Mentions
            </Title>
            <Text c="dimmed" mt={4}>
              Notes in which colleagues named you with @username: unread first, then the newest.
            </Text>
          </div>
          <Button variant="light" loading={busy} disabled={unread === 0} onClick={readAll}>
            Mark all read
          </Button>
        </Group>
        <Text role="status" aria-live="polite" size="sm">
          {unreadWords(unread)}
        </Text>
        {problem ? (
          <Text c="red.8" role="alert" size="sm">
            {problem}
          </Text>
        ) : null}
        {mentions.items.length === 0 ? (
          <Paper withBorder radius="md" p="xl" ta="center">
            <Text fw={700} size="lg">
              No mentions yet
            </Text>
            <Text c="dimmed">
              When a colleague names you in a note with @ and your username, it appears here and you get an
              e-mail.
            </Text>
          </Paper>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Mentions">
            {mentions.items.map((mention) => (
              <li key={mention.id}>
                <MentionItem
                  mention={mention}
                  viewerRole={viewerRole}
                  markRead={markRead}
                  allRead={allRead}
                  onRead={oneRead}
                />
              </li>
            ))}
          </Stack>
        )}
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={Math.min(mentions.page, pages)}
            onChange={onPage}
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
            })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
