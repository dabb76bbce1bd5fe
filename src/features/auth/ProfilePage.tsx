// /admin/profile: the person's own details and password. With required=true (first sign-in, profile
// incomplete) it says why they are here and goes on to the dashboard once the profile is saved.
import '../../lib/mantine-staff-styles';
import { Alert, Container, Paper, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Profile } from '../../../contracts/auth';
import { toast } from '../../lib/toast';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { DASHBOARD_PATH } from './staff-access';
import { useSession } from './use-session';

export interface ProfilePageProps {
  profile: Profile;
  /** Arrived from the guard because the profile is incomplete. @default false */
  required?: boolean;
}

const roleNames: Record<Profile['role'], string> = {
  ADMIN: 'Administrator',
  RECRUITER: 'Recruiter',
  EMPLOYEE: 'Employee',
};

export function ProfilePage({ profile: loaded, required = false }: ProfilePageProps) {
  const { updateUser } = useSession();
  const navigate = useNavigate();
  const [profile, setProfile] = useState(loaded);

  const saved = (next: Profile) => {
    setProfile(next);
    updateUser({ displayName: next.fullName, profileComplete: next.profileComplete });
    toast.success('Your profile has been saved.');
    if (required) void navigate({ to: DASHBOARD_PATH });
  };

  return (
    <Container size="md" py="xl">
      <Title order={1}>Your profile</Title>
      <Text c="dimmed" mt={4}>
        Signed in as <strong>{profile.username}</strong> · {roleNames[profile.role]}
      </Text>
      {(required || !profile.profileComplete) && (
        <Alert color="yellow" mt="md" title="Please complete your profile">
          Fill in your full name, e-mail, phone, designation and office to continue to the staff area.
        </Alert>
      )}
      <Paper withBorder p="lg" mt="lg" radius="md">
        <Title order={2} size="h3" mb="md">
          Your details
        </Title>
        <ProfileForm profile={profile} onSaved={saved} />
      </Paper>
      {!required && (
        <Paper withBorder p="lg" mt="lg" radius="md">
          <Title order={2} size="h3" mb="md">
            Change password
          </Title>
          <PasswordForm />
        </Paper>
      )}
    </Container>
  );
}
