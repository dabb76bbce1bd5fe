// An applicant's stage history: who moved them, when, from which status to which, a rejection's reason, the
// note and whether the move was undone; and, in the same timeline, every e-mail about them with where it
// stands (docs/decisions/0021).
import { Loader, Stack, Text, Timeline } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ApplicationStatus } from '#contracts/application-status.ts';
import type { ApplicantMail, MailState } from '#contracts/outgoing-mail.ts';
import type { HistoryEntry } from '#contracts/recruiter.ts';
import { statusLabel } from '#machines/applicant-pipeline.ts';
import { fetchApplicantMails, fetchHistory } from './recruiter-api';

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

/** Where an e-mail stands, in words. */
const MAIL_STATE: Record<MailState, (mail: ApplicantMail) => string> = {
  queued: (mail) => `E-mail waiting, goes at ${when(mail.sendAt)}`,
  // Handed to the mail server now: too late to stop (docs/decisions/0040).
  sending: () => 'E-mail being sent now',
  sent: (mail) => `E-mail sent ${when(mail.sentAt ?? mail.sendAt)}`,
  failed: () => 'E-mail failed: an admin can send it again from Outgoing e-mail',
  cancelled: () => 'E-mail not sent: stopped',
};

type Row = { at: string; move: HistoryEntry } | { at: string; mail: ApplicantMail };

export function ApplicantHistory({ applicationId, statuses, currentStatus }: ApplicantHistoryProps) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    // Refetched when the status changes, so a move just made (and its e-mail) shows at once.
    void currentStatus;
    Promise.all([fetchHistory(applicationId), fetchApplicantMails(applicationId)])
      .then(([moves, mails]) => {
        if (!live) return;
        const merged: Row[] = [
          ...moves.map((move) => ({ at: move.changedAt, move })),
          ...mails.map((mail) => ({ at: mail.createdAt, mail })),
        ];
        // Oldest first; a move comes before the e-mail it sent.
        setRows(merged.sort((a, b) => a.at.localeCompare(b.at) || ('move' in a ? -1 : 1)));
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [applicationId, currentStatus]);

  if (failed) return <Text size="sm">The history could not be loaded.</Text>;
  if (!rows) return <Loader size="sm" aria-label="Loading history" />;
  return (
    <Timeline active={rows.length} bulletSize={14} lineWidth={2}>
      {rows.map((row) =>
        'move' in row ? (
          <Timeline.Item
            key={`move-${row.move.id}`}
            title={
              row.move.fromStatus
                ? `${statusLabel(row.move.fromStatus, statuses)} → ${statusLabel(row.move.toStatus, statuses)}`
                : statusLabel(row.move.toStatus, statuses)
            }
          >
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {when(row.move.changedAt)} · {row.move.changedBy ?? 'Applicant'}
              </Text>
              {row.move.undoesId ? (
                <Text size="sm">Move undone: back in {statusLabel(row.move.toStatus, statuses)}</Text>
              ) : row.move.voided ? (
                <Text size="sm">Undone</Text>
              ) : null}
              {row.move.reason ? <Text size="sm">Reason: {row.move.reason}</Text> : null}
              {row.move.note ? <Text size="sm">{row.move.note}</Text> : null}
            </Stack>
          </Timeline.Item>
        ) : (
          <Timeline.Item
            key={`mail-${row.mail.id}`}
            title={`E-mail: ${row.mail.subject}`}
            lineVariant="dashed"
          >
            <Text size="xs" c="dimmed">
              {MAIL_STATE[row.mail.state](row.mail)}
            </Text>
          </Timeline.Item>
        ),
      )}
    </Timeline>
  );
}
