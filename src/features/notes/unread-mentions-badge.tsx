// <UnreadMentionsBadge />: a link to /admin/mentions for the staff header, with the unread count beside it
// (nothing beside it when there is none). Its name says the count, for those who hear the page.
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { mayOpen } from '#src/lib/session/staff-access.ts';
import { useSession } from '#src/lib/session/use-session.ts';
import { useUnreadMentions } from './unread-mentions';

export const MENTIONS_PAGE = '/admin/mentions';

export interface UnreadMentionsBadgeProps {
  /** How often to ask, in ms. @default UNREAD_POLL_MS (a minute) */
  pollMs?: number;
}

export const mentionsLinkLabel = (unread: number | null) =>
  unread ? `Mentions, ${unread} unread` : 'Mentions';

/** Only for those who can be mentioned (admins and recruiters): nothing, and no polling, for others. */
export function UnreadMentionsBadge(props: UnreadMentionsBadgeProps) {
  const { role } = useSession();
  return mayOpen(role, MENTIONS_PAGE) ? <MentionsLink {...props} /> : null;
}

function MentionsLink({ pollMs }: UnreadMentionsBadgeProps) {
  const unread = useUnreadMentions(pollMs);
  return (
    <Anchor component={Link} to={MENTIONS_PAGE} size="sm" aria-label={mentionsLinkLabel(unread)}>
      <Group gap={4} wrap="nowrap" component="span">
        Mentions
        {unread ? (
          <Badge size="sm" color="red.8" circle={unread < 10} aria-hidden>
            {unread > 99 ? '99+' : unread}
          </Badge>
        ) : null}
      </Group>
    </Anchor>
  );
}
