// /admin/rejection-reasons: the reasons a rejection can be given (admins).
import { createFileRoute } from '@tanstack/react-router';
import { fetchRejectionReasons } from '#src/features/admin/rejection-reasons/rejection-reasons-api.ts';
import { RejectionReasonsPage } from '#src/features/admin/rejection-reasons/rejection-reasons-page.tsx';
import { AdminLoadError } from '#src/features/admin/shared/admin-load-error.tsx';
import { useStaffHead } from '#src/lib/head.ts';

export const Route = createFileRoute('/admin/_staff/rejection-reasons')({
  loader: () => fetchRejectionReasons(),
  staleTime: 0,
  errorComponent: AdminLoadError,
  component: RejectionReasonsRoute,
});

function RejectionReasonsRoute() {
  useStaffHead('Rejection reasons');
  return <RejectionReasonsPage reasons={Route.useLoaderData()} />;
}
