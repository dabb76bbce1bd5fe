// The dashboard's entries: one per place — one for Job Management (its two addresses show the same list),
// one for the job openings (Careers) — and the contact inbox for admins (issue 61, part 6).
import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../contracts/roles';
import { App } from '../../../src/app';
import { createAppRouter } from '../../../src/router';
import { endTestSession, persistSignIn, staffUser, startTestSession } from '../../support/dom/session';

const server = setupServer(http.all('*/api/*', () => HttpResponse.json({})));
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
afterEach(() => endTestSession());

async function dashboardAs(role: Role) {
  persistSignIn(staffUser({ role, username: role.toLowerCase() }));
  startTestSession();
  const router = createAppRouter();
  router.update({
    ...router.options,
    history: createMemoryHistory({ initialEntries: ['/admin/dashboard'] }),
  });
  render(<App router={router} />);
  await screen.findByRole('heading', { level: 1, name: /Dashboard/ });
  const list = screen.getAllByRole('list').find((ul) => within(ul).queryByRole('link', { name: 'Blogs' }));
  if (!list) throw new Error('no list of areas');
  return within(list).getAllByRole('link');
}

describe('the dashboard', () => {
  it('has one entry per place for an admin, the contact inbox among them', async () => {
    const links = await dashboardAs('ADMIN');
    const names = links.map((link) => link.textContent);
    const targets = links.map((link) => link.getAttribute('href'));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(targets).size).toBe(targets.length);
    // Jobs: Job Management (applicants, boards) and Careers (the openings); no second "Job Management".
    expect(names.filter((name) => /job|career/i.test(name ?? ''))).toEqual(['Job Management', 'Careers']);
    expect(names).not.toContain('Careers overview');
    const byName = (name: string) => links.find((link) => link.textContent === name)?.getAttribute('href');
    expect(byName('Job Management')).toBe('/recruiter/RecruiterJobManagement');
    expect(byName('Careers')).toBe('/admin/careers');
    expect(byName('Contact messages')).toBe('/admin/messages');
  });

  it('leaves the contact inbox out for recruiters and employees, who may not open it', async () => {
    for (const role of ['RECRUITER', 'EMPLOYEE'] as const) {
      const links = await dashboardAs(role);
      expect(links.map((link) => link.textContent)).not.toContain('Contact messages');
      // Every member of staff may sit on an interview.
      const mine = links.find((link) => link.textContent === 'My interviews');
      expect(mine).toHaveAttribute('href', '/admin/interviews');
      endTestSession();
      cleanup();
    }
  });
});
