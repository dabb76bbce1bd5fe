// The scorecards on the person page: every one the reader may know of, across the person's applications.
// The lead composes it into the person page: <PersonScorecards personId={…} />.
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Scorecard } from '#contracts/scorecards.ts';
import { RequestProblem } from '#src/lib/request-problem.ts';
import { ScorecardList } from './scorecard-view';
import { fetchPersonScorecards } from './scorecards-api';

export interface PersonScorecardsProps {
  personId: number;
  /** Loads the scorecards; the API by default (tests pass their own). */
  load?: (personId: number) => Promise<Scorecard[]>;
}

export function PersonScorecards({ personId, load = fetchPersonScorecards }: PersonScorecardsProps) {
  const [cards, setCards] = useState<Scorecard[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setCards(null);
    setProblem(null);
    load(personId).then(
      (loaded) => current && setCards(loaded),
      (error: unknown) =>
        current &&
        setProblem(error instanceof RequestProblem ? error.message : 'The scorecards could not be loaded.'),
    );
    return () => {
      current = false;
    };
  }, [personId, load]);
  return (
    <Stack gap="sm" component="section" aria-labelledby="person-scorecards">
      <Title order={2} size="h4" id="person-scorecards">
        Scorecards
      </Title>
      {problem ? (
        <Text role="alert" c="red">
          {problem}
        </Text>
      ) : cards === null ? (
        <Loader size="sm" aria-label="Loading the scorecards" />
      ) : (
        <ScorecardList scorecards={cards} empty="No scorecard has been submitted yet." />
      )}
    </Stack>
  );
}
