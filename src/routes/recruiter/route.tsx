// /recruiter/*: outside the admin layout, but guarded the same way (RECRUITER or ADMIN).
import { createFileRoute } from '@tanstack/react-router';
import { guardStaffPage } from '../../features/auth/staff-access';

export const Route = createFileRoute('/recruiter')({ beforeLoad: guardStaffPage });
