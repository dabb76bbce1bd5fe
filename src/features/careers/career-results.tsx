// The centre column: "{n} Results", the "Posted" column, and one card per job opening in a new tab. What
// hydrates is plain elements with Mantine's look (plain-mantine.ts, decision 0069).
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type CSSProperties, memo, type Ref, useState } from 'react';
import type { CareerListItem } from '#contracts/careers.ts';
import { careerPath } from '#contracts/public-paths.ts';
import { usePageTime } from '#src/lib/page-clock.ts';
import { StaticSection } from '#src/lib/static-section.tsx';
import { CareerBadges, PlainBadge } from './career-badges';
import { formatPosted, isNew } from './career-rules';
import classes from './careers.module.css';
import { groupStyle, textClasses } from './plain-mantine';

/** What Group, Title and Text wrote in their style attributes for the props the heading gave them. */
const style = {
  heading: {
    ...groupStyle('md', 'baseline', 'space-between'),
    paddingInline: 'var(--mantine-spacing-md)',
    paddingBottom: 'var(--mantine-spacing-xs)',
  },
  title: {
    '--title-fw': 'var(--mantine-h4-font-weight)',
    '--title-lh': 'var(--mantine-h4-line-height)',
    '--title-fz': 'var(--mantine-h4-font-size)',
  },
  posted: {
    '--text-fz': 'var(--mantine-font-size-sm)',
    '--text-lh': 'var(--mantine-line-height-sm)',
    color: 'var(--mantine-color-dimmed)',
    fontWeight: 600,
  },
} satisfies Record<string, CSSProperties | Record<`--${string}`, string | number>>;

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
  // The jobs the server listed stay its HTML until the list changes: hydrating a card per job was most
  // of the careers page's start (decision 0062).
  const [serverCareers] = useState(careers);
  return (
    <section aria-labelledby="career-results-heading">
      <div style={style.heading} className={Group.classes.root}>
        <h2
          style={style.title as CSSProperties}
          className={Title.classes.root}
          data-size="h4"
          data-order="2"
          id="career-results-heading"
          ref={headingRef}
          tabIndex={-1}
        >
          <span aria-live="polite">{careers.length} Results</span>
        </h2>
        <p style={style.posted as CSSProperties} className={textClasses()} data-size="sm" aria-hidden="true">
          Posted
        </p>
      </div>
      {careers.length === 0 ? (
        <Paper withBorder radius="md" p="xl">
          <Text ta="center" c="dimmed">
            {NO_CAREERS_TEXT}
          </Text>
        </Paper>
      ) : (
        <StaticSection changed={careers !== serverCareers}>
          <Stack gap="sm" component="ul" className={classes.jobList}>
            {careers.map((career) => (
              <li key={career.id}>
                <CareerCard career={career} fresh={isNew(career.postedAt, now)} />
              </li>
            ))}
          </Stack>
        </StaticSection>
      )}
    </section>
  );
});

/**
 * Memoised: a job still listed after a filter change is not drawn again. Mantine's look without its
 * components: their class names on plain elements, laid out by classes (decision 0053). A card per job is
 * most of the list, and a Mantine component is several hooks and props resolved each time the islands
 * hydrate the list or a filter draws it (decision 0062).
 */
const CareerCard = memo(function CareerCard({ career, fresh }: { career: CareerListItem; fresh: boolean }) {
  return (
    <div className={`${classes.job} ${Paper.classes.root}`} data-with-border>
      <div className={classes.jobRow}>
        <div className={classes.jobMain}>
          <div className={classes.jobTitleRow}>
            <a
              href={careerPath(career)}
              target="_blank"
              rel="noopener"
              className={`mantine-focus-auto ${Anchor.classes.root} ${classes.jobLink} ${Text.classes.root}`}
              data-underline="hover"
            >
              {career.title}
              <span className={VisuallyHidden.classes.root}> (opens in a new tab)</span>
            </a>
            {fresh && <PlainBadge className={classes.newBadge}>NEW</PlainBadge>}
          </div>
          <p className={`${classes.jobId} ${Text.classes.root}`}>Job ID: {career.jobId}</p>
          <CareerBadges career={career} mt="xs" />
        </div>
        <p className={`${classes.jobPosted} ${Text.classes.root}`}>
          <span className={VisuallyHidden.classes.root}>Posted </span>
          <time dateTime={career.postedAt}>{formatPosted(career.postedAt)}</time>
        </p>
      </div>
    </div>
  );
});
