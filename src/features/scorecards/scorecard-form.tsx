// The interviewer's own scorecard: a 1–5 rating per criterion and a recommendation, each a radio group with
// its label, and notes. "Save draft" keeps it as it is; "Submit scorecard" first checks that everything is
// rated (the server's words, from the contract), then asks once more, because a submitted card cannot be
// changed. Saving is announced politely; a refusal is shown with the server's message.
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  RATING_LABELS,
  RATINGS,
  type Rating,
  RECOMMENDATION_LABELS,
  type Recommendation,
  recommendations,
  SCORECARD_NOTES_MAX,
  type Scorecard,
  type ScorecardInput,
  submitProblems,
} from '#contracts/scorecards.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { RequestProblem } from '#src/lib/request-problem.ts';

export interface ScorecardFormProps {
  /** The career's criteria, in order. */
  criteria: readonly string[];
  /** The reader's draft so far, if any. */
  draft: Scorecard | null;
  /** Saves the card (a draft or submitted); rejects with a RequestProblem when refused. */
  save: (input: ScorecardInput) => Promise<unknown>;
}

const ratingsOf = (draft: Scorecard | null) =>
  Object.fromEntries((draft?.ratings ?? []).map((r) => [r.criterion, r.rating])) as Record<string, number>;

export function ScorecardForm({ criteria, draft, save }: ScorecardFormProps) {
  const [ratings, setRatings] = useState<Record<string, number>>(() => ratingsOf(draft));
  const [recommendation, setRecommendation] = useState<Recommendation | null>(draft?.recommendation ?? null);
  const [notes, setNotes] = useState(draft?.notes ?? '');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const input = (submit: boolean): ScorecardInput => ({
    ratings: criteria.flatMap((criterion): Rating[] =>
      ratings[criterion] ? [{ criterion, rating: ratings[criterion] }] : [],
    ),
    recommendation,
    notes,
    submit,
  });

  async function send(submit: boolean) {
    setBusy(true);
    setFailure(null);
    setAnnouncement('');
    try {
      await save(input(submit));
      setProblems({});
      setAnnouncement(submit ? 'Your scorecard is submitted.' : 'Draft saved.');
    } catch (error) {
      const problem = error instanceof RequestProblem ? error : new RequestProblem(String(error));
      setProblems(problem.fields);
      setFailure(problem.message);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  function askToSubmit() {
    const found = submitProblems({ ratings: input(true).ratings ?? [], recommendation }, criteria);
    setProblems(found);
    if (Object.keys(found).length) {
      setFailure('Please complete the scorecard before submitting it.');
      return;
    }
    setFailure(null);
    setConfirming(true);
  }

  return (
    <Stack gap="md">
      {criteria.map((criterion) => (
        <Radio.Group
          key={criterion}
          label={criterion}
          description="1 is poor, 5 is excellent"
          value={ratings[criterion] ? String(ratings[criterion]) : ''}
          onChange={(value) => setRatings((current) => ({ ...current, [criterion]: Number(value) }))}
          error={problems.ratings && !ratings[criterion] ? 'Not rated yet.' : undefined}
        >
          <Group mt="xs" gap="md">
            {RATINGS.map((rating) => (
              <Radio key={rating} value={String(rating)} label={`${rating} ${RATING_LABELS[rating]}`} />
            ))}
          </Group>
        </Radio.Group>
      ))}
      <Radio.Group
        label="Recommendation"
        value={recommendation ?? ''}
        onChange={(value) => setRecommendation(value as Recommendation)}
        error={problems.recommendation}
      >
        <Group mt="xs" gap="md">
          {recommendations.map((value) => (
            <Radio key={value} value={value} label={RECOMMENDATION_LABELS[value]} />
          ))}
        </Group>
      </Radio.Group>
      <Textarea
        label="Notes"
        description="What you saw and heard; other interviewers read it once they have submitted theirs."
        rows={5}
        maxLength={SCORECARD_NOTES_MAX}
        value={notes}
        error={problems.notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      {failure ? (
        <Alert color="red" role="alert" title="Not saved">
          {failure}
          {problems.ratings ? <Text size="sm">{problems.ratings}</Text> : null}
        </Alert>
      ) : null}
      <Group>
        <Button variant="default" onClick={() => void send(false)} loading={busy && !confirming}>
          Save draft
        </Button>
        <AppButton primary={false} variant="filled" onClick={askToSubmit} disabled={busy}>
          Submit scorecard
        </AppButton>
      </Group>
      <div role="status" aria-live="polite">
        {announcement ? <Text size="sm">{announcement}</Text> : null}
      </div>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Submit your scorecard?" centered>
        <Text>
          Once submitted, your scorecard cannot be changed. You will then see the other interviewers’.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
            Keep editing
          </Button>
          <AppButton primary={false} variant="filled" loading={busy} onClick={() => void send(true)}>
            Submit
          </AppButton>
        </Group>
      </Modal>
    </Stack>
  );
}
