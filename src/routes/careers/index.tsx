// /careers: the open jobs, filtered by keyword and departments kept in the address (shareable, survives reload).
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useHead } from '@unhead/react';
import { firm } from '#contracts/firm.ts';
import { CAREERS_FEED_PATH } from '#contracts/public-paths.ts';
import { LoadingScreen } from '#src/components/loading-screen.tsx';
import { careersMeta } from '#src/content/pages/careers.ts';
import { careersQuery } from '#src/features/careers/career-rules.ts';
import { fetchOpenCareers } from '#src/features/careers/careers-api.ts';
import { island } from '#src/islands/island.tsx';
import { usePublicHead } from '#src/lib/head.ts';
import { searchText, searchTextList, validatedSearch } from '#src/lib/search-params.ts';
import { reuseServerAnswer } from '#src/lib/server-answers.ts';

// ?q=developer&departments=Engineering&departments=Design&locations=Remote (lib/search-serializer.ts); a
// hand-written ?departments=Sales is one department, and links written as ?departments=["Engineering"] work.
const careersSearch = (
  search: Record<string, unknown>,
): { q?: string; departments?: readonly string[]; locations?: readonly string[] } =>
  validatedSearch({
    q: searchText(search.q),
    departments: searchTextList(search.departments),
    locations: searchTextList(search.locations),
  });

async function loadOpenCareers() {
  try {
    return { careers: await fetchOpenCareers() };
  } catch (error) {
    // On failure (docs/requirements.md#errors-careers-load): logged, list emptied, departments reduced to
    // "All"; no message.
    console.error('The careers could not be loaded:', error);
    return { careers: [] };
  }
}

// The list with its search and filters: an island (decision 0017).
const CareersIsland = island('careers-finder');

export const Route = createFileRoute('/careers/')({
  // Drawn by the server as islands (decision 0017).
  staticData: { islands: true },
  validateSearch: careersSearch,
  search: { middlewares: [stripSearchParams({ q: '', departments: [], locations: [] })] },
  // Filtering happens in the page: the list is fetched on arrival, not again on every keystroke.
  shouldReload: ({ cause }) => cause === 'enter',
  loader: (context) => reuseServerAnswer(context, loadOpenCareers),
  pendingComponent: () => <LoadingScreen message="Loading careers" />,
  component: CareersRoute,
});

function CareersRoute() {
  usePublicHead(careersMeta);
  // Feed readers find the jobs' feed from the list.
  useHead({
    link: [
      {
        rel: 'alternate',
        type: 'application/rss+xml',
        title: `Jobs at ${firm.name}`,
        href: CAREERS_FEED_PATH,
      },
    ],
  });
  const { careers } = Route.useLoaderData();
  const { q = '', departments = [], locations = [] } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CareersIsland
      careers={careers}
      filters={{ q, departments, locations }}
      onFiltersChange={(next) => navigate({ search: careersQuery(next), replace: true })}
    />
  );
}
