// What /admin/following holds (the route puts it in the staff page frame): the careers a recruiter hears
// about (docs/decisions/0050), each with an e-mail for each new application, a daily digest, or nothing, saved
// as it is chosen; and when the digest goes, on the reader's own clock. Saves are said aloud politely, without
// moving focus.
import '@mantine/core/styles/Divider.css';
import { Divider, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { Following } from '#contracts/staff-notifications.ts';
import { CareerFollowRow } from './career-follow-row';
import { DigestSettingsForm } from './digest-settings-form';
import { saveDigestSettings, saveFollow } from './following-api';

export function FollowingSettings({ following }: { following: Following }) {
  const [announcement, setAnnouncement] = useState('');
  // The same sentence twice (two saves alike) must still be heard: clear, then say it.
  const announce = (message: string) => {
    setAnnouncement('');
    queueMicrotask(() => setAnnouncement(message));
  };
  const { careers, digest } = following;
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="following-careers">
        <Title order={2} size="h4" id="following-careers">
          Careers
        </Title>
        {careers.length === 0 ? (
          <Text mt="sm">There are no careers yet.</Text>
        ) : (
          <Stack gap={0} mt="xs">
            {careers.map((career, index) => (
              <div key={career.id}>
                {index > 0 ? <Divider /> : null}
                <CareerFollowRow
                  career={career}
                  onSave={(delivery) => saveFollow(career.id, delivery)}
                  announce={announce}
                />
              </div>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="following-digest">
        <Title order={2} size="h4" id="following-digest" mb="xs">
          Daily digest
        </Title>
        <DigestSettingsForm settings={digest} onSave={saveDigestSettings} announce={announce} />
      </Paper>
    </>
  );
}
