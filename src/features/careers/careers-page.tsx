// The careers list (/careers, docs/requirements.md#careers-list): banner search, the "Job Type" and location
// filters, the results, and the desktop-only social and contact cards. Filters live in the address (the route
// keeps them). What hydrates is plain elements with Mantine's look (plain-mantine.ts, decision 0069).
import { Container, Stack } from '@mantine/core';
import { type CSSProperties, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { CareerListItem } from '#contracts/careers.ts';
import { StaticSection } from '#src/lib/static-section.tsx';
import { CareerResults } from './career-results';
import { activeChoices, type CareerFilters, departmentsOf, filterCareers, locationsOf } from './career-rules';
import classes from './careers.module.css';
import { CareersBanner } from './careers-banner';
import { CareersSideCards } from './careers-side-cards';
import { ChoiceFilter } from './choice-filter';
import { containerStyle, stackStyle } from './plain-mantine';

/** What Container (extra large, padded) and Stack wrote for the props the page gave them. */
const style = {
  container: { ...containerStyle('xl'), paddingBlock: 'var(--mantine-spacing-xl)' } as CSSProperties,
  filters: stackStyle('sm'),
};

export interface CareersPageProps {
  careers: readonly CareerListItem[];
  filters: CareerFilters;
  onFiltersChange: (filters: CareerFilters) => void;
}

export function CareersPage({ careers, filters, onFiltersChange }: CareersPageProps) {
  const departments = useMemo(() => departmentsOf(careers), [careers]);
  const locations = useMemo(() => locationsOf(careers), [careers]);
  const chosen = useMemo(
    () => activeChoices(filters.departments, departments),
    [filters.departments, departments],
  );
  const chosenLocations = useMemo(
    () => activeChoices(filters.locations, locations),
    [filters.locations, locations],
  );
  // The box and the boxes answer a key or a tap at once; the list follows in a render React may interrupt
  // (a card per job is most of the work), so the next key is not kept waiting for it.
  const listed = useDeferredValue(
    useMemo(
      () => ({ q: filters.q, departments: chosen, locations: chosenLocations }),
      [filters.q, chosen, chosenLocations],
    ),
  );
  const results = useMemo(() => filterCareers(careers, listed), [careers, listed]);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // The box keeps what is typed (spaces included); the address follows, and wins when it changes by itself.
  const [keyword, setKeyword] = useState(filters.q);
  useEffect(() => {
    setKeyword((typed) => (typed.trim() === filters.q.trim() ? typed : filters.q));
  }, [filters.q]);

  const current = { q: keyword, departments: chosen, locations: chosenLocations };
  const changeKeyword = (next: string) => {
    setKeyword(next);
    onFiltersChange({ ...current, q: next });
  };

  return (
    <>
      <CareersBanner
        keyword={keyword}
        onKeywordChange={changeKeyword}
        onSubmit={() => {
          onFiltersChange(current);
          resultsHeading.current?.focus();
        }}
      />
      <div style={style.container} className={Container.classes.root} data-size="xl" data-strategy="block">
        <div className={classes.columns}>
          <div style={style.filters} className={`${classes.filtersColumn} ${Stack.classes.root}`}>
            <ChoiceFilter
              title="Job Type"
              allLabel="All Departments"
              optionsName="Departments"
              options={departments}
              chosen={chosen}
              onChange={(next) => onFiltersChange({ ...current, departments: next })}
              searchable
            />
            {locations.length > 1 && (
              <ChoiceFilter
                title="Location"
                allLabel="All Locations"
                optionsName="Locations"
                options={locations}
                chosen={chosenLocations}
                onChange={(next) => onFiltersChange({ ...current, locations: next })}
              />
            )}
          </div>
          <div className={classes.resultsColumn}>
            <CareerResults careers={results} headingRef={resultsHeading} />
          </div>
          <div className={classes.sideColumn}>
            {/* Links only: the server's HTML as drawn, never hydrated. */}
            <StaticSection>
              <CareersSideCards />
            </StaticSection>
          </div>
        </div>
      </div>
    </>
  );
}
