// An applicant's stage history: who moved them, when, from which status to which, a rejection's reason, and
// the note.
import { Loader, Stack, Text, Timeline } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ApplicationStatus } from '#contracts/application-status.ts';
import type { HistoryEntry } from '#contracts/recruiter.ts';
import { statusLabel } from '#machines/applicant-pipeline.ts';
import { fetchHistory } from './recruiter-api';

export interface ApplicantHistoryProps {
  applicationId: number;
  statuses: readonly ApplicationStatus[];
  /** Changes whenever the applicant moves, so the history reloads. */
  currentStatus: string;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

export function ApplicantHistory({ applicationId, statuses, currentStatus }: ApplicantHistoryProps) {
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    // Refetched when the status changes, so a move just made shows at once.
    void currentStatus;
    fetchHistory(applicationId)
      .then((rows) => live && setEntries(rows))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [applicationId, currentStatus]);

  if (failed) return <Text size="sm">The history could not be loaded.</Text>;
  if (!entries) return <Loader size="sm" aria-label="Loading history" />;
  return (
    <Timeline active={entries.length} bulletSize={14} lineWidth={2}>
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.id}
          title={
            entry.fromStatus
              ? `${statusLabel(entry.fromStatus, statuses)} → ${statusLabel(entry.toStatus, statuses)}`
              : statusLabel(entry.toStatus, statuses)
          }
        >
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {when(entry.changedAt)} · {entry.changedBy ?? 'Applicant'}
            </Text>
            {entry.reason ? <Text size="sm">Reason: {entry.reason}</Text> : null}
            {entry.note ? <Text size="sm">{entry.note}</Text> : null}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
