import { createFileRoute } from '@tanstack/react-router';
import { loadJobManagement } from '#src/features/recruiter/board-loaders.ts';
import { JobManagementPage } from '#src/features/recruiter/job-management-page.tsx';

export const Route = createFileRoute('/admin/_staff/JobManagement/')({
  loader: loadJobManagement,
  component: () => (
    <JobManagementPage
      careers={Route.useLoaderData().careers}
      boardPath={(id) => `/admin/JobManagement/${id}`}
    />
  ),
});
