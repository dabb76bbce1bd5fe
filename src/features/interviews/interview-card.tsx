// One interview as staff see it: its state, time, place and people, and the actions its machine allows this
// viewer now (useInterviewMachine): reschedule, cancel with a reason, and once its time has come "Mark held"
// or "Candidate did not attend". A refusal by the server is said in the card; a change is handed up, where the
// panel announces it and draws the interview anew from the server's answer.
import { Alert, Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import {
  INTERVIEW_KIND_LABELS,
  INTERVIEW_STATE_LABELS,
  type Interview,
  type StaffInterviewAction,
} from '#contracts/interviews.ts';
import type { InterviewActor } from '#machines/interview-rules.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import { CancelInterviewDialog } from './cancel-interview-dialog';
import { InterviewDetails } from './interview-details';
import type { InterviewActionBody } from './interviews-api';
import { RescheduleDialog } from './reschedule-dialog';
import { useInterviewMachine } from './use-interview-machine';

export interface InterviewCardProps {
  interview: Interview;
  /** Who the viewer is to this interview: a recruiter, or one of its interviewers. */
  by: InterviewActor;
  act: (interviewId: number, action: StaffInterviewAction, body?: InterviewActionBody) => Promise<Interview>;
  /** The interview as the server answered after an action, and what to announce. */
  onChanged: (interview: Interview, announcement: string) => void;
  /** The card's heading level, to fit the page around it. @default 3 */
  headingOrder?: 3 | 4;
  /** More for the page to show in the card (the candidate on "My interviews", the scorecard link). */
  children?: ReactNode;
}

const DONE: Record<StaffInterviewAction, string> = {
  cancel: 'The interview is cancelled; the invitations are withdrawn.',
  held: 'Marked as held. The scorecards can be filled in now.',
  'no-show': 'Recorded: the candidate did not attend.',
  reschedule: 'The interview is rescheduled; the candidate is told.',
};

type Open = 'cancel' | 'reschedule' | null;

export function InterviewCard({
  interview,
  by,
  act,
  onChanged,
  headingOrder = 3,
  children,
}: InterviewCardProps) {
  const { may } = useInterviewMachine(interview, by);
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState<StaffInterviewAction | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const run = async (action: StaffInterviewAction, body?: InterviewActionBody) => {
    setBusy(action);
    setProblem(null);
    setFields({});
    try {
      const saved = await act(interview.id, action, body);
      setOpen(null);
      onChanged(saved, DONE[action]);
    } catch (failure) {
      const refused = toRequestProblem(failure);
      setFields(refused.fields);
      setProblem(Object.keys(refused.fields).length ? null : refused.message);
    } finally {
      setBusy(null);
    }
  };
  const close = () => {
    setOpen(null);
    setProblem(null);
    setFields({});
  };

  const headingId = `interview-${interview.id}`;
  const title = `${INTERVIEW_KIND_LABELS[interview.kind]} with ${interview.candidateName}`;
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb={4}>
        <Title order={headingOrder} size="h5" id={headingId} tabIndex={-1}>
          {title}
        </Title>
        <Badge variant="light" color={interview.state === 'cancelled' ? 'gray' : 'blue'}>
          {INTERVIEW_STATE_LABELS[interview.state]}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {interview.careerTitle}
      </Text>
      <InterviewDetails interview={interview} />
      {children}
      {problem && open === null ? (
        <Alert color="red" role="alert" mt="xs">
          {problem}
        </Alert>
      ) : null}
      <Group gap="xs" mt="sm">
        {may('held') ? (
          <Button
            size="compact-sm"
            loading={busy === 'held'}
            disabled={busy !== null}
            onClick={() => run('held')}
          >
            Mark held
          </Button>
        ) : null}
        {may('no_show') ? (
          <Button
            size="compact-sm"
            variant="light"
            loading={busy === 'no-show'}
            disabled={busy !== null}
            onClick={() => run('no-show')}
          >
            Candidate did not attend
          </Button>
        ) : null}
        {may('reschedule') ? (
          <Button
            size="compact-sm"
            variant="default"
            disabled={busy !== null}
            onClick={() => setOpen('reschedule')}
          >
            Reschedule
          </Button>
        ) : null}
        {may('cancel') ? (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red.8"
            disabled={busy !== null}
            onClick={() => setOpen('cancel')}
          >
            Cancel interview
          </Button>
        ) : null}
      </Group>
      <CancelInterviewDialog
        opened={open === 'cancel'}
        candidateName={interview.candidateName}
        busy={busy === 'cancel'}
        problem={problem}
        reasonError={fields.reason ?? null}
        onConfirm={(reason) => run('cancel', reason ? { reason } : {})}
        onClose={close}
      />
      {open === 'reschedule' ? (
        <RescheduleDialog
          opened
          office={interview.office}
          busy={busy === 'reschedule'}
          problem={problem}
          fields={fields}
          onConfirm={(slots) => run('reschedule', { slots })}
          onClose={close}
        />
      ) : null}
    </Paper>
  );
}
