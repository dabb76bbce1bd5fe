// /admin/profile: the person's own details and password. With required=true (first sign-in: profile
// incomplete, or a one-time password to replace) it says why they are here, offers a way to sign out (the
// header with its menu is hidden on this step) and goes on to the dashboard once both are done.
import '#src/lib/mantine-staff-styles.ts';
import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Profile } from '#contracts/auth.ts';
import { DASHBOARD_PAGE } from '#src/lib/session/staff-access.ts';
import { useSession } from '#src/lib/session/use-session.ts';
import { toast } from '#src/lib/toast.ts';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';

export interface ProfilePageProps {
  profile: Profile;
  /** Arrived from the guard because the first sign-in is not finished. @default false */
  required?: boolean;
}

const roleNames: Record<Profile['role'], string> = {
  ADMIN: 'Administrator',
  RECRUITER: 'Recruiter',
  EMPLOYEE: 'Employee',
};

export function ProfilePage({ profile: loaded, required = false }: ProfilePageProps) {
  const { user, updateUser, logout } = useSession();
  const navigate = useNavigate();
  const [profile, setProfile] = useState(loaded);
  const oneTimePassword = user?.mustChangePassword ?? false;

  /** On the required step, the dashboard opens once the profile is complete and the password their own. */
  const continueIfDone = (done: { profileComplete: boolean; mustChangePassword: boolean }) => {
    if (required && done.profileComplete && !done.mustChangePassword) void navigate({ to: DASHBOARD_PAGE });
  };

  const saved = (next: Profile) => {
    setProfile(next);
    updateUser({ displayName: next.fullName, profileComplete: next.profileComplete });
    toast.success(
      oneTimePassword
        ? 'Your profile has been saved. Now choose a password of your own.'
        : 'Your profile has been saved.',
    );
    continueIfDone({ profileComplete: next.profileComplete, mustChangePassword: oneTimePassword });
  };

  const passwordChanged = () => {
    updateUser({ mustChangePassword: false });
    continueIfDone({ profileComplete: profile.profileComplete, mustChangePassword: false });
  };

  return (
    <Container size="md" py="xl">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>Your profile</Title>
          <Text c="dimmed" mt={4}>
            Signed in as <strong>{profile.username}</strong> · {roleNames[profile.role]}
          </Text>
        </div>
        {required && (
          <Button variant="default" onClick={logout}>
            Sign out
          </Button>
        )}
      </Group>
      <Stack gap="sm" mt="md">
        {!profile.profileComplete && (
          <Alert color="yellow" title="Please complete your profile">
            Fill in your full name, e-mail, phone, designation and office to continue to the staff area.
          </Alert>
        )}
        {oneTimePassword && (
          <Alert color="yellow" title="Please choose a password of your own">
            You signed in with a one-time password from an administrator. Replace it below with a password
            only you know to continue to the staff area; the one-time password then stops working.
          </Alert>
        )}
      </Stack>
      <Paper withBorder p="lg" mt="lg" radius="md">
        <Title order={2} size="h3" mb="md">
          Your details
        </Title>
        <ProfileForm profile={profile} onSaved={saved} />
      </Paper>
      {(!required || oneTimePassword) && (
        <Paper withBorder p="lg" mt="lg" radius="md">
          <Title order={2} size="h3" mb="md">
            {oneTimePassword ? 'Choose your own password' : 'Change password'}
          </Title>
          <PasswordForm oneTimePassword={oneTimePassword} onChanged={passwordChanged} />
        </Paper>
      )}
    </Container>
  );
}
