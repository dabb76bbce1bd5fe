// The careers list with its search and filters (docs/requirements.md#careers-filters), keeping the filters in
// the address. Inside the app the route keeps them (`onFiltersChange`); on a page drawn as islands (decision
// 0017) there is no router: this writes them into the address itself, as the router would
// (search-serializer.ts).
import { useState } from 'react';
import type { CareerListItem } from '#contracts/careers.ts';
import { stringifySearch } from '#src/lib/search-serializer.ts';
import { type CareerFilters, careersQuery } from './career-rules';
import { CareersPage } from './careers-page';

export interface CareersFinderProps {
  careers: readonly CareerListItem[];
  filters: CareerFilters;
  /** Inside the app, the route's handler (never an island's prop: it is not data). @default none */
  onFiltersChange?: (filters: CareerFilters) => void;
}

export function CareersFinder({ careers, filters, onFiltersChange }: CareersFinderProps) {
  const [own, setOwn] = useState(filters);
  const keep =
    onFiltersChange ??
    ((next: CareerFilters) => {
      setOwn(next);
      const address = window.location.pathname + stringifySearch(careersQuery(next)) + window.location.hash;
      window.history.replaceState(window.history.state, '', address);
    });
  return <CareersPage careers={careers} filters={onFiltersChange ? filters : own} onFiltersChange={keep} />;
}
