// /admin/people: the talent pool (those who recruit); words, filters and page live in the address.
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { fetchTalentPool, fetchTalentPoolOptions } from '#src/features/admin/talent-pool/talent-pool-api.ts';
import { TalentPoolPage } from '#src/features/admin/talent-pool/talent-pool-page.tsx';
import {
  talentPoolSearch,
  talentPoolSearchDefaults,
} from '#src/features/admin/talent-pool/talent-pool-search.ts';
import { useStaffHead } from '#src/lib/head.ts';

export const Route = createFileRoute('/admin/_staff/people/')({
  validateSearch: talentPoolSearch,
  search: { middlewares: [stripSearchParams(talentPoolSearchDefaults)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    const [people, options] = await Promise.all([fetchTalentPool({ ...deps }), fetchTalentPoolOptions()]);
    return { people, options };
  },
  staleTime: 0,
  errorComponent: AdminLoadError,
  component: TalentPoolRoute,
});

function TalentPoolRoute() {
  useStaffHead('Talent pool');
  const navigate = Route.useNavigate();
  const { people, options } = Route.useLoaderData();
  return (
    <TalentPoolPage
      people={people}
      options={options}
      search={Route.useSearch()}
      onSearch={(next) =>
        navigate({
          search: (previous) => (Object.keys(next).length ? { ...previous, ...next } : {}),
          replace: true,
        })
      }
    />
  );
}
