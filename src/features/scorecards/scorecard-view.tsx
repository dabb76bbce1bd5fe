// One scorecard as a reader sees it: who wrote it, the recommendation, each rating with its meaning, and the
// notes; or, while the reader must submit their own first, only that it is there (no anchoring).
import { Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import {
  RATING_LABELS,
  RECOMMENDATION_LABELS,
  SCORECARD_TEXTS,
  type Scorecard,
} from '#contracts/scorecards.ts';

const RECOMMENDATION_COLORS = { strong_no: 'red', no: 'orange', yes: 'teal', strong_yes: 'green' } as const;

export function ScorecardView({ card }: { card: Scorecard }) {
  const title = `${card.mine ? 'Your scorecard' : `${card.interviewerName}’s scorecard`}${card.submittedAt ? '' : ' (draft)'}`;
  return (
    <Card withBorder component="article" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{title}</Text>
          {card.recommendation ? (
            <Badge color={RECOMMENDATION_COLORS[card.recommendation]} variant="light" tt="none">
              {RECOMMENDATION_LABELS[card.recommendation]}
            </Badge>
          ) : null}
        </Group>
        {card.hidden ? (
          <Text c="dimmed">{SCORECARD_TEXTS.hidden}</Text>
        ) : (
          <>
            <List size="sm" spacing={2}>
              {card.ratings.map((rating) => (
                <List.Item key={rating.criterion}>
                  {rating.criterion}: {rating.rating} of 5 ({RATING_LABELS[rating.rating]})
                </List.Item>
              ))}
            </List>
            {card.notes ? <Text style={{ whiteSpace: 'pre-wrap' }}>{card.notes}</Text> : null}
          </>
        )}
        {card.submittedAt ? (
          <Text size="xs" c="dimmed">
            Submitted {new Date(card.submittedAt).toLocaleString()}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Several scorecards, or a line saying there are none yet. */
export function ScorecardList({ scorecards, empty }: { scorecards: readonly Scorecard[]; empty: string }) {
  if (scorecards.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm">
      {scorecards.map((card) => (
        <ScorecardView key={card.id} card={card} />
      ))}
    </Stack>
  );
}
