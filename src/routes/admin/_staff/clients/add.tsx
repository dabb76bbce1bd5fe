import { createFileRoute } from '@tanstack/react-router';
import { AddClientPage } from '#src/features/admin/clients/add-client-page.tsx';
import { useStaffHead } from '#src/lib/head.ts';

export const Route = createFileRoute('/admin/_staff/clients/add')({ component: AddClientRoute });

function AddClientRoute() {
  useStaffHead('Add a client');
  return <AddClientPage />;
}
