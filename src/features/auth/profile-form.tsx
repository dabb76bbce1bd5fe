// The person's own details: checked with the same schema the server uses; the server's field
// messages (an e-mail already in use) are shown beside the fields.
import { Alert, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { type Office, officeLabels, offices, type Profile, profileUpdateSchema } from '#contracts/auth.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { focusFirstError } from '#src/lib/focus-first-error.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import { saveProfile } from './profile-api';

export interface ProfileFormProps {
  profile: Profile;
  /** Called with the saved profile. */
  onSaved: (profile: Profile) => void;
}

interface ProfileValues {
  fullName: string;
  email: string;
  phone: string;
  designation: string;
  office: Office | '';
}

const validate = schemaResolver(profileUpdateSchema, { sync: true });
const officeOptions = offices.map((value) => ({ value, label: officeLabels[value] }));

export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ProfileValues>({
    initialValues: {
      fullName: profile.fullName,
      email: profile.email ?? '',
      phone: profile.phone ?? '',
      designation: profile.designation ?? '',
      office: profile.office ?? '',
    },
    validateInputOnBlur: true,
    validate,
  });

  const submit = form.onSubmit(
    async (values) => {
      setSaving(true);
      setProblem(null);
      try {
        onSaved(await saveProfile({ ...values, office: values.office as Office }));
      } catch (error) {
        const { message, fields } = toRequestProblem(error);
        form.setErrors(fields);
        setProblem(message);
      } finally {
        setSaving(false);
      }
    },
    (_errors, _values, event) => focusFirstError(event?.currentTarget as HTMLElement | undefined),
  );

  return (
    <form id="profile-form" noValidate onSubmit={submit} aria-label="Your details">
      <Stack>
        {problem && (
          <Alert color="red" role="alert" title="Your profile was not saved">
            {problem}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Full name" autoComplete="name" required {...form.getInputProps('fullName')} />
          <TextInput
            label="E-mail"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            placeholder="+91 98765 43210"
            description="With the country code: +91 or +44"
            required
            {...form.getInputProps('phone')}
          />
          <TextInput
            label="Designation"
            autoComplete="organization-title"
            required
            {...form.getInputProps('designation')}
          />
          <Select
            label="Office"
            placeholder="Choose your office"
            data={officeOptions}
            required
            allowDeselect={false}
            {...form.getInputProps('office')}
          />
        </SimpleGrid>
        <div>
          <AppButton primary loading={saving}>
            Save profile
          </AppButton>
        </div>
      </Stack>
    </form>
  );
}
