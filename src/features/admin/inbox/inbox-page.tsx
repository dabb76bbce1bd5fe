// /admin/messages: what visitors sent through the contact form, newest first; each is marked handled by
// whoever answered it, so nobody answers twice and nothing is forgotten.
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Page } from '#contracts/admin-common.ts';
import type { InboxMessage, InboxState } from '#contracts/admin-contact.ts';
import { OUTSIDE_INDIA } from '#contracts/india-locations.ts';
import { formatDayTime } from '#src/lib/staff-dates.ts';
import { runAction } from '#src/lib/use-submit.ts';
import { AdminList } from '../shared/admin-list';
import { AdminPage } from '../shared/admin-page';
import { FilterSegments } from '../shared/list-filters';
import type { PageSearch } from '../shared/page-search';
import { SearchBox } from '../shared/search-box';
import { markMessage } from './inbox-api';

export interface InboxSearch extends PageSearch {
  state?: InboxState | undefined;
}

export interface InboxPageProps {
  messages: Page<InboxMessage>;
  search: InboxSearch;
  onSearch: (next: Partial<InboxSearch>) => void;
}

function place(message: InboxMessage) {
  if (!message.state) return null;
  return message.state === OUTSIDE_INDIA
    ? `${message.city} (outside India)`
    : `${message.city}, ${message.state}`;
}

export function InboxPage({ messages, search, onSearch }: InboxPageProps) {
  const [items, setItems] = useState(messages.items);
  useEffect(() => setItems(messages.items), [messages.items]);

  const waitingOnly = search.state === 'new' && !search.q;

  const mark = async (message: InboxMessage, handled: boolean) => {
    const saved = await runAction(
      () => markMessage(message.id, handled),
      handled ? `${message.name}’s message is marked handled.` : `${message.name}’s message is new again.`,
    );
    if (saved) setItems((list) => list.map((m) => (m.id === saved.id ? saved : m)));
  };

  return (
    <AdminPage
      title="Contact messages"
      description="Sent through the contact page, newest first. Mark a message handled once it is answered."
      back={{ to: '/admin/dashboard', label: 'Dashboard' }}
      size="md"
    >
      <Group align="flex-end" wrap="wrap" gap="sm" role="search" aria-label="Find messages">
        <SearchBox
          label="Search"
          placeholder="Name, e-mail, service or words in the message"
          value={search.q ?? ''}
          onSearch={(q) => onSearch({ q, page: undefined })}
        />
        <FilterSegments
          aria-label="Show"
          data={[
            { value: 'new', label: 'New' },
            { value: 'handled', label: 'Handled' },
          ]}
          value={search.state}
          onChange={(state) => onSearch({ state, page: undefined })}
        />
      </Group>
      <AdminList
        page={messages}
        shown={items.length}
        noun="messages"
        filtered={Boolean(search.q || search.state)}
        noMatch={{
          title: waitingOnly ? 'Nothing waiting' : 'No messages match',
          clearLabel: 'Show every message',
          onClear: () => onSearch({ q: undefined, state: undefined, page: undefined }),
          text: waitingOnly ? 'Every message has been handled.' : 'Try another word.',
        }}
        empty={{
          title: 'No messages yet',
          text: 'Messages sent through the contact page appear here, and the answering office is e-mailed too.',
        }}
        onPage={(page) => onSearch({ page })}
      >
        <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }} gap="sm">
          {items.map((message) => (
            <Paper component="li" key={message.id} withBorder p="md" radius="md" bg="white">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <div>
                  <Text fw={700}>{message.name}</Text>
                  <Text size="sm">
                    <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>
                    {message.phone && (
                      <>
                        {' · '}
                        <Anchor href={`tel:${message.phone.replace(/\s+/g, '')}`}>{message.phone}</Anchor>
                      </>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {[message.service, place(message), formatDayTime(message.createdAt)]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
                <Group gap="xs">
                  {message.handledAt ? (
                    <>
                      <Badge color="teal" variant="dot">
                        Handled{message.handledBy ? ` by ${message.handledBy}` : ''}
                      </Badge>
                      <Button size="xs" variant="subtle" onClick={() => mark(message, false)}>
                        Mark as new
                      </Button>
                    </>
                  ) : (
                    <>
                      <Badge color="yellow" variant="dot">
                        New
                      </Badge>
                      <Button size="xs" onClick={() => mark(message, true)}>
                        Mark handled
                      </Button>
                    </>
                  )}
                </Group>
              </Group>
              <Text mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.message}
              </Text>
            </Paper>
          ))}
        </Stack>
      </AdminList>
    </AdminPage>
  );
}
