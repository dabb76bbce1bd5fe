// One interview on the candidate's status page. Proposed: the times offered, in the zone the candidate reads
// times in with the office's time beside, to choose one and book it. Booked: when and how, and until the
// cut-off "Choose another time" and "Cancel the interview"; after it, how to reach the firm instead. What is
// offered is what the interview's machine allows the candidate now (interview-choices.ts), the rules the
// server enforces. A time taken by someone else meanwhile is said politely, and the times still free are
// offered again.
import '#src/lib/mantine-form-styles.ts';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Anchor, Button, Group, Modal, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { firm } from '#contracts/firm.ts';
import { formatClockInZone, formatInZone } from '#contracts/interview-times.ts';
import {
  type CandidateInterview,
  INTERVIEW_KIND_LABELS,
  INTERVIEW_TEXTS,
  type InterviewState,
  OFFICE_ADDRESSES,
  OFFICE_LABELS,
  type Office,
} from '#contracts/interviews.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import { useNow } from '#src/lib/time-zones.ts';
import { useCandidateChoices } from './interview-choices';

/** Where the state stands, in the candidate's words (the staff's labels speak of "the candidate"). */
const STATE_WORDS: Record<InterviewState, string> = {
  proposed: 'Please choose a time',
  booked: 'Booked',
  rescheduled: 'Booked (moved)',
  held: 'Held',
  no_show: 'Missed',
  cancelled: 'Cancelled',
};

const OFFICE_CONTACTS: Record<Office, (typeof firm.offices)[keyof typeof firm.offices]> = {
  hyderabad: firm.offices.india,
  manchester: firm.offices.uk,
};

/** "Mon 29 Mar 2027, 14:30 (10:00 in Manchester)"; the office's day too when it is another day there. */
export function timeForCandidate(
  instant: string,
  timeZone: string,
  office: CandidateInterview['office'],
  officeZone: string,
) {
  const own = formatInZone(instant, timeZone);
  const atOffice = formatInZone(instant, officeZone);
  if (own === atOffice) return `${own} (${OFFICE_LABELS[office]} time too)`;
  const sameDay = own.slice(0, own.lastIndexOf(',')) === atOffice.slice(0, atOffice.lastIndexOf(','));
  return `${own} (${sameDay ? formatClockInZone(instant, officeZone) : atOffice} in ${OFFICE_LABELS[office]})`;
}

export interface InterviewBookingProps {
  interview: CandidateInterview;
  /** The zone the candidate reads times in. */
  timeZone: string;
  book: (interviewId: number, slotId: number) => Promise<CandidateInterview>;
  cancel: (interviewId: number) => Promise<CandidateInterview>;
  onChanged: (interview: CandidateInterview) => void;
  /** Reads the interviews again (a time was taken, or the cut-off passed, meanwhile). */
  refresh: () => Promise<void>;
}

type Mode = 'view' | 'moving' | 'cancelling';

