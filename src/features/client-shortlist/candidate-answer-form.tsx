// The contact's answer for one candidate: "Interview", "Not a fit" or "A question", with a comment (a question
// needs one). A later answer replaces the earlier; the recruiter is told each time.
import '#src/lib/mantine-form-styles.ts';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import { Alert, Button, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import {
  type ClientCandidate,
  type ClientShortlist,
  SHORTLIST_ANSWER_LABELS,
  SHORTLIST_TEXTS,
  type ShortlistAnswer,
} from '#contracts/shortlists.ts';
import { toRequestProblem } from '#src/lib/request-problem.ts';

export interface CandidateAnswerFormProps {
  candidate: ClientCandidate;
  answer: (entryId: number, input: { answer: ShortlistAnswer; comment: string }) => Promise<ClientShortlist>;
  onAnswered: (shortlist: ClientShortlist) => void;
}

const CHOICES = Object.entries(SHORTLIST_ANSWER_LABELS) as [ShortlistAnswer, string][];

export function CandidateAnswerForm({ candidate, answer, onAnswered }: CandidateAnswerFormProps) {
  const [choice, setChoice] = useState<ShortlistAnswer | null>(candidate.answer);
  const [comment, setComment] = useState(candidate.answerComment ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; comment?: string } | null>(null);
  const [said, setSaid] = useState('');
  const commentId = useId();

  const submit = async () => {
    if (!choice) {
      setProblem({ message: 'Choose “Interview”, “Not a fit” or “A question”.' });
      return;
    }
    if (choice === 'question' && !comment.trim()) {
      setProblem({
        message: SHORTLIST_TEXTS.questionNeedsComment,
        comment: SHORTLIST_TEXTS.questionNeedsComment,
      });
      document.getElementById(commentId)?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    setSaid('');
    try {
      const next = await answer(candidate.entryId, { answer: choice, comment: comment.trim() });
      setSaid(`Thank you: your answer for ${candidate.name} was sent to the recruiter.`);
      onAnswered(next);
    } catch (error) {
      const found = toRequestProblem(error);
      setProblem({
        message: found.message,
        ...(found.fields.comment ? { comment: found.fields.comment } : {}),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label={`Your answer for ${candidate.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Radio.Group
          label="Your answer"
          value={choice}
          onChange={(value) => setChoice(value as ShortlistAnswer)}
        >
          <Group gap="lg" mt={4}>
            {CHOICES.map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          id={commentId}
          label="Comment"
          description={choice === 'question' ? 'Your question for the recruiter.' : 'Optional.'}
          rows={2}
          maxLength={2000}
          value={comment}
          error={problem?.comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        {problem && !problem.comment ? (
          <Alert color="red" role="alert">
            {problem.message}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={busy}>
            {candidate.answer ? 'Change answer' : 'Send answer'}
          </Button>
          <Text size="sm" role="status" aria-live="polite">
            {said}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
