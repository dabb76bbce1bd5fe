// /admin/careers/{id}/edit: changes reach the public page at once; the job ID stays.
import { useNavigate } from '@tanstack/react-router';
import type { AdminCareer, CareerFormOptions } from '#contracts/admin-careers.ts';
import { toast } from '#src/lib/toast.ts';
import { AdminPage } from '../shared/admin-page';
import { CareerForm } from './career-form';
import { updateCareer } from './careers-api';

export function EditCareerPage({ career, options }: { career: AdminCareer; options: CareerFormOptions }) {
  const navigate = useNavigate();
  return (
    <AdminPage
      title={`Edit “${career.title}”`}
      description={`${career.jobId} · the job ID stays the same`}
      back={{ to: `/admin/careers/${career.id}/view`, label: career.title }}
      size="xl"
    >
      <CareerForm
        options={options}
        career={career}
        onSave={(form) => updateCareer(career.id, form)}
        onSaved={(saved) => {
          toast.success(`“${saved.title}” is saved.`);
          void navigate({ to: '/admin/careers/$id/view', params: { id: String(saved.id) } });
        }}
        submitLabel="Save changes"
      />
    </AdminPage>
  );
}
