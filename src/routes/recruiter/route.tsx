// /recruiter/*: outside the admin layout, but guarded the same way (RECRUITER or ADMIN).
import { createFileRoute } from '@tanstack/react-router';
import { guardStaffPageLazily } from '#src/lib/session/staff-guard.ts';

export const Route = createFileRoute('/recruiter')({ beforeLoad: guardStaffPageLazily });
