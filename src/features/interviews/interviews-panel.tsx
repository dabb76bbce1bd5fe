// The interviews of one application: each with its state and the actions its machine allows, and "Propose
// interview" while the applicant is in "Interviewing". What changed is announced politely, and focus goes to
// the interview it changed (its card is drawn anew from the server's answer).
import '#src/lib/mantine-staff-styles.ts';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { Interview, InterviewProposal } from '#contracts/interviews.ts';
import type { InterviewActor } from '#machines/interview-rules.ts';
import { InterviewCard, type InterviewCardProps } from './interview-card';
import { actOnInterview, fetchApplicationInterviews, proposeInterview } from './interviews-api';
import { ProposeInterviewDialog, type StaffChoice } from './propose-interview-dialog';

export interface InterviewsPanelProps {
  applicationId: number;
  /** The career applied for: the panel's heading. */
  careerTitle: string;
  /** The applicant is in "Interviewing": new interviews can be proposed. */
  interviewing: boolean;
  /** Who may be chosen to interview. */
  staff: readonly StaffChoice[];
  /** The viewer's part: a recruiter on the person page. @default 'recruiter' */
  by?: InterviewActor;
  /** Hides the panel while the application has no interviews and none can be proposed. @default true */
  hideWhenEmpty?: boolean;
  /** The calls (the API by default; tests give their own). */
  load?: (applicationId: number) => Promise<Interview[]>;
  propose?: (proposal: InterviewProposal) => Promise<Interview>;
  act?: InterviewCardProps['act'];
}

export function InterviewsPanel({
  applicationId,
  careerTitle,
  interviewing,
  staff,
  by = 'recruiter',
  hideWhenEmpty = true,
  load = fetchApplicationInterviews,
  propose = proposeInterview,
  act = actOnInterview,
}: InterviewsPanelProps) {
  const [interviews, setInterviews] = useState<Interview[] | { problem: string } | null>(null);
  const [proposing, setProposing] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const focusOn = useRef<number | null>(null);

  useEffect(() => {
    let current = true;
    load(applicationId)
      .then((list) => current && setInterviews(list))
      .catch((error: Error) => current && setInterviews({ problem: error.message }));
    return () => {
      current = false;
    };
  }, [applicationId, load]);

  // After a change the card is new: its heading takes focus so keyboard users stay where they were.
  useEffect(() => {
    if (focusOn.current === null) return;
    document.getElementById(`interview-${focusOn.current}`)?.focus();
    focusOn.current = null;
  });

  const changed = (interview: Interview, said: string) => {
    setInterviews((list) =>
      Array.isArray(list)
        ? list.some((i) => i.id === interview.id)
          ? list.map((i) => (i.id === interview.id ? interview : i))
          : [interview, ...list]
        : [interview],
    );
    setAnnouncement(said);
    focusOn.current = interview.id;
  };

  const list = Array.isArray(interviews) ? interviews : [];
  if (hideWhenEmpty && !interviewing && Array.isArray(interviews) && interviews.length === 0) return null;
  // Everyone already on an interview of this application can be chosen again, beside the staff given.
  const choices = [...staff];
  for (const person of list.flatMap((i) => i.interviewers))
    if (!choices.some((c) => c.userId === person.userId)) choices.push(person);
  const headingId = `interviews-${applicationId}`;

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            Interviews: {careerTitle}
          </Title>
          {interviewing ? (
            <Button variant="light" onClick={() => setProposing((n) => n + 1)}>
              Propose interview
            </Button>
          ) : null}
        </Group>
        <Text size="sm" role="status" aria-live="polite">
          {announcement}
        </Text>
        {interviews === null ? <Loader size="sm" aria-label="Loading the interviews" /> : null}
        {interviews !== null && !Array.isArray(interviews) ? (
          <Text c="red.8" role="alert">
            The interviews could not be loaded. {interviews.problem}
          </Text>
        ) : null}
        {Array.isArray(interviews) && interviews.length === 0 ? (
          <Text size="sm" c="dimmed">
            No interviews yet.
          </Text>
        ) : null}
        {list.map((interview) => (
          <InterviewCard
            // A changed interview is a new card: its machine starts from the server's answer.
            key={`${interview.id}:${interview.updatedAt}:${interview.state}`}
            interview={interview}
            by={by}
            act={act}
            onChanged={changed}
          />
        ))}
        {proposing > 0 ? (
          <ProposeInterviewDialog
            // Each opening starts from an empty form.
            key={proposing}
            opened
            applicationId={applicationId}
            staff={choices}
            propose={propose}
            onClose={() => setProposing(0)}
            onProposed={(interview) => {
              setProposing(0);
              changed(
                interview,
                interview.state === 'proposed'
                  ? 'Interview proposed: the candidate is asked to choose a time.'
                  : 'Interview booked: the invitations are sent.',
              );
            }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
