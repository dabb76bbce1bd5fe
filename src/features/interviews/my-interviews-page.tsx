// /admin/interviews: the interviews the signed-in staff member is an interviewer on, for every role. Upcoming
// first, soonest first (those still waiting for the candidate's choice by their first time offered); then the
// past ones, newest first, each with the way to its scorecard once it has taken place.
import '#src/lib/mantine-staff-styles.ts';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { Interview } from '#contracts/interviews.ts';
import { OPEN_INTERVIEW_STATES } from '#machines/interview-rules.ts';
import { useNow } from '#src/lib/time-zones.ts';
import { InterviewCard, type InterviewCardProps } from './interview-card';
import { actOnInterview } from './interviews-api';

export interface MyInterviewsPageProps {
  interviews: readonly Interview[];
  /** The viewer's part: admins and recruiters act as recruiters; everyone else as an interviewer. */
  by: InterviewCardProps['by'];
  /** The call for the cards' actions (the API by default). */
  act?: InterviewCardProps['act'];
}

/** When an interview is (or, while the candidate chooses, first could be): the lists' order. */
const timeOf = (i: Interview) =>
  Date.parse(i.startsAt ?? i.slots.map((s) => s.startsAt).sort()[0] ?? i.createdAt);

export function MyInterviewsPage({ interviews: loaded, by, act = actOnInterview }: MyInterviewsPageProps) {
  const [interviews, setInterviews] = useState(loaded);
  const [announcement, setAnnouncement] = useState('');
  const focusOn = useRef<number | null>(null);
  const now = useNow();
  useEffect(() => {
    if (focusOn.current === null) return;
    document.getElementById(`interview-${focusOn.current}`)?.focus();
    focusOn.current = null;
  });

  const upcoming = interviews
    .filter((i) => OPEN_INTERVIEW_STATES.includes(i.state))
    .sort((a, b) => timeOf(a) - timeOf(b));
  const past = interviews
    .filter((i) => !OPEN_INTERVIEW_STATES.includes(i.state))
    .sort((a, b) => timeOf(b) - timeOf(a));
  const changed = (interview: Interview, said: string) => {
    setInterviews((list) => list.map((i) => (i.id === interview.id ? interview : i)));
    setAnnouncement(said);
    focusOn.current = interview.id;
  };
  const card = (interview: Interview) => (
    <InterviewCard
      key={`${interview.id}:${interview.updatedAt}:${interview.state}`}
      interview={interview}
      by={by}
      act={act}
      onChanged={changed}
    >
      {/* Held, or its time has come: the interviewer's judgement is wanted while it is fresh. */}
      {interview.state === 'held' ||
      (interview.startsAt !== null && Date.parse(interview.startsAt) <= now) ? (
        <Anchor component={Link} to={`/admin/scorecards/${interview.id}`} size="sm" mt={4} display="block">
          Fill in the scorecard for {interview.candidateName}
        </Anchor>
      ) : null}
    </InterviewCard>
  );

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            My interviews
          </Title>
          <Text c="dimmed" mt={4}>
            The interviews you are on. Times are given at the office and in your own time zone.
          </Text>
        </div>
        <Text size="sm" role="status" aria-live="polite">
          {announcement}
        </Text>
        <Stack gap="sm" component="section" aria-labelledby="upcoming-interviews">
          <Title order={2} size="h4" id="upcoming-interviews">
            Upcoming ({upcoming.length})
          </Title>
          {upcoming.length === 0 ? <Text c="dimmed">Nothing coming up.</Text> : upcoming.map(card)}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="past-interviews">
          <Title order={2} size="h4" id="past-interviews">
            Past ({past.length})
          </Title>
          {past.length === 0 ? <Text c="dimmed">None yet.</Text> : past.map(card)}
        </Stack>
      </Stack>
    </Container>
  );
}
