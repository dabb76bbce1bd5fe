// The centre column: "{n} Results", the "Posted" column, and one card per job opening in a new tab.
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { memo, type Ref } from 'react';
import type { CareerListItem } from '#contracts/careers.ts';
import { careerPath } from '#contracts/public-paths.ts';
import { usePageTime } from '#src/lib/page-clock.ts';
import { CareerBadges } from './career-badges';
import { formatPosted, isNew } from './career-rules';
import classes from './careers.module.css';

export const NO_CAREERS_TEXT = 'No careers found matching your criteria.';

export interface CareerResultsProps {
  careers: readonly CareerListItem[];
  /** For the NEW marker. @default the page's time (src/lib/page-clock.ts) */
  now?: Date;
  /** The results heading, focused after "FIND JOBS". */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Memoised: a key typed in the search renders the box, and the list only once its results change. */
export const CareerResults = memo(function CareerResults({
  careers,
  now: givenNow,
  headingRef,
}: CareerResultsProps) {
  const pageNow = usePageTime();
  const now = givenNow ?? pageNow;
  return (
    <section aria-labelledby="career-results-heading">
      <Group justify="space-between" align="baseline" px="md" pb="xs">
        <Title order={2} size="h4" id="career-results-heading" ref={headingRef} tabIndex={-1}>
          <span aria-live="polite">{careers.length} Results</span>
        </Title>
        <Text size="sm" fw={600} c="dimmed" aria-hidden="true">
          Posted
        </Text>
      </Group>
      {careers.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            {NO_CAREERS_TEXT}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" className={classes.jobList}>
          {careers.map((career) => (
            <li key={career.id}>
              <CareerCard career={career} fresh={isNew(career.postedAt, now)} />
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
});

/**
 * Memoised: a job still listed after a filter change is not drawn again. Laid out by classes, not Mantine's
 * style props, which would write the same style attributes into every card (decision 0053).
 */
const CareerCard = memo(function CareerCard({ career, fresh }: { career: CareerListItem; fresh: boolean }) {
  return (
    <Paper withBorder className={classes.job}>
      <div className={classes.jobRow}>
        <div className={classes.jobMain}>
          <div className={classes.jobTitleRow}>
            <Anchor
              href={careerPath(career)}
              target="_blank"
              rel="noopener"
              className={classes.jobLink}
              underline="hover"
            >
              {career.title}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Anchor>
            {fresh && (
              <Badge color="teal" variant="filled" size="sm">
                NEW
              </Badge>
            )}
          </div>
          <Text className={classes.jobId}>Job ID: {career.jobId}</Text>
          <CareerBadges career={career} mt="xs" />
        </div>
        <Text className={classes.jobPosted}>
          <VisuallyHidden>Posted </VisuallyHidden>
          <time dateTime={career.postedAt}>{formatPosted(career.postedAt)}</time>
        </Text>
      </div>
    </Paper>
  );
});
