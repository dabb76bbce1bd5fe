// /shortlist/{token}: the client contact's view of a shortlist (docs/decisions/0059): who shared it and until
// when, and each candidate with only what the recruiter chose to share (name; summary, résumé and note when
// shared), and the contact's answer for each.
import '@mantine/core/styles/Divider.css';
import '#src/lib/mantine-staff-styles.ts';
import { Anchor, Badge, Container, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type ClientShortlist, SHORTLIST_ANSWER_LABELS } from '#contracts/shortlists.ts';
import { formatDay } from '#src/lib/staff-dates.ts';
import { CandidateAnswerForm, type CandidateAnswerFormProps } from './candidate-answer-form';

export interface ClientShortlistPageProps {
  shortlist: ClientShortlist;
  answer: CandidateAnswerFormProps['answer'];
  /** The address a shared résumé downloads from (through the link). */
  resumeHref: (entryId: number) => string;
}

export function ClientShortlistPage({ shortlist: first, answer, resumeHref }: ClientShortlistPageProps) {
  const [shortlist, setShortlist] = useState(first);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{shortlist.title}</Title>
          <Text>
            {shortlist.contactName
              ? `For ${shortlist.contactName}, ${shortlist.clientName}`
              : `For ${shortlist.clientName}`}
            {` · ${shortlist.careerTitle}`}
          </Text>
          <Text size="sm" c="dimmed">
            Shared by {shortlist.recruiterName}. This link works until {formatDay(shortlist.expiresAt)}.
            Please do not forward it.
          </Text>
        </Stack>
        {shortlist.candidates.length === 0 ? (
          <Text>There are no candidates on this shortlist any more.</Text>
        ) : null}
        {shortlist.candidates.map((candidate) => (
          <Paper
            key={candidate.entryId}
            withBorder
            p="lg"
            radius="md"
            component="article"
            aria-labelledby={`candidate-${candidate.entryId}`}
          >
            <Stack gap="sm">
              <Title order={2} size="h3" id={`candidate-${candidate.entryId}`}>
                {candidate.name}
              </Title>
              {candidate.answer ? (
                <Badge variant="light" color="gray">
                  Your answer: {SHORTLIST_ANSWER_LABELS[candidate.answer]}
                </Badge>
              ) : null}
              {candidate.summary ? (
                <section aria-label={`Summary of ${candidate.name}`}>
                  <Text fw={600} size="sm">
                    Summary
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{candidate.summary}</Text>
                </section>
              ) : null}
              {candidate.note ? (
                <section aria-label={`The recruiter’s note on ${candidate.name}`}>
                  <Text fw={600} size="sm">
                    The recruiter’s note
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{candidate.note}</Text>
                </section>
              ) : null}
              {candidate.hasResume ? (
                <Anchor href={resumeHref(candidate.entryId)} download>
                  Download {candidate.name}’s résumé
                </Anchor>
              ) : null}
              <Divider />
              <CandidateAnswerForm candidate={candidate} answer={answer} onAnswered={setShortlist} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}
