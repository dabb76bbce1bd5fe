// Applicants on the recruiter board for the web tests: one career and cards with made-up contact details.
import { DEFAULT_STATUSES } from '../../../contracts/application-status';
import type { BoardApplication } from '../../../contracts/recruiter';

export const boardCareer = { id: 5, title: 'Payroll Specialist', jobId: 'MC-HR-1005' };

/** "Priya Sharma" applied on 2026-02-`day`, with a résumé named Priya_Sharma_CV.pdf. */
export const boardApplicant = (
  id: number,
  name: string,
  day: number,
  statusCode = 'APPLIED',
): BoardApplication => ({
  id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  mobile: '+91 98765 43210',
  state: 'Telangana',
  city: 'Hyderabad',
  resumeFilename: `${name.replace(' ', '_')}_CV.pdf`,
  source: null,
  status: {
    statusCode,
    label: DEFAULT_STATUSES.find((s) => s.statusCode === statusCode)?.label ?? statusCode,
  },
  appliedAt: `2026-02-${String(day).padStart(2, '0')}T10:00:00Z`,
});