export function InterviewBooking({
  interview: i,
  timeZone,
  book,
  cancel,
  onChanged,
  refresh,
}: InterviewBookingProps) {
  const [mode, setMode] = useState<Mode>('view');
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  // The buttons that were pressed go with the change: focus stays with this interview, on its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const when = (instant: string) => timeForCandidate(instant, timeZone, i.office, i.officeTimeZone);
  const now = useNow();
  const choices = useCandidateChoices(i, now);
  const open = i.state === 'proposed' || i.state === 'booked' || i.state === 'rescheduled';
  const changeable = open && choices.changeable;
  // The booked time is not offered again, taken ones are gone for everyone, and each closes at its cut-off.
  const free = i.slots.filter(
    (slot) => slot.available && slot.startsAt !== i.startsAt && choices.mayTake(Date.parse(slot.startsAt)),
  );
  const choosing = changeable && (i.state === 'proposed' || mode === 'moving');

  const attempt = async (call: () => Promise<CandidateInterview>, done: string) => {
    setBusy(true);
    setProblem(null);
    try {
      const saved = await call();
      setMode('view');
      setChosen(null);
      setNotice(done);
      onChanged(saved);
      heading.current?.focus();
    } catch (failure) {
      const refused = toRequestProblem(failure);
      setChosen(null);
      if (refused.status === 409) {
        // Taken or too late meanwhile: the page is read again, so what it offers is what is still possible.
        if (refused.message === INTERVIEW_TEXTS.slotTaken) setNotice(refused.message);
        else setProblem(refused.message);
        setMode('view');
        await refresh();
        heading.current?.focus();
      } else setProblem(refused.message);
    } finally {
      setBusy(false);
    }
  };

  const headingId = `my-interview-${i.id}`;
  const contact = OFFICE_CONTACTS[i.office];
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId} ref={heading} tabIndex={-1}>
            {INTERVIEW_KIND_LABELS[i.kind]}, {i.durationMinutes} minutes
          </Title>
          <Text fw={600}>{STATE_WORDS[i.state]}</Text>
        </Group>
        {i.kind === 'onsite' ? <Text size="sm">At our {OFFICE_ADDRESSES[i.office]}.</Text> : null}
        {i.kind === 'video' && i.videoLink && open ? (
          <Text size="sm">
            Join at{' '}
            <Anchor href={i.videoLink} target="_blank" rel="noreferrer">
              {i.videoLink}
            </Anchor>
          </Text>
        ) : null}
        {i.startsAt ? (
          <Text>
            <time dateTime={i.startsAt}>{when(i.startsAt)}</time>
          </Text>
        ) : null}
        <Text size="sm" role="status" aria-live="polite">
          {notice}
        </Text>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        {choosing ? (
          free.length === 0 ? (
            <Text>
              None of the times offered is free any more. We will be in touch with others, or write to{' '}
              <Anchor href={`mailto:${firm.careersEmail}`}>{firm.careersEmail}</Anchor>.
            </Text>
          ) : (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                const slot = free.find((s) => String(s.id) === chosen);
                if (!slot || busy) return;
                void attempt(
                  () => book(i.id, slot.id),
                  i.state === 'proposed'
                    ? `Booked: ${when(slot.startsAt)}.`
                    : `Moved to ${when(slot.startsAt)}.`,
                );
              }}
            >
              <Stack gap="sm">
                <Radio.Group
                  label={i.state === 'proposed' ? 'Choose a time' : 'Choose another time'}
                  value={chosen}
                  onChange={setChosen}
                >
                  <Stack gap={6} mt={4}>
                    {free.map((slot) => (
                      <Radio key={slot.id} value={String(slot.id)} label={when(slot.startsAt)} />
                    ))}
                  </Stack>
                </Radio.Group>
                <Group gap="sm">
                  <Button type="submit" loading={busy} disabled={chosen === null}>
                    {i.state === 'proposed' ? 'Book this time' : 'Move to this time'}
                  </Button>
                  {mode === 'moving' ? (
                    <Button variant="default" disabled={busy} onClick={() => setMode('view')}>
                      Keep the booked time
                    </Button>
                  ) : null}
                </Group>
              </Stack>
            </form>
          )
        ) : null}
        {changeable && i.changeableUntil ? (
          <Text size="sm" c="dimmed">
            You can {i.state === 'proposed' ? 'choose a time' : 'move or cancel it'} here until{' '}
            <time dateTime={i.changeableUntil}>{formatInZone(i.changeableUntil, timeZone)}</time>.
          </Text>
        ) : null}
        {open && !changeable ? (
          <Text size="sm">
            {INTERVIEW_TEXTS.pastCutoff} You can also write to{' '}
            <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor> or call{' '}
            <Anchor href={`tel:${contact.phoneHref}`}>{contact.phone}</Anchor>.
          </Text>
        ) : null}
        {changeable && mode === 'view' ? (
          <Group gap="sm">
            {i.state !== 'proposed' && free.length > 0 ? (
              <Button variant="light" onClick={() => setMode('moving')}>
                Choose another time
              </Button>
            ) : null}
            {choices.mayCancel ? (
              <Button variant="outline" color="red.8" onClick={() => setMode('cancelling')}>
                Cancel the interview
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      <Modal
        opened={mode === 'cancelling'}
        onClose={() => !busy && setMode('view')}
        title="Cancel this interview?"
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        <Stack gap="sm">
          <Text>We will let the interviewers know. Your application stays open.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={busy} onClick={() => setMode('view')}>
              Keep it
            </Button>
            <Button
              color="red.8"
              loading={busy}
              onClick={() => void attempt(() => cancel(i.id), 'The interview is cancelled.')}
            >
              Yes, cancel it
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
