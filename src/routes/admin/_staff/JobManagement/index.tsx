import { createFileRoute } from '@tanstack/react-router';
import { loadJobManagement } from '../../../../features/recruiter/board-loaders';
import { JobManagementPage } from '../../../../features/recruiter/job-management-page';

export const Route = createFileRoute('/admin/_staff/JobManagement/')({
  loader: loadJobManagement,
  component: () => (
    <JobManagementPage
      careers={Route.useLoaderData().careers}
      boardPath={(id) => `/admin/JobManagement/${id}`}
    />
  ),
});
