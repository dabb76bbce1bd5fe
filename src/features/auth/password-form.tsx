// Change password: the current password (a one-time one, at first sign-in) proves it is the person; the new
// one is typed twice.
import { Alert, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { passwordChangeSchema } from '#contracts/auth.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { focusFirstError } from '#src/lib/focus-first-error.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import { toast } from '#src/lib/toast.ts';
import { changePassword } from './profile-api';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const validateChange = schemaResolver(passwordChangeSchema, { sync: true });

function validate(values: PasswordValues) {
  const errors: Record<string, string> = validateChange(values) as Record<string, string>;
  if (!errors.newPassword && values.confirmPassword !== values.newPassword) {
    errors.confirmPassword = 'The two new passwords do not match.';
  }
  return errors;
}

export interface PasswordFormProps {
  /** The current password is a one-time one from an administrator, to be replaced. @default false */
  oneTimePassword?: boolean;
  /** Called once the new password is in place. @default none */
  onChanged?: () => void;
}

export function PasswordForm({ oneTimePassword = false, onChanged }: PasswordFormProps) {
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate,
  });

  const submit = form.onSubmit(
    async ({ currentPassword, newPassword }) => {
      setSaving(true);
      setProblem(null);
      try {
        await changePassword({ currentPassword, newPassword });
        form.reset();
        toast.success(
          oneTimePassword
            ? 'Your own password is set; the one-time password no longer works.'
            : 'Your password has been changed. You have been signed out everywhere else.',
        );
        onChanged?.();
      } catch (error) {
        const { message, fields } = toRequestProblem(error);
        form.setErrors(fields);
        if (Object.keys(fields).length === 0) setProblem(message);
      } finally {
        setSaving(false);
      }
    },
    (_errors, _values, event) => focusFirstError(event?.currentTarget as HTMLElement | undefined),
  );

  return (
    <form id="password-form" noValidate onSubmit={submit} aria-label="Change password">
      <Stack maw={420}>
        {problem && (
          <Alert color="red" role="alert" title="Your password was not changed">
            {problem}
          </Alert>
        )}
        <PasswordInput
          label="Current password"
          description={oneTimePassword ? 'The one-time password you signed in with' : undefined}
          autoComplete="current-password"
          required
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          description="At least 10 characters"
          autoComplete="new-password"
          required
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput
          label="Repeat the new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <div>
          <AppButton primary loading={saving}>
            {oneTimePassword ? 'Set my password' : 'Change password'}
          </AppButton>
        </div>
      </Stack>
    </form>
  );
}
