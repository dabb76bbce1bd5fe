import { createFileRoute, redirect } from '@tanstack/react-router';

// /admin on its own is the staff home.
export const Route = createFileRoute('/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/dashboard' });
  },
});
