// /admin/rejection-reasons: the reasons the board offers when a recruiter rejects someone
// (docs/decisions/0020). A reason that has been used is switched off rather than deleted, so the history and
// the reports keep naming it.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { RejectionReason } from '#contracts/rejection-reasons.ts';
import { AdminPage } from '../shared/admin-page';
import { ReasonForm } from './reason-form';
import { addRejectionReason, updateRejectionReason } from './rejection-reasons-api';

export function RejectionReasonsPage({ reasons: loaded }: { reasons: RejectionReason[] }) {
  const [reasons, setReasons] = useState(loaded);
  const replace = (saved: RejectionReason) =>
    setReasons((list) =>
      list.some((r) => r.id === saved.id)
        ? list.map((r) => (r.id === saved.id ? saved : r))
        : [...list, saved],
    );
  const nextOrder = Math.max(0, ...reasons.map((r) => r.sortOrder)) + 1;
  return (
    <AdminPage
      title="Rejection reasons"
      description="What the board asks for when a recruiter rejects an applicant; the reports count them."
      back={{ to: '/admin/dashboard', label: 'Dashboard' }}
    >
      <Paper withBorder p="lg" radius="md">
        <Stack gap="lg">
          {reasons.length === 0 ? <Text>No reasons yet: rejections go without one.</Text> : null}
          {reasons.map((reason) => (
            <ReasonForm
              key={reason.id}
              reason={reason}
              sortOrder={reason.sortOrder}
              onSave={(input) => updateRejectionReason(reason.id, input)}
              onSaved={replace}
            />
          ))}
        </Stack>
      </Paper>
      <Title order={2} size="h4">
        Add a reason
      </Title>
      <ReasonForm sortOrder={nextOrder} onSave={addRejectionReason} onSaved={replace} />
    </AdminPage>
  );
}
