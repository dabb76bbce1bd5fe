// /admin/following in the app: a recruiter opens it and finds their careers and digest time; an employee, who
// sees no applicants, is sent to the dashboard instead.
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Following } from '../../../contracts/staff-notifications';
import { App } from '../../../src/app';
import { createAppRouter } from '../../../src/router';
import { emptyStaffApi } from '../../support/dom/empty-staff-api';
import { endTestSession, persistSignIn, staffUser, startTestSession } from '../../support/dom/session';

const following: Following = {
  careers: [
    {
      id: 7,
      jobId: 'MC-HR-1007',
      title: 'Payroll Executive',
      location: 'Hyderabad, India',
      status: 'OPEN',
      delivery: 'each',
    },
  ],
  digest: { timeZone: 'Europe/London', digestTime: '08:15' },
};

const server = setupServer(
  http.get('*/api/recruiter/following', () => HttpResponse.json(following)),
  ...emptyStaffApi,
  http.all('*/api/*', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(endTestSession);

function openAs(role: 'RECRUITER' | 'EMPLOYEE') {
  persistSignIn(staffUser({ role, username: role.toLowerCase() }));
  startTestSession();
  const router = createAppRouter();
  router.update({
    ...router.options,
    history: createMemoryHistory({ initialEntries: ['/admin/following'] }),
  });
  render(<App router={router} />);
  return router;
}

describe('/admin/following', () => {
  it('shows a recruiter their careers and digest time, titled for the staff area', async () => {
    openAs('RECRUITER');
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers you follow' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Careers you follow | Meera Consultancy staff'));
    const choices = screen.getByRole('radiogroup', { name: 'Payroll Executive' });
    expect(within(choices).getByRole('radio', { name: 'Each application' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Time zone/ })).toHaveValue('Europe/London');
    expect(screen.getByLabelText(/^Digest time/)).toHaveValue('08:15');
  });

  it('sends an employee to the dashboard', async () => {
    const router = openAs('EMPLOYEE');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
