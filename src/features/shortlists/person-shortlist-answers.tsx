// The clients' answers about a person, for the person page (docs/decisions/0059): which client, for which job,
// what they answered and their comment, newest first. The lead composes it on the page; it loads its own data.
import { Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { type PersonShortlistAnswer, SHORTLIST_ANSWER_LABELS } from '#contracts/shortlists.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';
import { formatDayTime } from '#src/lib/staff-dates.ts';
import { fetchPersonShortlistAnswers } from './shortlists-api';

export interface PersonShortlistAnswersProps {
  personId: number;
  /** The call; a test or a driver passes its own. @default the server's */
  load?: (personId: number) => Promise<PersonShortlistAnswer[]>;
}

export function PersonShortlistAnswers({
  personId,
  load = fetchPersonShortlistAnswers,
}: PersonShortlistAnswersProps) {
  const [answers, setAnswers] = useState<PersonShortlistAnswer[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    load(personId).then(
      (found) => current && setAnswers(found),
      (error: unknown) => current && setProblem(toRequestProblem(error).message),
    );
    // A person page left before the answer came does not take it.
    return () => {
      current = false;
    };
  }, [personId, load]);

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="person-client-answers">
      <Stack gap="sm">
        <Title order={2} size="h4" id="person-client-answers">
          Client answers
        </Title>
        {problem ? (
          <Text role="alert" c="red.8">
            {problem}
          </Text>
        ) : answers === null ? (
          <Loader size="sm" aria-label="Loading client answers" />
        ) : answers.length === 0 ? (
          <Text size="sm">No client has answered about this person on a shortlist.</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {answers.map((answer) => (
              <li key={`${answer.shortlistId}-${answer.applicationId}`}>
                <Text size="sm">
                  <strong>
                    {answer.clientName}: {SHORTLIST_ANSWER_LABELS[answer.answer].toLowerCase()}
                  </strong>{' '}
                  · {answer.careerTitle} · {formatDayTime(answer.answeredAt)} ·{' '}
                  <Anchor component={Link} to={`/admin/shortlists/${answer.shortlistId}`} size="sm">
                    {answer.shortlistTitle}
                  </Anchor>
                </Text>
                {answer.comment ? (
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
                    “{answer.comment}”
                  </Text>
                ) : null}
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
