import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CareerListItem } from '../../../contracts/careers';
import { App } from '../../../src/app';
import { site } from '../../../src/content/site';
import { setPageTime } from '../../../src/lib/page-clock';
import { createAppRouter } from '../../../src/router';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

const careers: CareerListItem[] = [
  {
    id: 1,
    title: 'Frontend Developer (React)',
    department: 'Engineering',
    employmentType: 'FULL_TIME',
    location: 'Hyderabad, India',
    jobId: 'MC-ENG-1001',
    experience: '2–4 years',
    vacancies: 2,
    postedAt: daysAgo(1),
  },
  {
    id: 5,
    title: 'UI/UX Designer',
    department: 'Design',
    employmentType: 'PART_TIME',
    location: 'Hybrid – Manchester, UK',
    jobId: 'MC-DES-1005',
    experience: '3–5 years',
    vacancies: 1,
    postedAt: daysAgo(12),
  },
  {
    id: 7,
    title: 'HR Recruiter',
    department: 'Human Resources',
    employmentType: 'FULL_TIME',
    location: 'Hyderabad, India',
    jobId: 'MC-HR-1007',
    experience: '1–3 years',
    vacancies: 3,
    postedAt: daysAgo(20),
  },
];

const server = setupServer(http.get('*/api/careers/all', () => HttpResponse.json(careers)));
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderAt(path: string) {
  const router = createAppRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App router={router} />);
  return router;
}

const results = () => screen.getByRole('region', { name: /Results$/ });
const jobTitles = () =>
  within(results())
    .queryAllByRole('link')
    .map((link) => link.textContent?.replace(' (opens in a new tab)', ''));

