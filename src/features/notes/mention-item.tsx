// One mention in the signed-in person's list: who named them, in a note on whom, the note's beginning and a
// link to it. An unread one is driven by mentionReadMachine ("Mark read", or opening the note, or "Mark all
// read"); one read already when the list loaded needs no machine.
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { type Mention, noteSubjectPage } from '#contracts/notes.ts';
import { mentionReadMachine } from '#machines/mention-read.machine.ts';
import { boardPath } from '#src/lib/session/board-path.ts';
import { formatDayTime } from '#src/lib/staff-dates.ts';
import { useAppMachine } from '#src/lib/use-app-machine.ts';

export const MENTION_GONE = 'This note was deleted meanwhile.';

export interface MentionItemProps {
  mention: Mention;
  /** The signed-in role: which board an application's note opens on. */
  viewerRole: string | null;
  /** Saves "read"; rejects with the server's problem. */
  markRead: (mentionId: number) => Promise<unknown>;
  /** "Mark all read" was saved: an unread mention shows as read. @default false */
  allRead?: boolean;
  /** Called once when this mention turns read (the page counts what is left). */
  onRead: () => void;
}

const about = (mention: Mention) =>
  mention.subject.jobTitle ? `${mention.subject.name} (${mention.subject.jobTitle})` : mention.subject.name;

export function MentionItem(props: MentionItemProps) {
  return props.mention.readAt === null ? (
    <UnreadMention {...props} />
  ) : (
    <MentionCard {...props} unread={false} />
  );
}

function UnreadMention({ mention, viewerRole, markRead, allRead = false, onRead }: MentionItemProps) {
  const [machine] = useState(() =>
    mentionReadMachine.provide({
      actors: {
        markRead: fromPromise(async ({ input }: { input: { mentionId: number } }) => {
          await markRead(input.mentionId);
        }),
      },
    }),
  );
  const [snapshot, send] = useAppMachine(machine, { input: { mentionId: mention.id } });
  const told = useRef(false);
  const read = snapshot.matches('read');

  useEffect(() => {
    if (allRead) send({ type: 'mention.readElsewhere' });
  }, [allRead, send]);
  useEffect(() => {
    if (read && !told.current) {
      told.current = true;
      onRead();
    }
  }, [read, onRead]);

  return (
    <MentionCard
      mention={mention}
      viewerRole={viewerRole}
      unread={snapshot.hasTag('unread')}
      busy={snapshot.hasTag('busy')}
      gone={snapshot.matches('gone')}
      problem={snapshot.context.problem}
      onMarkRead={() => send({ type: 'mention.markRead' })}
    />
  );
}

function MentionCard({
  mention,
  viewerRole,
  unread,
  busy = false,
  gone = false,
  problem = null,
  onMarkRead,
}: Pick<MentionItemProps, 'mention' | 'viewerRole'> & {
  unread: boolean;
  busy?: boolean;
  gone?: boolean;
  problem?: string | null;
  onMarkRead?: () => void;
}) {
  const headingId = useId();
  const page = noteSubjectPage(mention.subject, (careerId) => boardPath(viewerRole, careerId));
  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      withBorder
      p="sm"
      radius="sm"
      bg={unread ? 'blue.0' : undefined}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          {unread ? (
            <Badge size="sm" color="blue.8">
              New
            </Badge>
          ) : null}
          <Text id={headingId} fw={600} size="sm">
            {mention.by} mentioned you in a note on {about(mention)}
          </Text>
          <Text size="sm" c="dimmed">
            <time dateTime={mention.createdAt}>{formatDayTime(mention.createdAt)}</time>
          </Text>
        </Group>
        <Text size="sm">{mention.excerpt}</Text>
        {gone ? (
          <Text size="sm" c="dimmed" role="status">
            {MENTION_GONE}
          </Text>
        ) : (
          <Group gap="xs">
            {page ? (
              <Anchor
                component={Link}
                to={page}
                hash={`note-${mention.noteId}`}
                size="sm"
                onClick={() => unread && !busy && onMarkRead?.()}
              >
                Open the note
              </Anchor>
            ) : null}
            {unread ? (
              <Button
                size="compact-sm"
                variant="light"
                loading={busy}
                onClick={onMarkRead}
                aria-label={`Mark read: ${mention.by} on ${about(mention)}`}
              >
                Mark read
              </Button>
            ) : null}
          </Group>
        )}
        {problem && !gone ? (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
