import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Profile, SessionUser } from '../../../contracts/auth';
import { App } from '../../../src/app';
import { createAppRouter } from '../../../src/router';
import { emptyStaffApi } from '../../support/dom/empty-staff-api';
import { endTestSession, persistSignIn, staffUser, startTestSession } from '../../support/dom/session';

let stored: Profile;
const passwordChanges: unknown[] = [];
let loggedOut = 0;
const server = setupServer(
  http.post('*/api/profile/password', async ({ request }) => {
    passwordChanges.push(await request.json());
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('*/employee/auth/logout', () => {
    loggedOut += 1;
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/api/profile', () => HttpResponse.json(stored)),
  http.put('*/api/profile', async ({ request }) => {
    stored = { ...stored, ...((await request.json()) as Partial<Profile>), profileComplete: true };
    return HttpResponse.json(stored);
  }),
  // Each page the guards let through loads its data, as empty as a new firm's.
  ...emptyStaffApi,
  http.all('*/api/*', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  endTestSession();
  passwordChanges.length = 0;
  loggedOut = 0;
});
let loadPage: ReturnType<typeof startTestSession>['loadPage'];

function signedInAt(path: string, user?: SessionUser) {
  if (user) {
    persistSignIn(user);
    stored = {
      username: user.username,
      role: user.role,
      fullName: user.displayName,
      email: `${user.username}@example.com`,
      phone: null,
      designation: null,
      office: null,
      profileComplete: user.profileComplete,
    };
  }
  ({ loadPage } = startTestSession());
  const router = createAppRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App router={router} />);
  return router;
}

const landsOn = async (router: ReturnType<typeof signedInAt>, pathname: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(pathname));

describe('staff page guards', () => {
  it.each([
    '/admin/dashboard',
    '/admin/profile',
    '/admin/blogs',
    '/admin/employees',
    '/recruiter/RecruiterJobManagement',
  ])('sends a signed-out visitor of %s to sign in, remembering the page', async (path) => {
    const router = signedInAt(path);
    await landsOn(router, '/admin/login');
    expect(router.state.location.search).toEqual({ redirect: path });
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  });

  it.each([
    ['ADMIN', '/admin/employees', '/admin/employees'],
    ['ADMIN', '/admin/JobManagement', '/admin/JobManagement'],
    ['ADMIN', '/admin/audit-log', '/admin/audit-log'],
    ['ADMIN', '/recruiter/RecruiterJobManagement', '/recruiter/RecruiterJobManagement'],
    ['RECRUITER', '/recruiter/RecruiterJobManagement', '/recruiter/RecruiterJobManagement'],
    ['RECRUITER', '/admin/careers', '/admin/careers'],
    ['RECRUITER', '/admin/employees', '/admin/dashboard'],
    ['RECRUITER', '/admin/ClientManagement', '/admin/dashboard'],
    ['RECRUITER', '/admin/audit-log', '/admin/dashboard'],
    ['EMPLOYEE', '/admin/blogs', '/admin/blogs'],
    ['EMPLOYEE', '/recruiter/RecruiterJobManagement', '/admin/dashboard'],
    ['EMPLOYEE', '/admin/RecruiterJobManagement/5', '/admin/dashboard'],
    ['EMPLOYEE', '/admin/JobManagement', '/admin/dashboard'],
  ] as const)('%s opening %s lands on %s', async (role, path, expected) => {
    const router = signedInAt(path, staffUser({ role, username: role.toLowerCase() }));
    await landsOn(router, expected);
    if (expected !== path) {
      expect(await screen.findByText('Your account cannot open that page.')).toBeInTheDocument();
    }
  });

  it.each([
    ['RECRUITER', '/admin/RecruiterJobManagement/5', '/recruiter/RecruiterJobManagement'],
    ['RECRUITER', '/recruiter/RecruiterJobManagement/5', '/recruiter/RecruiterJobManagement'],
    ['ADMIN', '/admin/RecruiterJobManagement/5', '/admin/JobManagement'],
    ['ADMIN', '/admin/JobManagement/5', '/admin/JobManagement'],
  ] as const)(
    '%s on the board at %s: Back leads to %s, a page that role may open',
    async (role, path, back) => {
      server.use(
        http.get('*/api/recruiter/job-management/careers/:id/applications', () =>
          HttpResponse.json({
            career: { id: 5, title: 'Payroll Specialist', jobId: 'MC-HR-1005' },
            applications: [],
          }),
        ),
      );
      const router = signedInAt(path, staffUser({ role, username: role.toLowerCase() }));
      const backLink = await screen.findByRole('link', { name: 'Back' });
      expect(backLink).toHaveAttribute('href', back);
      await userEvent.setup().click(backLink);
      await landsOn(router, back);
      expect(screen.queryByText('Your account cannot open that page.')).toBeNull();
    },
  );

  it('labels the dashboard by role', async () => {
    signedInAt('/admin/dashboard', staffUser({ role: 'RECRUITER', username: 'recruiter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Employee Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Job Management' })).toHaveAttribute(
      'href',
      '/recruiter/RecruiterJobManagement',
    );
    // Only what the role may open is offered.
    expect(screen.queryByRole('link', { name: 'Employees' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull();
  });

  it('keeps a person with an incomplete profile on the profile page until it is saved', async () => {
    const user = userEvent.setup();
    const router = signedInAt(
      '/admin/blogs',
      staffUser({ role: 'EMPLOYEE', username: 'employee', profileComplete: false }),
    );
    await landsOn(router, '/admin/profile');
    expect(router.state.location.search).toEqual({ required: true });
    expect(await screen.findByText('Please complete your profile')).toBeInTheDocument();
    // The header and footer are hidden on this step (docs/requirements.md#chrome-hiding).
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();

    await user.type(screen.getByLabelText(/^Phone/), '+91 98480 22338');
    await user.type(screen.getByLabelText(/^Designation/), 'Digital Marketing Executive');
    await user.click(screen.getByRole('combobox', { name: 'Office' }));
    // Mantine's dropdowns never finish their opening transition in happy-dom, so the options count as hidden.
    await user.click(await screen.findByRole('option', { name: 'India (Hyderabad)', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await landsOn(router, '/admin/dashboard');
    expect(sessionStorage.getItem('profileComplete')).toBe('true');
    expect(
      JSON.parse(JSON.parse(localStorage.getItem('persist:root') ?? '{}').auth).user.profileComplete,
    ).toBe(true);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });

  it('keeps a person with a one-time password on the profile page until they set their own', async () => {
    const user = userEvent.setup();
    const router = signedInAt(
      '/admin/blogs',
      staffUser({ role: 'EMPLOYEE', username: 'kavya', mustChangePassword: true }),
    );
    await landsOn(router, '/admin/profile');
    expect(router.state.location.search).toEqual({ required: true });
    expect(await screen.findByText('Please choose a password of your own')).toBeInTheDocument();
    expect(screen.queryByText('Please complete your profile')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();

    // Another staff page sends them straight back.
    await router.navigate({ to: '/admin/dashboard' });
    await landsOn(router, '/admin/profile');

    await user.type(screen.getByLabelText(/^Current password/), 'Hq7v-2mKx-Pp9r-Ta4e');
    await user.type(screen.getByLabelText(/^New password/), 'Kavya-Own-Pass-2026');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'Kavya-Own-Pass-2026');
    await user.click(screen.getByRole('button', { name: 'Set my password' }));

    await landsOn(router, '/admin/dashboard');
    expect(passwordChanges).toEqual([
      { currentPassword: 'Hq7v-2mKx-Pp9r-Ta4e', newPassword: 'Kavya-Own-Pass-2026' },
    ]);
    expect(
      JSON.parse(JSON.parse(localStorage.getItem('persist:root') ?? '{}').auth).user.mustChangePassword,
    ).toBe(false);
  });

  it('offers a sign-out on the required profile step, the same logout as the user menu', async () => {
    const user = userEvent.setup();
    const router = signedInAt(
      '/admin/dashboard',
      staffUser({ role: 'EMPLOYEE', username: 'employee', profileComplete: false }),
    );
    await landsOn(router, '/admin/profile');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(loggedOut).toBe(1);
    expect(localStorage.getItem('persist:root')).toBeNull();
    expect(sessionStorage.getItem('profileComplete')).toBeNull();
  });

  it('offers no sign-out button on the profile page outside the required step', async () => {
    signedInAt('/admin/profile', staffUser({ role: 'EMPLOYEE', username: 'employee' }));
    await screen.findByRole('heading', { level: 2, name: 'Change password' });
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('refuses an invalid profile with messages beside the fields', async () => {
    const user = userEvent.setup();
    signedInAt(
      '/admin/profile',
      staffUser({ role: 'EMPLOYEE', username: 'employee', profileComplete: false }),
    );
    await user.type(await screen.findByLabelText(/^Phone/), '12345');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(/Please enter a mobile number with its country code/)).toBeInTheDocument();
    expect(screen.getByText('Please enter your designation.')).toBeInTheDocument();
    expect(sessionStorage.getItem('profileComplete')).toBe('false');
  });
});
