// /admin/careers/add (?clientSno=3 when adding a job from a client's page).
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AddCareerPage } from '../../../../features/admin/careers/AddCareerPage';
import { fetchCareerFormOptions } from '../../../../features/admin/careers/careers-api';
import { AdminLoadError } from '../../../../features/admin/shared/AdminLoadError';
import { useStaffHead } from '../../../../lib/head';

export const Route = createFileRoute('/admin/_staff/careers/add')({
  validateSearch: z.object({ clientSno: z.coerce.number().int().positive().optional().catch(undefined) }),
  loader: () => fetchCareerFormOptions(),
  staleTime: 0,
  errorComponent: AdminLoadError,
  component: AddCareerRoute,
});

function AddCareerRoute() {
  useStaffHead('Add a career');
  return <AddCareerPage options={Route.useLoaderData()} clientSno={Route.useSearch().clientSno} />;
}
