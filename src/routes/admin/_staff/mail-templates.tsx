// /admin/mail-templates: the stage e-mail templates (admins).
import { createFileRoute } from '@tanstack/react-router';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { fetchStageMailTemplates } from '#src/features/admin/stage-mail-templates/stage-mail-templates-api.ts';
import { StageMailTemplatesPage } from '#src/features/admin/stage-mail-templates/stage-mail-templates-page.tsx';
import { useStaffHead } from '#src/lib/head.ts';

export const Route = createFileRoute('/admin/_staff/mail-templates')({
  loader: () => fetchStageMailTemplates(),
  staleTime: 0,
  // One chunk for the page and its loader: each chunk costs every first load its name in the entry.
  codeSplitGroupings: [['loader', 'component', 'errorComponent', 'notFoundComponent']],
  errorComponent: AdminLoadError,
  component: StageMailTemplatesRoute,
});

function StageMailTemplatesRoute() {
  useStaffHead('E-mail templates');
  return <StageMailTemplatesPage templates={Route.useLoaderData()} />;
}
