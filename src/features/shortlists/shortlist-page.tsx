// One client shortlist on the staff page, driven by shortlistMachine (docs/decisions/0059): a draft's candidates
// and what is shared about each, "Share" (the link shown once, to copy), then the client's answers, "Check for
// answers", "Revoke link" (confirmed) and "Close shortlist". What happens is announced politely; a refusal is an
// alert with the server's words.
import '#src/lib/mantine-staff-styles.ts';
import { Alert, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { PHASE_LABELS, type Shortlist } from '#contracts/shortlists.ts';
import { shortlistMachine } from '#machines/shortlist.machine.ts';
import { formatDay } from '#src/lib/staff-dates.ts';
import { useAppMachine } from '#src/lib/use-app-machine.ts';
import { ShortlistAnswersTable } from './shortlist-answers-table';
import { ShortlistEntriesForm } from './shortlist-entries-form';
import { ShortlistLinkBox } from './shortlist-link-box';
import { ShortlistRevokeDialog } from './shortlist-revoke-dialog';
import { ShortlistShareForm } from './shortlist-share-form';
import type { ShortlistCalls } from './shortlists-api';

export interface ShortlistPageProps {
  shortlistId: number;
  /** The server calls; the page's machine holds the shortlist's life, these only carry it out. */
  calls: ShortlistCalls;
}

export function ShortlistPage({ shortlistId, calls }: ShortlistPageProps) {
  const [machine] = useState(() =>
    shortlistMachine.provide({
      actors: {
        loadShortlist: fromPromise(({ input }: { input: { shortlistId: number } }) =>
          calls.load(input.shortlistId),
        ),
        shareShortlist: fromPromise(({ input }: { input: { shortlistId: number; days: number } }) =>
          calls.share(input.shortlistId, input.days),
        ),
        revokeShortlist: fromPromise(({ input }: { input: { shortlistId: number } }) =>
          calls.revoke(input.shortlistId),
        ),
        closeShortlist: fromPromise(({ input }: { input: { shortlistId: number } }) =>
          calls.close(input.shortlistId),
        ),
      },
    }),
  );
  const [snapshot, send] = useAppMachine(machine, { input: { shortlistId } });
  const { shortlist, link, problem } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const live =
    snapshot.matches('live') || snapshot.matches('confirmingRevoke') || snapshot.matches('revoking');

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        {shortlist ? (
          <Anchor component={Link} to={`/admin/shortlists?careerId=${shortlist.careerId}`} size="sm">
            ← Shortlists for {shortlist.careerTitle}
          </Anchor>
        ) : null}
        <Title order={1} size="h2">
          {shortlist?.title ?? 'Shortlist'}
        </Title>
        {shortlist ? <ShortlistFacts shortlist={shortlist} /> : null}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Text size="sm" role="status" aria-live="polite">
          {statusWords(snapshot.value, shortlist)}
        </Text>
        {snapshot.matches('failed') ? (
          <Group>
            <Button onClick={() => send({ type: 'shortlist.reload' })}>Try again</Button>
          </Group>
        ) : null}
        {shortlist && (snapshot.matches('draft') || snapshot.matches('sharing')) ? (
          <>
            <ShortlistEntriesForm
              shortlist={shortlist}
              save={calls.save}
              disabled={busy}
              onSaved={(saved) => send({ type: 'shortlist.edited', shortlist: saved })}
            />
            <ShortlistShareForm
              contact={shortlist.clientContact}
              clientName={shortlist.clientName}
              busy={snapshot.matches('sharing')}
              onShare={(days) => send({ type: 'shortlist.share', days })}
            />
          </>
        ) : null}
        {link && live ? <ShortlistLinkBox link={link} /> : null}
        {live || snapshot.matches('closing') || snapshot.matches('expired') ? (
          <Group gap="sm">
            {live ? (
              <>
                <Button variant="default" disabled={busy} onClick={() => send({ type: 'shortlist.reload' })}>
                  Check for answers
                </Button>
                <Button
                  color="red"
                  variant="light"
                  disabled={busy}
                  onClick={() => send({ type: 'shortlist.revoke' })}
                >
                  Revoke link
                </Button>
              </>
            ) : null}
            <Button
              variant="light"
              loading={snapshot.matches('closing')}
              disabled={busy && !snapshot.matches('closing')}
              onClick={() => send({ type: 'shortlist.close' })}
            >
              Close shortlist
            </Button>
          </Group>
        ) : null}
        {shortlist &&
        !snapshot.matches('draft') &&
        !snapshot.matches('sharing') &&
        shortlist.phase !== 'draft' ? (
          <ShortlistAnswersTable items={shortlist.items} />
        ) : null}
      </Stack>
      <ShortlistRevokeDialog
        opened={snapshot.matches('confirmingRevoke') || snapshot.matches('revoking')}
        busy={snapshot.matches('revoking')}
        onConfirm={() => send({ type: 'revoke.confirm' })}
        onCancel={() => send({ type: 'revoke.cancel' })}
      />
    </Container>
  );
}

function ShortlistFacts({ shortlist }: { shortlist: Shortlist }) {
  const contact = shortlist.contactEmail ?? shortlist.clientContact.email;
  return (
    <Group gap="sm">
      <Badge variant="light">{PHASE_LABELS[shortlist.phase]}</Badge>
      <Text size="sm">
        For {shortlist.clientName}
        {contact ? ` (${shortlist.contactName ?? shortlist.clientContact.name ?? contact}, ${contact})` : ''}
        {shortlist.expiresAt && shortlist.phase !== 'closed'
          ? ` · link works until ${formatDay(shortlist.expiresAt)}`
          : ''}
      </Text>
    </Group>
  );
}

/** What the polite region says in each state. */
function statusWords(state: unknown, shortlist: Shortlist | null): string {
  const value = typeof state === 'string' ? state : Object.keys(state as object)[0];
  switch (value) {
    case 'loading':
      return 'Loading the shortlist…';
    case 'sharing':
      return 'Sharing the shortlist…';
    case 'live':
      return shortlist?.answers
        ? `The client has answered for ${shortlist.answers} of ${shortlist.entries} candidates.`
        : `Shared with ${shortlist?.contactName ?? shortlist?.clientName}: no answer yet.`;
    case 'revoking':
      return 'Revoking the link…';
    case 'closing':
      return 'Closing the shortlist…';
    case 'expired':
      return shortlist?.revoked
        ? 'The link was revoked: it no longer opens the shortlist.'
        : 'The link has expired: it no longer opens the shortlist.';
    case 'closed':
      return 'This shortlist is closed.';
    default:
      return '';
  }
}
