// /admin/clients/add.
import { useNavigate } from '@tanstack/react-router';
import { toast } from '#src/lib/toast.ts';
import { AdminPage } from '../shared/admin-page';
import { ClientForm } from './client-form';
import { createClient } from './clients-api';

export function AddClientPage() {
  const navigate = useNavigate();
  return (
    <AdminPage
      title="Add a client"
      description="Only the company name is needed now; the rest can follow."
      back={{ to: '/admin/ClientManagement', label: 'Clients' }}
      size="md"
    >
      <ClientForm
        onSave={createClient}
        onSaved={(client) => {
          toast.success(`${client.name} is added. Add the jobs you recruit for them next.`);
          void navigate({ to: `/admin/clients/${client.sno}` });
        }}
        submitLabel="Add client"
      />
    </AdminPage>
  );
}
