// The careers list (/careers, SPEC §2): banner search, the "Job Type" filter, the results, and the
// desktop-only social and contact cards. Filters live in the address (the route keeps them).
import { Box, Container, Grid } from '@mantine/core';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { CareerListItem } from '#contracts/careers.ts';
import { CareerResults } from './career-results';
import { activeDepartments, type CareerFilters, departmentsOf, filterCareers } from './career-rules';
import { CareersBanner } from './careers-banner';
import { CareersSideCards } from './careers-side-cards';
import { DepartmentFilter } from './department-filter';

export interface CareersPageProps {
  careers: readonly CareerListItem[];
  filters: CareerFilters;
  onFiltersChange: (filters: CareerFilters) => void;
}

export function CareersPage({ careers, filters, onFiltersChange }: CareersPageProps) {
  const departments = useMemo(() => departmentsOf(careers), [careers]);
  const chosen = useMemo(
    () => activeDepartments(filters.departments, departments),
    [filters.departments, departments],
  );
  // The box and the boxes answer a key or a tap at once; the list follows in a render React may interrupt
  // (a card per job is most of the work), so the next key is not kept waiting for it.
  const listedQ = useDeferredValue(filters.q);
  const listedDepartments = useDeferredValue(chosen);
  const results = useMemo(
    () => filterCareers(careers, { q: listedQ, departments: listedDepartments }),
    [careers, listedQ, listedDepartments],
  );
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // The box keeps what is typed (spaces included); the address follows, and wins when it changes by itself.
  const [keyword, setKeyword] = useState(filters.q);
  useEffect(() => {
    setKeyword((typed) => (typed.trim() === filters.q.trim() ? typed : filters.q));
  }, [filters.q]);

  const changeKeyword = (next: string) => {
    setKeyword(next);
    onFiltersChange({ q: next, departments: chosen });
  };

  return (
    <>
      <CareersBanner
        keyword={keyword}
        onKeywordChange={changeKeyword}
        onSubmit={() => {
          onFiltersChange({ q: keyword, departments: chosen });
          resultsHeading.current?.focus();
        }}
      />
      <Container size="xl" py="xl">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <DepartmentFilter
              departments={departments}
              chosen={chosen}
              onChange={(next) => onFiltersChange({ q: keyword, departments: next })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 6 }}>
            <CareerResults careers={results} headingRef={resultsHeading} />
          </Grid.Col>
          <Grid.Col span={{ lg: 3 }} visibleFrom="lg">
            <Box>
              <CareersSideCards />
            </Box>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