describe('the careers list', () => {
  it('shows the banner, the count, the Posted column and every open job opening in a new tab', async () => {
    renderAt('/careers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Be a Meera Original' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '3 Results' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by keyword')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'FIND JOBS' })).toBeInTheDocument();
    // The column label (each date also says "Posted" to screen readers).
    expect(within(results()).getByText('Posted', { selector: 'p' })).toBeVisible();
    expect(jobTitles()).toEqual(['Frontend Developer (React)', 'UI/UX Designer', 'HR Recruiter']);

    const link = within(results()).getByRole('link', { name: /Frontend Developer \(React\)/ });
    expect(link).toHaveAttribute('href', '/careers/frontend-developer-react-/1');
    expect(link).toHaveAttribute('target', '_blank');

    const first = link.closest('li') as HTMLElement;
    expect(within(first).getByText('NEW')).toBeInTheDocument();
    expect(within(first).getByText('Job ID: MC-ENG-1001')).toBeInTheDocument();
    expect(within(first).getByText('Full-time')).toBeInTheDocument();
    expect(within(first).getByText('Engineering')).toBeInTheDocument();
    expect(within(first).getByText('Hyderabad, India')).toBeInTheDocument();
    // Older than seven days: no NEW marker.
    const designer = within(results())
      .getByRole('link', { name: /UI\/UX Designer/ })
      .closest('li') as HTMLElement;
    expect(within(designer).queryByText('NEW')).toBeNull();
  });

  it('marks NEW by today, not by the time of a page rendered weeks before the visitor opened Careers', async () => {
    // A prerendered home page carries its build time, two weeks ago; the visitor then opens Careers.
    setPageTime(new Date(Date.now() - 14 * DAY));
    const router = renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    await router.navigate({ to: '/careers' });
    await screen.findByRole('heading', { name: '3 Results' });
    const row = (title: RegExp) =>
      within(results()).getByRole('link', { name: title }).closest('li') as HTMLElement;
    // Posted yesterday: NEW today (it would not exist yet by the build's clock).
    expect(within(row(/Frontend Developer/)).getByText('NEW')).toBeInTheDocument();
    // Posted 12 and 20 days ago: not NEW today (by the build's clock the second one would be).
    expect(within(row(/UI\/UX Designer/)).queryByText('NEW')).toBeNull();
    expect(within(row(/HR Recruiter/)).queryByText('NEW')).toBeNull();
  });

  it('filters by keyword as the visitor types, keeping it in the address', async () => {
    const router = renderAt('/careers');
    await screen.findByRole('heading', { name: '3 Results' });
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Search by keyword'), 'DESIGN');
    expect(await screen.findByRole('heading', { name: '1 Results' })).toBeInTheDocument();
    expect(jobTitles()).toEqual(['UI/UX Designer']);
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'DESIGN' }));

    await user.clear(screen.getByPlaceholderText('Search by keyword'));
    await user.type(screen.getByPlaceholderText('Search by keyword'), 'astronaut');
    await user.click(screen.getByRole('button', { name: 'FIND JOBS' }));
    expect(await screen.findByText('No careers found matching your criteria.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: '0 Results' })).toHaveFocus());
  });

  it('filters by department: "All" clears the others, unticking the last returns to "All"', async () => {
    const router = renderAt('/careers');
    await screen.findByRole('heading', { name: '3 Results' });
    const user = userEvent.setup();
    const all = screen.getByRole('checkbox', { name: 'All Departments' });
    expect(all).toBeChecked();
    expect(within(screen.getByRole('group', { name: 'Departments' })).getAllByRole('checkbox')).toHaveLength(
      4,
    );

    await user.click(screen.getByRole('checkbox', { name: 'Design' }));
    await user.click(screen.getByRole('checkbox', { name: 'Human Resources' }));
    expect(all).not.toBeChecked();
    expect(await screen.findByRole('heading', { name: '2 Results' })).toBeInTheDocument();
    expect(jobTitles()).toEqual(['UI/UX Designer', 'HR Recruiter']);
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ departments: ['Design', 'Human Resources'] }),
    );
    // Readable in the address: one key per department.
    expect(router.state.location.searchStr).toBe('?departments=Design&departments=Human+Resources');

    await user.click(screen.getByRole('checkbox', { name: 'All Departments' }));
    expect(screen.getByRole('checkbox', { name: 'All Departments' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Design' })).not.toBeChecked();
    expect(await screen.findByRole('heading', { name: '3 Results' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Engineering' }));
    expect(await screen.findByRole('heading', { name: '1 Results' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Engineering' }));
    expect(screen.getByRole('checkbox', { name: 'All Departments' })).toBeChecked();
    expect(await screen.findByRole('heading', { name: '3 Results' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it('filters by location, from the jobs themselves, kept in the address beside the others', async () => {
    const router = renderAt('/careers?departments=Design&departments=Engineering');
    await screen.findByRole('heading', { name: '2 Results' });
    const user = userEvent.setup();
    const locations = within(screen.getByRole('group', { name: 'Locations' }));
    expect(locations.getAllByRole('checkbox')).toHaveLength(3);
    expect(locations.getByRole('checkbox', { name: 'All Locations' })).toBeChecked();

    await user.click(locations.getByRole('checkbox', { name: 'Manchester' }));
    expect(await screen.findByRole('heading', { name: '1 Results' })).toBeInTheDocument();
    expect(jobTitles()).toEqual(['UI/UX Designer']);
    expect(screen.getByRole('button', { name: /Location\s*1 chosen/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.searchStr).toBe(
        '?departments=Design&departments=Engineering&locations=Manchester',
      ),
    );
  });

  it.each([
    ['repeated keys', '/careers?q=r&departments=Engineering&departments=Human+Resources'],
    ['an old link (JSON)', '/careers?q=r&departments=%5B%22Engineering%22%2C%22Human%20Resources%22%5D'],
  ])('restores the filters from a shared address: %s', async (_form, address) => {
    renderAt(address);
    expect(await screen.findByRole('heading', { name: '2 Results' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by keyword')).toHaveValue('r');
    expect(screen.getByRole('checkbox', { name: 'Engineering' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Human Resources' })).toBeChecked();
    expect(jobTitles()).toEqual(['Frontend Developer (React)', 'HR Recruiter']);
  });

  it('searches the department options in the Job Type card, which collapses', async () => {
    renderAt('/careers');
    await screen.findByRole('heading', { name: '3 Results' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search departments' }), 'hu');
    expect(screen.getByRole('checkbox', { name: 'Human Resources' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Design' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'All Departments' })).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Job Type' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the social and contact cards', async () => {
    renderAt('/careers');
    await screen.findByRole('heading', { name: '3 Results' });
    const aside = screen.getByRole('complementary', { name: 'Connect with us' });
    expect(within(aside).getByRole('link', { name: /on LinkedIn/ })).toHaveAttribute(
      'href',
      site.social.linkedIn,
    );
    expect(within(aside).getByRole('link', { name: /on Instagram/ })).toHaveAttribute(
      'href',
      site.social.instagram,
    );
    expect(within(aside).getByRole('link', { name: /on Facebook/ })).toHaveAttribute(
      'href',
      site.social.facebook,
    );
    expect(within(aside).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  });

  it('on a load failure logs it, lists nothing and offers only "All"', async () => {
    server.use(http.get('*/api/careers/all', () => HttpResponse.json({ error: {} }, { status: 500 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/careers');
    expect(await screen.findByRole('heading', { name: '0 Results' })).toBeInTheDocument();
    expect(screen.getByText('No careers found matching your criteria.')).toBeInTheDocument();
    expect(
      screen.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['All Departments']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged).toHaveBeenCalledWith('The careers could not be loaded:', expect.anything());
    logged.mockRestore();
  });
});
