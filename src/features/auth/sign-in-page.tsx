// Staff sign-in (/admin/login): username and password with show/hide, inline errors from the shared
// schema, the server's message on failure, and afterwards the page the person came from or the dashboard.
import '#src/lib/mantine-form-styles.ts';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import { Alert, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { type SignInRequest, signInRequestSchema } from '#contracts/auth.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { site } from '#src/content/site.ts';
import { focusFirstError } from '#src/lib/focus-first-error.ts';
import { useSession } from '#src/lib/session/use-session.ts';
import { afterSignIn } from './safe-redirect';

export interface SignInPageProps {
  /** Where to go once signed in (already checked to be a path on this site). @default the dashboard */
  redirect?: string | undefined;
}

const validate = schemaResolver(signInRequestSchema, { sync: true });

export function SignInPage({ redirect }: SignInPageProps) {
  const { status, signingIn, error, signIn } = useSession();
  const navigate = useNavigate();
  const errorRef = useRef<HTMLDivElement>(null);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const form = useForm<SignInRequest>({
    initialValues: { username: '', password: '' },
    validate,
  });

  useEffect(() => {
    if (status === 'signedIn') void navigate({ href: afterSignIn(redirect), replace: true });
  }, [status, redirect, navigate]);

  useEffect(() => {
    if (error && status === 'signedOut') errorRef.current?.focus();
  }, [error, status]);

  const showError = error !== null && status === 'signedOut';

  return (
    <Container size={420} py={64}>
      <Title order={1} ta="center">
        Staff sign-in
      </Title>
      <Text c="dimmed" ta="center" mt="xs">
        For {site.name} admins, recruiters and employees.
      </Text>
      <Paper withBorder shadow="sm" p="lg" mt="lg" radius="md">
        <form
          noValidate
          onSubmit={form.onSubmit(
            (values) => signIn(values),
            (_errors, _values, event) => focusFirstError(event?.currentTarget as HTMLElement | undefined),
          )}
        >
          <Stack>
            {showError && (
              <Alert ref={errorRef} tabIndex={-1} color="red" role="alert" title="Could not sign in">
                {error}
              </Alert>
            )}
            <TextInput
              label="Username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              visible={passwordVisible}
              onVisibilityChange={setPasswordVisible}
              visibilityToggleButtonProps={{
                'aria-label': passwordVisible ? 'Hide password' : 'Show password',
                tabIndex: 0,
              }}
              {...form.getInputProps('password')}
            />
            <AppButton primary loading={signingIn} fullWidth mt="xs">
              Sign in
            </AppButton>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
