import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobManagementList } from '../../../src/features/recruiter/job-management-list';
import { renderWithRouter } from '../../support/dom/render';

const careers = [
  { id: 7, title: 'Payroll Specialist', jobId: 'MC-HR-1005', applicationsCount: 3, latestAppliedAt: null },
];

describe('job management (view 1)', () => {
  it('shows the career’s id as “Career ID”, the id its board’s address carries, and the job ID apart', async () => {
    await renderWithRouter(
      <JobManagementList
        careers={careers}
        boardPath={(id) => `/admin/JobManagement/${id}`}
        onRefresh={() => {}}
      />,
    );
    const card = screen.getByRole('heading', { name: 'Payroll Specialist' }).closest('li') as HTMLElement;
    expect(within(card).getByText('Career ID:')).toHaveTextContent('Career ID: 7');
    expect(within(card).getByText('Job ID:')).toHaveTextContent('Job ID: MC-HR-1005');
    expect(within(card).getByRole('link', { name: 'Open Board: Payroll Specialist' })).toHaveAttribute(
      'href',
      '/admin/JobManagement/7',
    );
  });
});
