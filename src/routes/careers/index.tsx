// /careers: the open jobs, filtered by keyword and departments kept in the address (shareable, survives reload).
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LoadingScreen } from '#src/components/loading-screen.tsx';
import { careersMeta } from '#src/content/pages/careers.ts';
import { fetchOpenCareers } from '#src/features/careers/careers-api.ts';
import { CareersPage } from '#src/features/careers/careers-page.tsx';
import { usePublicHead } from '#src/lib/head.ts';
import { searchText, searchTextList, validatedSearch } from '#src/lib/search-params.ts';
import { reuseServerAnswer } from '#src/lib/server-answers.ts';

// ?q=developer&departments=Engineering&departments=Design (lib/search-serializer.ts); a hand-written
// ?departments=Sales is one department, and links written as ?departments=["Engineering"] still work.
const careersSearch = (search: Record<string, unknown>): { q?: string; departments?: readonly string[] } =>
  validatedSearch({ q: searchText(search.q), departments: searchTextList(search.departments) });

async function loadOpenCareers() {
  try {
    return { careers: await fetchOpenCareers() };
  } catch (error) {
    // SPEC §8: logged, list emptied, departments reduced to "All"; no message.
    console.error('The careers could not be loaded:', error);
    return { careers: [] };
  }
}

export const Route = createFileRoute('/careers/')({
  validateSearch: careersSearch,
  search: { middlewares: [stripSearchParams({ q: '', departments: [] })] },
  // Filtering happens in the page: the list is fetched on arrival, not again on every keystroke.
  shouldReload: ({ cause }) => cause === 'enter',
  loader: (context) => reuseServerAnswer(context, loadOpenCareers),
  pendingComponent: () => <LoadingScreen message="Loading careers" />,
  component: CareersRoute,
});

function CareersRoute() {
  usePublicHead(careersMeta);
  const { careers } = Route.useLoaderData();
  const { q = '', departments = [] } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CareersPage
      careers={careers}
      filters={{ q, departments }}
      onFiltersChange={(next) =>
        navigate({
          search: {
            q: next.q || undefined,
            departments: next.departments.length ? next.departments : undefined,
          },
          replace: true,
        })
      }
    />
  );
}
