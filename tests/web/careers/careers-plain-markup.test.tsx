// The careers banner's search, the results heading and the page's columns are drawn as plain elements with
// Mantine's class names and its props' styles (decision 0069): the references below are those parts as they
// were built from Mantine's components. A Mantine upgrade that changes an element, a class, a data attribute or
// a style of any of them fails here before it changes the page's look.
import { Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CareerResults } from '../../../src/features/careers/career-results';
import classes from '../../../src/features/careers/careers.module.css';
import { CareersBanner } from '../../../src/features/careers/careers-banner';
import { CareersPage } from '../../../src/features/careers/careers-page';
import { renderHtml, shape } from '../../support/dom/mantine-markup';

/** The banner's search as it was, from Mantine's components. */
function MantineBannerSearch({ keyword }: { keyword: string }) {
  return (
    <Group mt="lg" gap="sm" maw={640}>
      <TextInput
        aria-label="Search by keyword"
        placeholder="Search by keyword"
        type="search"
        size="md"
        value={keyword}
        onChange={() => {}}
        style={{ flex: '1 1 240px' }}
      />
      <Button type="submit" size="md" color="yellow" c="dark.9">
        FIND JOBS
      </Button>
    </Group>
  );
}

/** The part of the server's HTML that `selector` picks. */
function part(html: string, selector: string) {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.querySelector(selector)?.outerHTML ?? '';
}

const noop = () => {};
/** Inside a reference, so that only the element itself is compared (its text is left out). */
const child = <div />;

describe('the careers page’s plain markup', () => {
  it.each(['', 'hr'])('draws the banner’s search as Mantine’s components did (keyword “%s”)', (keyword) => {
    const banner = renderHtml(<CareersBanner keyword={keyword} onKeywordChange={noop} onSubmit={noop} />);
    expect(shape(part(banner, 'form > div'))).toEqual(
      shape(renderHtml(<MantineBannerSearch keyword={keyword} />)),
    );
    expect(shape(part(banner, `.${classes.banner} > div`))[0]).toEqual(
      shape(renderHtml(<Container size="lg">{child}</Container>))[0],
    );
  });

  it('draws the results heading as Mantine’s components did', () => {
    const results = renderHtml(<CareerResults careers={[]} now={new Date('2026-12-06T12:00:00Z')} />);
    expect(shape(part(results, 'section > div'))).toEqual(
      shape(
        renderHtml(
          <Group justify="space-between" align="baseline" px="md" pb="xs">
            <Title order={2} size="h4" id="career-results-heading" tabIndex={-1}>
              <span aria-live="polite">0 Results</span>
            </Title>
            <Text size="sm" fw={600} c="dimmed" aria-hidden="true">
              Posted
            </Text>
          </Group>,
        ),
      ),
    );
  });

  it('lays out the columns in Mantine’s container and stack', () => {
    const page = renderHtml(
      <CareersPage careers={[]} filters={{ q: '', departments: [], locations: [] }} onFiltersChange={noop} />,
    );
    const container = part(page, `.${classes.banner} + div`);
    const [outer] = shape(container);
    expect(outer).toEqual(
      shape(
        renderHtml(
          <Container size="xl" py="xl">
            {child}
          </Container>,
        ),
      )[0],
    );
    expect(shape(part(container, `.${classes.filtersColumn}`))[0]).toEqual(
      shape(
        renderHtml(
          <Stack gap="sm" className={classes.filtersColumn}>
            {child}
          </Stack>,
        ),
      )[0],
    );
  });
});
