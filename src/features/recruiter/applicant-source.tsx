// Where an applicant came from (docs/decisions/0018), on their card: the source their application carried (a
// ?ref=, a campaign, the site that linked to the job). Admins can set it by hand for someone who applied
// another way.
import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { SOURCE_MAX_LENGTH } from '#contracts/application-source.ts';
import type { BoardApplication } from '#contracts/recruiter.ts';
import { toast } from '#src/lib/toast.ts';
import { useSubmit } from '#src/lib/use-submit.ts';
import { setApplicantSource } from './recruiter-api';

export interface ApplicantSourceProps {
  applicant: Pick<BoardApplication, 'id' | 'name' | 'source'>;
  /** Admins may set it. @default false */
  editable?: boolean;
}

export function ApplicantSource({ applicant, editable = false }: ApplicantSourceProps) {
  const [source, setSource] = useState(applicant.source);
  const [draft, setDraft] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  // The server's message for the field goes under it, its message into a toast.
  const { busy, submit } = useSubmit({ setErrors: (errors) => setError(errors.source) });

  const edit = (next: string | undefined) => {
    setDraft(next);
    setError(undefined);
  };
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const saved = await submit(() => setApplicantSource(applicant.id, draft ?? ''), form);
    if (!saved) return;
    toast.success(`The source of ${applicant.name}’s application was saved.`);
    setSource(saved.source);
    edit(undefined);
  };

  if (draft !== undefined) {
    return (
      <form onSubmit={save} aria-label={`Source of ${applicant.name}’s application`}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            size="xs"
            label="Source"
            description="Where they heard of the job, e.g. a job fair or a referral"
            value={draft}
            error={error}
            maxLength={SOURCE_MAX_LENGTH}
            onChange={(event) => setDraft(event.currentTarget.value)}
            data-autofocus
            autoFocus
          />
          <Button size="xs" type="submit" loading={busy}>
            Save
          </Button>
          <Button size="xs" variant="default" onClick={() => edit(undefined)} disabled={busy}>
            Cancel
          </Button>
        </Group>
      </form>
    );
  }
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {source ? `Source: ${source}` : 'Source not recorded'}
      </Text>
      {editable ? (
        <Anchor component="button" type="button" size="sm" onClick={() => edit(source ?? '')}>
          {source ? 'Change source' : 'Set source'}
        </Anchor>
      ) : null}
    </Group>
  );
}
