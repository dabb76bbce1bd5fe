import { createFileRoute } from '@tanstack/react-router';
import { loadJobManagement } from '../../../features/recruiter/board-loaders';
import { JobManagementPage } from '../../../features/recruiter/job-management-page';

export const Route = createFileRoute('/recruiter/RecruiterJobManagement/')({
  loader: loadJobManagement,
  component: () => (
    <JobManagementPage
      careers={Route.useLoaderData().careers}
      boardPath={(id) => `/recruiter/RecruiterJobManagement/${id}`}
    />
  ),
});
