// One entry of the board's applicants panel (docs/requirements.md#applicants-panel): name, status, applied
// date, phone, location, résumé.
import { Anchor, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { BoardApplication } from '#contracts/recruiter.ts';
import { formatDate, locationText } from './board-rules';
import { ResumeLink } from './resume-link';

export interface ApplicantSummaryProps {
  applicant: BoardApplication;
}

/** Memoised: typing a search re-renders the board, not the entries that stay in view unchanged. */
export const ApplicantSummary = memo(function ApplicantSummary({ applicant }: ApplicantSummaryProps) {
  return (
    <Stack gap={2} py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Text fw={600} size="sm">
        {applicant.name}
      </Text>
      <Text size="xs">{applicant.status.label}</Text>
      <Text size="xs" c="dimmed">
        Applied {formatDate(applicant.appliedAt)}
      </Text>
      {applicant.mobile ? (
        <Anchor href={`tel:${applicant.mobile.replace(/[^\d+]/g, '')}`} size="xs">
          {applicant.mobile}
        </Anchor>
      ) : null}
      {locationText(applicant) ? <Text size="xs">{locationText(applicant)}</Text> : null}
      <ResumeLink applicationId={applicant.id} filename={applicant.resumeFilename} />
    </Stack>
  );
});
