// The careers banner: "Be a Meera Original" and the keyword search (filters as you type and on submit).
import '#src/lib/mantine-form-styles.ts';
import { Box, Button, Container, Group, Text, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { StaticSection } from '#src/lib/static-section.tsx';
import classes from './careers.module.css';

export interface CareersBannerProps {
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  /** "FIND JOBS": the list is already filtered; this takes the visitor to the results. */
  onSubmit: () => void;
}

export function CareersBanner({ keyword, onKeywordChange, onSubmit }: CareersBannerProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box className={classes.banner}>
      <Container size="lg">
        {/* Words only: the server's HTML as drawn, never hydrated. */}
        <StaticSection>
          <Title order={1} className={classes.bannerTitle}>
            Be a Meera Original
          </Title>
          <Text mt="sm" size="lg" maw={640} c="rgba(255,255,255,0.85)">
            Join a team that helps businesses and students in India and the UK grow. Find the role that fits
            you.
          </Text>
        </StaticSection>
        <search>
          <form onSubmit={submit}>
            <Group mt="lg" gap="sm" maw={640}>
              <TextInput
                aria-label="Search by keyword"
                placeholder="Search by keyword"
                type="search"
                size="md"
                value={keyword}
                onChange={(event) => onKeywordChange(event.currentTarget.value)}
                style={{ flex: '1 1 240px' }}
              />
              <Button type="submit" size="md" color="yellow" c="dark.9">
                FIND JOBS
              </Button>
            </Group>
          </form>
        </search>
      </Container>
    </Box>
  );
}
