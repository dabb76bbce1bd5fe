// What an interview is, for staff: how and where it is held, when (at the office and in the reader's own
// zone) or the times offered while the candidate chooses, who interviews, and why it was cancelled.
import '@mantine/core/styles/List.css';
import { Anchor, List, Text } from '@mantine/core';
import {
  INTERVIEW_KIND_LABELS,
  type Interview,
  OFFICE_ADDRESSES,
  OFFICE_LABELS,
} from '#contracts/interviews.ts';
import { officeAndOwnTime } from './interview-labels';

export function InterviewDetails({ interview: i }: { interview: Interview }) {
  return (
    <>
      {i.startsAt ? (
        <Text size="sm">
          <time dateTime={i.startsAt}>{officeAndOwnTime(i.startsAt, i.office)}</time>, {i.durationMinutes}{' '}
          minutes
        </Text>
      ) : (
        <>
          <Text size="sm">
            Times offered ({i.durationMinutes} minutes each), {OFFICE_LABELS[i.office]} time:
          </Text>
          <List size="sm" spacing={2}>
            {i.slots.map((slot) => (
              <List.Item key={slot.id}>
                <time dateTime={slot.startsAt}>{officeAndOwnTime(slot.startsAt, i.office)}</time>
                {slot.available ? '' : ' (no longer free)'}
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Text size="sm">
        {INTERVIEW_KIND_LABELS[i.kind]}
        {i.kind === 'onsite' ? `: ${OFFICE_ADDRESSES[i.office]}` : null}
        {i.kind === 'video' && i.videoLink ? (
          <>
            :{' '}
            <Anchor href={i.videoLink} target="_blank" rel="noreferrer">
              join the call
            </Anchor>
          </>
        ) : null}
      </Text>
      <Text size="sm">
        Interviewers: {i.interviewers.map((person) => person.name).join(', ') || 'none'} · proposed by{' '}
        {i.proposedByName}
      </Text>
      {i.state === 'cancelled' && i.cancelReason ? (
        <Text size="sm">Why cancelled: {i.cancelReason}</Text>
      ) : null}
    </>
  );
}
