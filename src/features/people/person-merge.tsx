// "Merge with…" on the person page, driven by personMergeMachine (docs/decisions/0047): find the other record
// by name, e-mail or mobile, confirm in a dialog, and the merge is saved with "Undo merge" offered; the merges
// into this person are listed, each with its own undo. What happens is announced politely; a refusal is an
// alert.
import '@mantine/core/styles/List.css';
import { Alert, Button, Group, List, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { Person, PersonMergeInput, PersonMergeResult, PersonSummary } from '#contracts/people.ts';
import { type MergeRequest, personMergeMachine } from '#machines/person-merge.machine.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import { formatDay } from '#src/lib/staff-dates.ts';
import { useAppMachine } from '#src/lib/use-app-machine.ts';

export interface PersonMergeProps {
  person: Pick<Person, 'id' | 'fullName' | 'merges'>;
  /** The picker's search: people by name, e-mail or mobile, this one left out. */
  lookup: (q: string) => Promise<PersonSummary[]>;
  merge: (input: PersonMergeInput) => Promise<PersonMergeResult>;
  undo: (mergeId: number) => Promise<PersonMergeResult>;
  /** The record as the server has it after a merge or an undo. */
  onChanged: (person: Person) => void;
}

export function PersonMerge({ person, lookup, merge, undo, onChanged }: PersonMergeProps) {
  const [machine] = useState(() =>
    personMergeMachine.provide({
      actors: {
        mergePeople: fromPromise(async ({ input }: { input: MergeRequest }) => {
          const result = await merge(input);
          onChanged(result.person);
          return { mergeId: result.merge.id };
        }),
        undoMerge: fromPromise(async ({ input }: { input: { mergeId: number } }) => {
          onChanged((await undo(input.mergeId)).person);
        }),
      },
    }),
  );
  const [snapshot, send] = useAppMachine(machine, { input: { personId: person.id } });
  const { chosen, problem } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const state = snapshot.value as string;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="person-merge">
      <Stack gap="sm">
        <Title order={2} size="h4" id="person-merge">
          Same person, another record?
        </Title>
        <Text size="sm" c="dimmed">
          Merging moves the other record’s applications here. It is recorded, and can be undone.
        </Text>
        {problem && state !== 'confirming' ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Text size="sm" role="status" aria-live="polite">
          {state === 'merged' ? 'Merged: the other record’s applications are on this record now.' : null}
          {state === 'undoing' ? 'Undoing the merge…' : null}
          {state === 'undone' ? 'The merge is undone: the applications are back on their own record.' : null}
        </Text>
        {state === 'merged' || (state === 'undoing' && snapshot.context.mergeId !== null) ? (
          <div>
            <Button
              variant="light"
              loading={state === 'undoing'}
              onClick={() =>
                snapshot.context.mergeId !== null &&
                send({ type: 'undo.request', mergeId: snapshot.context.mergeId })
              }
            >
              Undo merge
            </Button>
          </div>
        ) : null}
        {state === 'choosing' ? (
          <MergePicker
            lookup={lookup}
            onChoose={(found) => send({ type: 'merge.choose', person: found })}
            onCancel={() => send({ type: 'merge.cancel' })}
          />
        ) : state === 'idle' || state === 'merged' || state === 'undone' ? (
          <div>
            <Button variant="default" onClick={() => send({ type: 'merge.start' })}>
              Merge with…
            </Button>
          </div>
        ) : null}
        <MergeList
          merges={person.merges}
          busy={busy}
          onUndo={(mergeId) => send({ type: 'undo.request', mergeId })}
        />
      </Stack>
      <Modal
        opened={(state === 'confirming' || state === 'merging') && chosen !== null}
        onClose={() => !busy && send({ type: 'merge.cancel' })}
        title={`Merge ${chosen?.fullName ?? ''} into ${person.fullName}?`}
        centered
      >
        <Stack gap="sm">
          <Text>
            {chosen?.fullName}’s applications move to {person.fullName}’s record, and their record points
            here. You can undo the merge afterwards.
          </Text>
          {problem && state === 'confirming' ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="subtle" disabled={busy} onClick={() => send({ type: 'merge.back' })}>
              Back
            </Button>
            <Button variant="default" disabled={busy} onClick={() => send({ type: 'merge.cancel' })}>
              Cancel
            </Button>
            <Button loading={busy} onClick={() => send({ type: 'merge.confirm' })}>
              Merge
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/** The search for the other record: a field, a button, and the people it found as buttons to choose. */
function MergePicker({
  lookup,
  onChoose,
  onCancel,
}: {
  lookup: PersonMergeProps['lookup'];
  onChoose: (person: PersonSummary) => void;
  onCancel: () => void;
}) {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<PersonSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <form
      noValidate
      aria-label="Find the other record"
      onSubmit={async (event) => {
        event.preventDefault();
        setSearching(true);
        try {
          setFound(await lookup(q));
          setError(null);
        } catch (failure) {
          const problem = toRequestProblem(failure);
          setError(problem.fields.q ?? problem.message);
          field.current?.focus();
        } finally {
          setSearching(false);
        }
      }}
    >
      <Stack gap="xs">
        <Group align="flex-start" gap="sm">
          <TextInput
            ref={field}
            label="Name, e-mail or mobile"
            value={q}
            error={error}
            maxLength={100}
            onChange={(event) => setQ(event.currentTarget.value)}
          />
          <Button type="submit" mt={24} loading={searching}>
            Search
          </Button>
          <Button variant="subtle" mt={24} onClick={onCancel}>
            Cancel
          </Button>
        </Group>
        <Text size="sm" role="status" aria-live="polite">
          {found === null ? '' : found.length === 0 ? 'Nobody found.' : `${found.length} found.`}
        </Text>
        {found?.length ? (
          <List listStyleType="none" spacing={4} aria-label="People found">
            {found.map((candidate) => (
              <List.Item key={candidate.id}>
                <Button
                  variant="light"
                  size="compact-sm"
                  onClick={() => onChoose(candidate)}
                  aria-label={`Choose ${candidate.fullName}`}
                >
                  {candidate.fullName}
                </Button>{' '}
                <Text span size="sm" c="dimmed">
                  {candidate.email} · {candidate.mobile} · {candidate.applications}{' '}
                  {candidate.applications === 1 ? 'application' : 'applications'}
                </Text>
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </form>
  );
}

function MergeList({
  merges,
  busy,
  onUndo,
}: {
  merges: Person['merges'];
  busy: boolean;
  onUndo: (mergeId: number) => void;
}) {
  if (merges.length === 0) return null;
  return (
    <>
      <Title order={3} size="h5">
        Records merged into this one
      </Title>
      <List listStyleType="none" spacing="xs">
        {merges.map((m) => (
          <List.Item key={m.id}>
            <Group gap="sm" wrap="wrap">
              <Text size="sm">
                {m.mergedPerson.fullName} ({m.mergedPerson.email}): {m.applicationIds.length}{' '}
                {m.applicationIds.length === 1 ? 'application' : 'applications'}, merged{' '}
                {formatDay(m.mergedAt)}
                {m.mergedBy ? ` by ${m.mergedBy}` : ''}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                disabled={busy}
                aria-label={`Undo merge of ${m.mergedPerson.fullName}`}
                onClick={() => onUndo(m.id)}
              >
                Undo merge
              </Button>
            </Group>
          </List.Item>
        ))}
      </List>
    </>
  );
}
