// /admin/careers/add: a new job gets its job ID from the server and is public at once.
import { useNavigate } from '@tanstack/react-router';
import type { CareerFormOptions } from '#contracts/admin-careers.ts';
import { toast } from '#src/lib/toast.ts';
import { AdminPage } from '../shared/admin-page';
import { CareerForm } from './career-form';
import { createCareer } from './careers-api';

export function AddCareerPage({ options, clientSno }: { options: CareerFormOptions; clientSno?: number }) {
  const navigate = useNavigate();
  const client = options.clients.find((c) => c.sno === clientSno);
  return (
    <AdminPage
      title="Add a career"
      description="It is published on the careers page as soon as you save it, with a job ID made for it."
      back={
        client
          ? { to: `/admin/clients/${client.sno}`, label: client.name }
          : { to: '/admin/careers', label: 'Careers' }
      }
      size="xl"
    >
      <CareerForm
        options={options}
        clientSno={client?.sno}
        onSave={createCareer}
        onSaved={(career) => {
          toast.success(`“${career.title}” (${career.jobId}) is published on the careers page.`);
          void navigate({ to: '/admin/careers/$id/view', params: { id: String(career.id) } });
        }}
        submitLabel="Publish career"
      />
    </AdminPage>
  );
}
