// /my-application/{token}: the candidate's own view of one application (docs/decisions/0022): the job, when
// they applied, where it stands in their words, the way it came, and "Withdraw my application" while it is
// open.
import '#src/lib/mantine-staff-styles.ts';
import { Container, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useState } from 'react';
import type { MyApplication } from '#contracts/my-application.ts';
import { formatDay } from '#src/lib/staff-dates.ts';
import { InterviewSlot } from './interview-slot';
import { WithdrawSection, type WithdrawSectionProps } from './withdraw-section';

export interface MyApplicationPageProps extends Pick<WithdrawSectionProps, 'withdraw' | 'onClosed'> {
  application: MyApplication;
}

export function MyApplicationPage({ application: loaded, withdraw, onClosed }: MyApplicationPageProps) {
  const [application, setApplication] = useState(loaded);
  const { timeline } = application;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Your application</Title>
          <Text size="lg" fw={600} mt="xs">
            {application.jobTitle}
          </Text>
          <Text c="dimmed">
            Job ID {application.jobId} · applied on{' '}
            <time dateTime={application.appliedAt}>{formatDay(application.appliedAt)}</time>
          </Text>
        </div>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="stage-heading">
          <Text size="sm" c="dimmed" id="stage-heading">
            Where it stands
          </Text>
          <Title order={2} size="h3" mt={4}>
            {application.stage.label}
          </Title>
          <Text mt="xs">{application.stage.description}</Text>
        </Paper>
        <InterviewSlot />
        <section aria-labelledby="timeline-heading">
          <Title order={2} size="h4" id="timeline-heading" mb="sm">
            How it went
          </Title>
          <Timeline active={timeline.length - 1} bulletSize={16} lineWidth={2}>
            {timeline.map((step) => (
              <Timeline.Item key={`${step.label}-${step.at}`} title={step.label}>
                <Text size="sm" c="dimmed">
                  <time dateTime={step.at}>{formatDay(step.at)}</time>
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </section>
        {loaded.canWithdraw ? (
          <WithdrawSection
            jobTitle={application.jobTitle}
            withdraw={withdraw}
            onWithdrawn={setApplication}
            onClosed={onClosed}
          />
        ) : null}
      </Stack>
    </Container>
  );
}
