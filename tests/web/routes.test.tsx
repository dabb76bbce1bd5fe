import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../src/app';
import { pageMeta } from '../../src/content/page-meta';
import { createAppRouter } from '../../src/router';
import { emptyStaffApi } from '../support/dom/empty-staff-api';
import { endTestSession, persistSignIn, staffUser, startTestSession } from '../support/dom/session';

// Staff pages load their data; an empty firm answers here (msw stands in for the API in web tests).
const client = {
  sno: 2,
  name: 'Northwind Traders',
  contactPerson: null,
  email: null,
  phone: null,
  industry: null,
  country: null,
  jobsCount: 0,
  openJobsCount: 0,
  address: null,
  notes: null,
  createdAt: '2026-01-05T10:00:00Z',
  updatedAt: '2026-01-05T10:00:00Z',
};
const career = {
  id: 7,
  jobId: 'MC-HR-1007',
  title: 'HR Recruiter',
  department: 'Human Resources',
  employmentType: 'FULL_TIME',
  location: 'Hyderabad, India',
  status: 'OPEN',
  vacancies: 1,
  postedAt: '2026-01-05T10:00:00Z',
  closingDate: null,
  client: null,
  applicationsCount: 0,
  experience: '1–3 years',
  description: 'Hire well.',
  descriptionHtml: '<p>Hire well.</p>',
  applicantsByStatus: [],
  updatedAt: '2026-01-05T10:00:00Z',
};

const server = setupServer(
  // The pages opened by id find their record; everything else is a firm with nothing in it yet.
  http.get('*/api/admin/careers/7', () => HttpResponse.json(career)),
  http.get('*/api/admin/clients/2', () => HttpResponse.json(client)),
  http.get('*/api/admin/clients/2/jobs', () =>
    HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20, client: { sno: 2, name: client.name } }),
  ),
  ...emptyStaffApi,
  http.get('*/api/profile', () =>
    HttpResponse.json({
      username: 'admin',
      role: 'ADMIN',
      fullName: 'Sunita Reddy',
      email: 'a@example.com',
      phone: null,
      designation: null,
      office: null,
      profileComplete: true,
    }),
  ),
  http.all('*/api/*', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(endTestSession);

function signInAsAdmin() {
  persistSignIn(staffUser({ role: 'ADMIN' }));
  startTestSession();
}

function renderAt(path: string) {
  const router = createAppRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App router={router} />);
  return router;
}

// Every route of docs/requirements.md#routes, with the title a person (or a crawler) sees.
const publicRoutes: [string, string][] = [
  ['/', pageMeta.home.title],
  ['/about-us', pageMeta.aboutus.title],
  ['/hr-service', pageMeta.hrservice.title],
  ['/digital-marketing', pageMeta.digitalmarketing.title],
  ['/website-design', pageMeta.websitedesign.title],
  ['/overseas-education', pageMeta.education.title],
  ['/careers', pageMeta.careers.title],
  ['/blogs', pageMeta.blogs.title],
  ['/contact-us', pageMeta.contact.title],
  ['/internship', pageMeta.internship.title],
  ['/privacy', pageMeta.privacy.title],
  ['/404', pageMeta.notfound.title],
  ['/anything/else', pageMeta.notfound.title],
];

const staffRoutes = [
  '/admin/login',
  '/admin/dashboard',
  '/admin/careers',
  '/admin/careers/add',
  '/admin/careers/7/view',
  '/admin/blogs',
  '/admin/blogs/add',
  '/admin/profile',
  '/admin/employees',
  '/admin/employees/add',
  '/admin/ClientManagement',
  '/admin/clients/add',
  '/admin/clients/2',
  '/admin/ClientManagement/2/jobs',
  '/admin/ClientManagement/2/jobs/5',
  '/admin/JobManagement',
  '/admin/JobManagement/5',
  '/admin/audit-log',
  '/admin/RecruiterJobManagement/5',
  '/recruiter/RecruiterJobManagement',
  '/recruiter/RecruiterJobManagement/5',
];

describe('every route of the requirements exists and has a real title', () => {
  it.each(publicRoutes)('%s', async (path, title) => {
    renderAt(path);
    await waitFor(() => expect(document.title).toBe(title));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it.each(staffRoutes)('%s', async (path) => {
    signInAsAdmin();
    renderAt(path);
    await waitFor(() => {
      expect(document.title).toMatch(/ \| Meera Consultancy staff$/);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
        'noindex, nofollow',
      );
    });
  });

  it('sends a signed-out visitor of a staff page to the sign-in page, and back afterwards', async () => {
    const router = renderAt('/admin/JobManagement/5');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toMatchObject({ redirect: '/admin/JobManagement/5' });
  });

  it('treats a non-numeric id as not found rather than asking the API', async () => {
    signInAsAdmin();
    renderAt('/admin/clients/abc');
    await waitFor(() => expect(document.title).toBe(pageMeta.notfound.title));
  });

  it('sends /admin to the dashboard', async () => {
    signInAsAdmin();
    const router = renderAt('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});

describe('the loading indicator (docs/requirements.md#page-loading)', () => {
  it('covers a page whose data is on its way with “Loading...”, announced politely, and goes once it arrives', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(
        '*/api/admin/careers/7',
        async () => {
          await answered;
          return HttpResponse.json(career);
        },
        { once: true },
      ),
    );
    signInAsAdmin();
    renderAt('/admin/careers/7/view');
    const indicator = (await screen.findByText('Loading...')).closest('[role="status"]');
    expect(indicator).toHaveAttribute('aria-live', 'polite');
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'HR Recruiter' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});

describe('the call-to-action banner (docs/requirements.md#cta-banner)', () => {
  it('shows its default title and button on the About page, and "Partner With Us" on home', async () => {
    renderAt('/about-us');
    const banner = await screen.findByRole('region', { name: "Let's work together" });
    expect(within(banner).getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact-us');
    cleanup();
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Partner With Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });
});
