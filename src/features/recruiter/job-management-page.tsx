// The "Job Management" page as routed: the loaded careers, refreshed on request.
import '#src/lib/mantine-staff-styles.ts';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { RecentCareer } from '#contracts/recruiter.ts';
import { useStaffHead } from '#src/lib/head.ts';
import { JobManagementList } from './job-management-list';

export interface JobManagementPageProps {
  careers: readonly RecentCareer[];
  /** The board route of a career, e.g. `/admin/JobManagement/7`. */
  boardPath: (careerId: number) => string;
}

export function JobManagementPage({ careers, boardPath }: JobManagementPageProps) {
  useStaffHead('Job Management');
  const router = useRouter();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    await router.invalidate();
    setRefreshing(false);
  };
  return (
    <JobManagementList careers={careers} boardPath={boardPath} onRefresh={refresh} refreshing={refreshing} />
  );
}
