// Every application of the person, newest first: the career, its status, when they applied, the résumé, the
// stage history and the e-mails sent to them about it.
import '@mantine/core/styles/List.css';
import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { MAIL_KIND_LABELS } from '#contracts/outgoing-mail.ts';
import type { PersonApplication } from '#contracts/people.ts';
import { formatDay, formatDayTime } from '#src/lib/staff-dates.ts';
import { ResumeDownload } from './resume-download';

const MAIL_STATES = {
  queued: 'waiting',
  sending: 'sending',
  sent: 'sent',
  failed: 'failed',
  cancelled: 'stopped',
};

export function PersonApplications({ applications }: { applications: readonly PersonApplication[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="person-applications">
      <Title order={2} size="h4" id="person-applications">
        Applications ({applications.length})
      </Title>
      {applications.length === 0 ? <Text c="dimmed">No applications on this record.</Text> : null}
      {applications.map((application) => (
        <ApplicationCard key={application.id} application={application} />
      ))}
    </Stack>
  );
}

function ApplicationCard({ application: a }: { application: PersonApplication }) {
  const headingId = `application-${a.id}`;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Title order={3} size="h5" id={headingId}>
            <Link to="/admin/RecruiterJobManagement/$careerId" params={{ careerId: String(a.career.id) }}>
              {a.career.title}
            </Link>
          </Title>
          <Text size="sm" c="dimmed">
            {a.career.jobId} · applied {formatDay(a.appliedAt)}
          </Text>
        </div>
        <Badge variant="light">{a.status.label}</Badge>
      </Group>
      <Text size="sm" mt="xs" component="div">
        Résumé:{' '}
        {a.resume?.filename ? (
          <ResumeDownload applicationId={a.id} filename={a.resume.filename} />
        ) : (
          <Text span c="dimmed" size="sm">
            none uploaded
          </Text>
        )}
      </Text>
      <Title order={4} size="h6" mt="sm">
        Stage history
      </Title>
      <List size="sm" spacing={2}>
        {a.history.map((entry) => (
          <List.Item key={entry.id}>
            <time dateTime={entry.changedAt}>{formatDayTime(entry.changedAt)}</time>:{' '}
            {entry.fromStatus ? `${entry.fromStatus} → ${entry.toStatus}` : entry.toStatus}
            {entry.changedBy ? ` by ${entry.changedBy}` : ''}
            {entry.reason ? ` (${entry.reason})` : ''}
            {entry.voided ? ' (undone)' : ''}
          </List.Item>
        ))}
      </List>
      <Title order={4} size="h6" mt="sm">
        E-mails to them
      </Title>
      {a.mails.length === 0 ? (
        <Text size="sm" c="dimmed">
          None.
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {a.mails.map((mail) => (
            <List.Item key={mail.id}>
              <time dateTime={mail.createdAt}>{formatDayTime(mail.createdAt)}</time>: “{mail.subject}” (
              {MAIL_KIND_LABELS[mail.kind]}, {MAIL_STATES[mail.state]})
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
