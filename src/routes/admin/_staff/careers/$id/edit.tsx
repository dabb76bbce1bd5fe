import { Container } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { fetchAdminCareer, fetchCareerFormOptions } from '#src/features/admin/careers/careers-api.ts';
import { EditCareerPage } from '#src/features/admin/careers/edit-career-page.tsx';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { ScorecardTemplateEditor } from '#src/features/scorecards/scorecard-template-editor.tsx';
import { useStaffHead } from '#src/lib/head.ts';
import { requireIdParams } from '#src/lib/route-params.ts';
import { useSession } from '#src/lib/session/use-session.ts';

export const Route = createFileRoute('/admin/_staff/careers/$id/edit')({
  beforeLoad: ({ params }) => requireIdParams(params, 'id'),
  loader: async ({ params }) => {
    const [career, options] = await Promise.all([
      fetchAdminCareer(Number(params.id)),
      fetchCareerFormOptions(),
    ]);
    return { career, options };
  },
  staleTime: 0,
  gcTime: 0,
  errorComponent: AdminLoadError,
  component: EditCareerRoute,
});

function EditCareerRoute() {
  const { career, options } = Route.useLoaderData();
  useStaffHead(`Edit ${career.title}`);
  // Admins keep the career's scorecard criteria below its form (docs/decisions/0058).
  const { role } = useSession();
  return (
    <>
      <EditCareerPage key={career.id} career={career} options={options} />
      {role === 'ADMIN' ? (
        <Container size="xl" pb="xl">
          <ScorecardTemplateEditor key={career.id} careerId={career.id} />
        </Container>
      ) : null}
    </>
  );
}
