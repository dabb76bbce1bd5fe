// Add or edit a client: checked with the server's schema as you go; the server's messages beside the fields.
import { Paper, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type ReactNode, useRef } from 'react';
import { type Client, type ClientFormInput, clientFormSchema } from '#contracts/admin-clients.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { focusFirstError } from '#src/lib/focus-first-error.ts';
import { useSubmit } from '#src/lib/use-submit.ts';

export interface ClientFormProps {
  /** The client being edited; absent when adding. */
  client?: Client;
  onSave: (form: ClientFormInput) => Promise<Client>;
  onSaved: (client: Client) => void;
  submitLabel: string;
  /** Beside the submit button (e.g. Cancel). */
  extra?: ReactNode;
}

const validate = schemaResolver(clientFormSchema, { sync: true });
const fields = [
  'name',
  'contactPerson',
  'email',
  'phone',
  'industry',
  'country',
  'address',
  'notes',
] as const;

export function ClientForm({ client, onSave, onSaved, submitLabel, extra }: ClientFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    initialValues: Object.fromEntries(fields.map((field) => [field, client?.[field] ?? ''])) as Record<
      (typeof fields)[number],
      string
    >,
    validateInputOnBlur: true,
    validate,
  });
  const { busy, submit } = useSubmit(form);
  const onSubmit = form.onSubmit(
    async (values) => {
      const saved = await submit(() => onSave(values), formRef.current);
      if (saved) onSaved(saved);
    },
    () => focusFirstError(formRef.current),
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={client ? 'Edit client' : 'Add a client'}>
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Company name" required maxLength={120} {...form.getInputProps('name')} />
            <TextInput
              label="Industry"
              maxLength={80}
              placeholder="Healthcare"
              {...form.getInputProps('industry')}
            />
            <TextInput label="Contact person" maxLength={100} {...form.getInputProps('contactPerson')} />
            <TextInput label="E-mail" type="email" maxLength={254} {...form.getInputProps('email')} />
            <TextInput
              label="Phone"
              type="tel"
              maxLength={24}
              placeholder="+44 161 496 0142"
              description="With the country code"
              {...form.getInputProps('phone')}
            />
            <TextInput
              label="Country"
              maxLength={60}
              placeholder="United Kingdom"
              {...form.getInputProps('country')}
            />
          </SimpleGrid>
          <Textarea
            label="Address"
            rows={2}
            resize="vertical"
            maxLength={300}
            {...form.getInputProps('address')}
          />
          <Textarea
            label="Notes"
            description="What we do for them, who to talk to, anything the team should know"
            rows={3}
            resize="vertical"
            maxLength={2000}
            {...form.getInputProps('notes')}
          />
          <div>
            <AppButton primary loading={busy}>
              {submitLabel}
            </AppButton>
            {extra}
          </div>
        </Stack>
      </Paper>
    </form>
  );
}
