// A job's page (/careers/{slug}/{id}): everything of the list plus experience, vacancies and the
// description, the apply form, and the JobPosting structured data search engines read.
import '@mantine/core/styles/Badge.css';
// The apply form's styles come with the page (the server draws the form); its code comes after.
import '#src/lib/mantine-form-styles.ts';
import '@mantine/core/styles/Progress.css';
import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useHead } from '@unhead/react';
import type { CareerDetail } from '#contracts/careers.ts';
import { careerPath } from '#contracts/public-paths.ts';
import { employmentTypeLabels } from '#contracts/value-lists.ts';
import { site } from '#src/content/site.ts';
import { island } from '#src/islands/island.tsx';
import { usePublicHead } from '#src/lib/head.ts';
import { jsonScriptText } from '#src/lib/json-script.ts';
import { usePageTime } from '#src/lib/page-clock.ts';
import { CareerBadges, PlainBadge } from './career-badges';
import { formatPosted, isNew } from './career-rules';
import classes from './careers.module.css';
import type { JobApplicationHandlers } from './job-application';
import { jobPostingJsonLd } from './job-posting';
import type { ThankYouVariant } from './thank-you-overlay';

// The form and the thank-you overlay: an island (decision 0017), its code (zod, its fields, the upload) the
// page's largest part, apart from the page's.
const JobApplication = island('job-application');

export interface CareerDetailPageProps {
  career: CareerDetail;
  /** The thank-you overlay shown (?status=). @default none */
  status?: ThankYouVariant;
  /** Inside the app, the route's handlers for ?status and a job that closed. @default none */
  handlers?: JobApplicationHandlers;
}

export function careerDescription(career: CareerDetail): string {
  return `${career.title} at ${site.name}: ${employmentTypeLabels[career.employmentType].toLowerCase()}, ${career.department}, ${career.location}. ${career.experience} experience. Apply online with your résumé.`;
}

export function CareerDetailPage({ career, status, handlers }: CareerDetailPageProps) {
  usePublicHead({
    title: `${career.title} (${career.jobId}) | Careers at ${site.name}`,
    description: careerDescription(career),
    canonical: careerPath(career),
  });
  useHead({
    script: [
      {
        key: 'job-posting',
        type: 'application/ld+json',
        innerHTML: jsonScriptText(jobPostingJsonLd(career)),
      },
    ],
  });

  const now = usePageTime();
  const facts: [string, string][] = [
    ['Job ID', career.jobId],
    ['Job type', employmentTypeLabels[career.employmentType]],
    ['Department', career.department],
    ['Location', career.location],
    ['Experience', career.experience],
    ['Vacancies', String(career.vacancies)],
    ['Posted', formatPosted(career.postedAt)],
  ];

  return (
    <>
      <Box bg="brand.0" py="xl">
        <Container size="lg">
          <Anchor component={Link} to="/careers" size="sm">
            ← All careers
          </Anchor>
          <Group gap="sm" mt="sm" align="center">
            <Title order={1}>{career.title}</Title>
            {isNew(career.postedAt, now) && <PlainBadge className={classes.newBadge}>NEW</PlainBadge>}
          </Group>
          <CareerBadges career={career} mt="sm">
            <Text size="sm" c="dimmed">
              · Job ID: {career.jobId}
            </Text>
          </CareerBadges>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <div className={classes.columns} data-gap="xl">
          {/* The facts come first in the page as on a phone's screen: a long page is painted before it is
              all read, and a column that came later and moved above would shift what was painted. */}
          <div className={classes.jobFacts}>
            <Paper withBorder radius="md" p="lg" pos="sticky" top={88}>
              <Title order={2} size="h4">
                About this job
              </Title>
              <Stack component="dl" gap="xs" mt="md" style={{ margin: 0 }}>
                {facts.map(([label, value]) => (
                  <Group key={label} justify="space-between" gap="md" wrap="nowrap">
                    <Text component="dt" size="sm" c="dimmed">
                      {label}
                    </Text>
                    <Text component="dd" size="sm" fw={600} ta="right" m={0}>
                      {value}
                    </Text>
                  </Group>
                ))}
              </Stack>
              <Anchor href="#apply" display="block" mt="md" fw={600}>
                Apply now
              </Anchor>
            </Paper>
          </div>
          <div className={classes.jobText}>
            <Box
              className={classes.description}
              // Rendered from markdown and sanitised with an allow-list on the server.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML (server/markdown/markdown-worker.mjs)
              dangerouslySetInnerHTML={{ __html: career.descriptionHtml }}
            />
            <Paper
              withBorder
              radius="md"
              p="lg"
              mt="xl"
              component="section"
              aria-labelledby="apply-heading"
              id="apply"
            >
              <Title order={2} size="h3" id="apply-heading">
                Apply for this job
              </Title>
              <Box mt="md">
                <JobApplication
                  career={{ id: career.id, title: career.title }}
                  status={status}
                  {...handlers}
                />
              </Box>
            </Paper>
          </div>
        </div>
      </Container>
    </>
  );
}
