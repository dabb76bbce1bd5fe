// Tags on the person ("java", "relocating"): each removable by its own labelled button, a field to add one.
// The list is announced politely when it changes.
import { CloseButton, Group, Pill, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { tagSchema } from '#contracts/people.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { toRequestProblem } from '#src/lib/request-problem.ts';

export interface PersonTagsProps {
  tags: readonly string[];
  add: (tag: string) => Promise<string[]>;
  remove: (tag: string) => Promise<string[]>;
  /** The tags as the server has them now. */
  onChange: (tags: string[]) => void;
}

export function PersonTags({ tags, add, remove, onChange }: PersonTagsProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const run = async (call: () => Promise<string[]>, done: string) => {
    setBusy(true);
    try {
      onChange(await call());
      setSaid(done);
      return true;
    } catch (failure) {
      const problem = toRequestProblem(failure);
      setError(problem.fields.tag ?? problem.message);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = tagSchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the tag.');
      input.current?.focus();
      return;
    }
    setError(null);
    if (await run(() => add(parsed.data), `Tag “${parsed.data}” added.`)) setDraft('');
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="person-tags">
      <Title order={2} size="h4" id="person-tags">
        Tags
      </Title>
      {tags.length === 0 ? (
        <Text size="sm" c="dimmed">
          No tags yet.
        </Text>
      ) : (
        <Group gap="xs" component="ul" aria-label="Tags" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tags.map((tag) => (
            <li key={tag}>
              <Pill size="md">
                <Group gap={4} wrap="nowrap">
                  {tag}
                  <CloseButton
                    size="xs"
                    aria-label={`Remove tag ${tag}`}
                    disabled={busy}
                    onClick={() => {
                      void run(() => remove(tag), `Tag “${tag}” removed.`).then(() => input.current?.focus());
                    }}
                  />
                </Group>
              </Pill>
            </li>
          ))}
        </Group>
      )}
      <form noValidate onSubmit={onSubmit} aria-label="Add a tag">
        <Group align="flex-start" gap="sm">
          <TextInput
            ref={input}
            label="New tag"
            maxLength={40}
            value={draft}
            error={error}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setError(null);
            }}
          />
          <AppButton primary loading={busy} mt={24}>
            Add tag
          </AppButton>
        </Group>
      </form>
      <Text size="xs" c="dimmed" role="status" aria-live="polite">
        {said}
      </Text>
    </Stack>
  );
}
