// A draft's candidates and, for each, what the client will see: the name always; the summary the recruiter
// writes; the résumé; the recruiter's note. Saved as a whole; a candidate removed here is off the shortlist.
import { Alert, Button, Checkbox, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Shortlist, ShortlistEntryInput } from '#contracts/shortlists.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import type { ShortlistCalls } from './shortlists-api';

export interface ShortlistEntriesFormProps {
  shortlist: Shortlist;
  save: ShortlistCalls['save'];
  disabled: boolean;
  onSaved: (shortlist: Shortlist) => void;
}

const inputOf = (item: Shortlist['items'][number]): ShortlistEntryInput => ({
  applicationId: item.applicationId,
  shareSummary: item.shareSummary,
  shareResume: item.shareResume,
  shareNote: item.shareNote,
  summary: item.summary,
  note: item.note,
});

export function ShortlistEntriesForm({ shortlist, save, disabled, onSaved }: ShortlistEntriesFormProps) {
  const [title, setTitle] = useState(shortlist.title);
  const [entries, setEntries] = useState(() => shortlist.items.map(inputOf));
  const [saving, setSaving] = useState(false);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const itemOf = (applicationId: number) =>
    shortlist.items.find((item) => item.applicationId === applicationId);
  const change = (applicationId: number, patch: Partial<ShortlistEntryInput>) =>
    setEntries((all) =>
      all.map((entry) => (entry.applicationId === applicationId ? { ...entry, ...patch } : entry)),
    );

  const submit = async () => {
    setSaving(true);
    setProblem(null);
    setSaid('');
    try {
      const saved = await save(shortlist.id, { title, entries });
      setEntries(saved.items.map(inputOf));
      setSaid('Saved: this is what the client will see.');
      onSaved(saved);
    } catch (error) {
      setProblem(toRequestProblem(error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      aria-label="Candidates and what is shared"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          required
        />
        {entries.map((entry) => {
          const item = itemOf(entry.applicationId);
          const name = item?.name ?? `Applicant ${entry.applicationId}`;
          return (
            <Fieldset key={entry.applicationId} legend={name}>
              <Stack gap="xs">
                {item?.hiddenFromClient ? (
                  <Text size="sm" c="red.8">
                    {item.status.label}: the client no longer sees this candidate.
                  </Text>
                ) : null}
                <Group gap="lg">
                  <Checkbox label="Name" checked disabled description="Always shared" />
                  <Checkbox
                    label="Summary"
                    checked={entry.shareSummary}
                    onChange={(event) =>
                      change(entry.applicationId, { shareSummary: event.currentTarget.checked })
                    }
                  />
                  <Checkbox
                    label="Résumé"
                    checked={entry.shareResume}
                    disabled={!item?.hasResume}
                    description={item?.hasResume ? undefined : 'No résumé on file'}
                    onChange={(event) =>
                      change(entry.applicationId, { shareResume: event.currentTarget.checked })
                    }
                  />
                  <Checkbox
                    label="My note"
                    checked={entry.shareNote}
                    onChange={(event) =>
                      change(entry.applicationId, { shareNote: event.currentTarget.checked })
                    }
                  />
                </Group>
                <Textarea
                  label={`Summary of ${name} for the client`}
                  rows={2}
                  value={entry.summary}
                  onChange={(event) => change(entry.applicationId, { summary: event.currentTarget.value })}
                />
                <Textarea
                  label={`My note on ${name}`}
                  description="Shared only when “My note” is ticked."
                  rows={1}
                  value={entry.note}
                  onChange={(event) => change(entry.applicationId, { note: event.currentTarget.value })}
                />
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    disabled={entries.length === 1}
                    onClick={() =>
                      setEntries((all) => all.filter((other) => other.applicationId !== entry.applicationId))
                    }
                  >
                    Remove {name}
                  </Button>
                </Group>
              </Stack>
            </Fieldset>
          );
        })}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" variant="light" loading={saving} disabled={disabled}>
            Save
          </Button>
          <Text size="sm" role="status" aria-live="polite">
            {said}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
