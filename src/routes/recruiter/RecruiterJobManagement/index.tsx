import { createFileRoute } from '@tanstack/react-router';
import { loadJobManagement } from '#src/features/recruiter/board-loaders.ts';
import { JobManagementPage } from '#src/features/recruiter/job-management-page.tsx';

export const Route = createFileRoute('/recruiter/RecruiterJobManagement/')({
  loader: loadJobManagement,
  component: () => (
    <JobManagementPage
      careers={Route.useLoaderData().careers}
      boardPath={(id) => `/recruiter/RecruiterJobManagement/${id}`}
    />
  ),
});
