import { createFileRoute } from '@tanstack/react-router';
import { AddClientPage } from '../../../../features/admin/clients/add-client-page';
import { useStaffHead } from '../../../../lib/head';

export const Route = createFileRoute('/admin/_staff/clients/add')({ component: AddClientRoute });

function AddClientRoute() {
  useStaffHead('Add a client');
  return <AddClientPage />;
}
