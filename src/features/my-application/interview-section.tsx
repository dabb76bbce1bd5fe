// "Your interviews" on the status page: loaded with the page's token, shown only when there are any. The
// times are written in the zone the candidate chooses (their browser's at first, kept in this browser), with
// the office's beside. Loaded on demand by the page (interview-slot.tsx): most visitors have no interview.
import { Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import type { CandidateInterview } from '#contracts/interviews.ts';
import { keepPreferredTimeZone, preferredTimeZone } from '#src/lib/time-zones.ts';
import { bookInterviewSlot, cancelMyInterview, fetchMyInterviews } from './interview-api';
import { InterviewBooking } from './interview-booking';
import { InterviewZoneSelect } from './interview-zone-select';

export interface InterviewSectionProps {
  /** The status page's token: the secret that opens this application. */
  token: string;
  /** The calls (the API by default; tests give their own). */
  load?: (token: string) => Promise<CandidateInterview[]>;
  book?: (token: string, interviewId: number, slotId: number) => Promise<CandidateInterview>;
  cancel?: (token: string, interviewId: number) => Promise<CandidateInterview>;
}

export default function InterviewSection({
  token,
  load = fetchMyInterviews,
  book = bookInterviewSlot,
  cancel = cancelMyInterview,
}: InterviewSectionProps) {
  const [interviews, setInterviews] = useState<CandidateInterview[] | null>(null);
  const [timeZone, setTimeZone] = useState(preferredTimeZone);
  const [failed, setFailed] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setInterviews(await load(token));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [load, token]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => {
    // Back on the page from another tab or app: read again, as a time may have been taken meanwhile.
    const onReturn = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onReturn);
    return () => document.removeEventListener('visibilitychange', onReturn);
  }, [refresh]);

  if (failed && interviews === null) {
    return (
      <Text role="alert" c="red.8">
        Your interviews could not be loaded just now. Please reload the page to try again.
      </Text>
    );
  }
  if (!interviews?.length) return null;
  const changed = (saved: CandidateInterview) =>
    setInterviews((list) => (list ?? []).map((i) => (i.id === saved.id ? saved : i)));

  return (
    <Stack gap="md" component="section" aria-labelledby="interviews-heading">
      <Title order={2} size="h4" id="interviews-heading">
        Your interviews
      </Title>
      <InterviewZoneSelect
        value={timeZone}
        onChange={(zone) => {
          setTimeZone(zone);
          keepPreferredTimeZone(zone);
        }}
      />
      {interviews.map((interview) => (
        <InterviewBooking
          key={interview.id}
          interview={interview}
          timeZone={timeZone}
          book={(id, slotId) => book(token, id, slotId)}
          cancel={(id) => cancel(token, id)}
          onChanged={changed}
          refresh={refresh}
        />
      ))}
    </Stack>
  );
}
