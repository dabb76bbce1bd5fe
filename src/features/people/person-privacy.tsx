// Consent and retention: when they agreed to the privacy notice, and when the retention purge takes their
// record (the rule of server/services/retention.ts, worked out by the server).
import { Paper, Text, Title } from '@mantine/core';
import type { Person } from '#contracts/people.ts';
import { DetailList } from '#src/components/detail-list/detail-list.tsx';
import { formatDay } from '#src/lib/staff-dates.ts';

export function retentionText({
  applications,
  retention,
}: Pick<Person, 'applications' | 'retention'>): string {
  if (retention.months === null) return 'Kept: no retention period is set.';
  if (retention.purgeFrom)
    return `Purged from ${formatDay(retention.purgeFrom)} (${retention.months} months after the last change of each application).`;
  const kept = applications.filter((a) => a.purgeFrom === null).length;
  return `Kept while ${kept === 1 ? 'an application is' : `${kept} applications are`} not rejected or a no-show; those are purged ${retention.months} months after their last change.`;
}

export function PersonPrivacy({ person }: { person: Person }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="person-privacy">
      <Title order={2} size="h4" mb="sm" id="person-privacy">
        Consent and retention
      </Title>
      <DetailList
        details={[
          {
            term: 'Consent given',
            value: person.consentAt
              ? `${formatDay(person.consentAt)} (with their latest application)`
              : 'No application on this record',
            dimmed: !person.consentAt,
          },
          { term: 'Retention', value: retentionText(person) },
        ]}
      />
      <Text size="xs" c="dimmed" mt="xs">
        Erasing an application removes this record with the last of them.
      </Text>
    </Paper>
  );
}
