// Add or edit a career: checked as you go with the schema the server uses; the server's own field
// messages (a client deleted meanwhile, a closing date passed) appear beside their fields.
import { Autocomplete, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef } from 'react';
import {
  type AdminCareer,
  type CareerFormInput,
  type CareerFormOptions,
  careerFormSchema,
} from '#contracts/admin-careers.ts';
import { employmentTypeLabels, employmentTypes } from '#contracts/value-lists.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { EditorDraftOffer } from '#src/components/editor-draft-offer/editor-draft-offer.tsx';
import { site } from '#src/content/site.ts';
import { useEditorDraft } from '#src/lib/editor-draft.ts';
import { focusFirstError } from '#src/lib/focus-first-error.ts';
import { useSubmit } from '#src/lib/use-submit.ts';
import { MarkdownField, markdownProps } from '../shared/markdown-field';

interface CareerValues {
  title: string;
  department: string;
  employmentType: string;
  location: string;
  experience: string;
  vacancies: number | string;
  description: string;
  clientSno: string | null;
  closingDate: string;
}

export interface CareerFormProps {
  /** The clients and departments to offer. */
  options: CareerFormOptions;
  /** The career being edited; absent when adding. */
  career?: AdminCareer;
  /** A client chosen beforehand (adding a job from a client's page). */
  clientSno?: number;
  /** Sends the form; answers the saved career. */
  onSave: (form: CareerFormInput) => Promise<AdminCareer>;
  /** Called with the saved career. */
  onSaved: (career: AdminCareer) => void;
  submitLabel: string;
}

const validate = schemaResolver(careerFormSchema, { sync: true });
const typeOptions = employmentTypes.map((value) => ({ value, label: employmentTypeLabels[value] }));
const { india, uk } = site.cities;
const LOCATION_HINTS = [`${india}, India`, `${uk}, UK`, 'Remote (India)', `Hybrid – ${uk}, UK`];

function initialValues(career: AdminCareer | undefined, clientSno: number | undefined): CareerValues {
  return {
    title: career?.title ?? '',
    department: career?.department ?? '',
    employmentType: career?.employmentType ?? '',
    location: career?.location ?? '',
    experience: career?.experience ?? '',
    vacancies: career?.vacancies ?? 1,
    description: career?.description ?? '',
    clientSno: career?.client ? String(career.client.sno) : clientSno ? String(clientSno) : null,
    closingDate: career?.closingDate ?? '',
  };
}

export function CareerForm({ options, career, clientSno, onSave, onSaved, submitLabel }: CareerFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<CareerValues>({
    initialValues: initialValues(career, clientSno),
    validateInputOnBlur: true,
    validate,
  });
  const { busy, submit } = useSubmit(form);
  // Unsaved work is kept in this browser and offered back, after a sign-out too (docs/decisions/0052).
  const draft = useEditorDraft({
    key: `career:${career?.id ?? 'new'}`,
    label: career ? `Career “${career.title}”` : 'New career',
    value: form.getValues(),
    onRestore: (kept) => form.setValues(kept),
  });
  const clientOptions = options.clients.map((client) => ({ value: String(client.sno), label: client.name }));

  const onSubmit = form.onSubmit(
    async (values) => {
      const saved = await submit(() => onSave(values as CareerFormInput), formRef.current);
      if (saved) {
        draft.clear();
        onSaved(saved);
      }
    },
    () => focusFirstError(formRef.current),
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={career ? 'Edit career' : 'Add a career'}>
      <Stack>
        <EditorDraftOffer draft={draft} />
        <Paper withBorder p="lg" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Job title" required maxLength={120} {...form.getInputProps('title')} />
            <Autocomplete
              label="Department"
              required
              maxLength={60}
              data={options.departments}
              description="Choose one in use or type a new one"
              {...form.getInputProps('department')}
            />
            <Select
              label="Employment type"
              required
              placeholder="Choose a type"
              data={typeOptions}
              allowDeselect={false}
              {...form.getInputProps('employmentType')}
            />
            <Autocomplete
              label="Location"
              required
              maxLength={120}
              data={LOCATION_HINTS}
              description={`A city and country, “Remote (India)” or “Hybrid – ${uk}, UK”`}
              {...form.getInputProps('location')}
            />
            <TextInput
              label="Experience"
              required
              maxLength={60}
              placeholder="2–4 years"
              {...form.getInputProps('experience')}
            />
            <NumberInput
              label="Vacancies"
              required
              min={1}
              max={500}
              allowDecimal={false}
              {...form.getInputProps('vacancies')}
            />
            <Select
              label="Client"
              placeholder={clientOptions.length ? `None (a ${site.name} job)` : 'No clients yet'}
              data={clientOptions}
              searchable
              clearable
              nothingFoundMessage="No client by that name"
              description={`Leave empty for a job at ${site.name} itself`}
              {...form.getInputProps('clientSno')}
            />
            <TextInput
              label="Closing date"
              type="date"
              description="Optional: the last day applications are taken"
              {...form.getInputProps('closingDate')}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <MarkdownField
            label="Description"
            required
            description="Markdown: the role, responsibilities and requirements"
            {...markdownProps(form.getInputProps('description'))}
          />
        </Paper>
        <div>
          <AppButton primary loading={busy}>
            {submitLabel}
          </AppButton>
        </div>
      </Stack>
    </form>
  );
}
