// /admin/blogs/{id}/edit shows the editor to the post's author and to admins, and anyone else on the staff
// a read-only post that says who may change it (docs/decisions/0011).
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlog } from '../../../contracts/admin-blogs';
import type { Role } from '../../../contracts/roles';
import { App } from '../../../src/app';
import { createAppRouter } from '../../../src/router';
import { endTestSession, persistSignIn, staffUser, startTestSession } from '../../support/dom/session';

const post: AdminBlog = {
  id: 7,
  title: 'Hiring in 2026',
  slug: 'hiring-in-2026',
  status: 'DRAFT',
  tags: [],
  coverImage: null,
  author: 'Emma Employee',
  authorId: 21,
  publishedAt: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  excerpt: 'Five things we learned recruiting for our clients this year.',
  body: 'Candidates expect a reply within a week.',
  html: '<p>Candidates expect a reply within a week.</p>',
  coverAlt: null,
  metaTitle: null,
  metaDescription: null,
};

const server = setupServer(
  http.get('*/api/admin/blogs/7', () => HttpResponse.json(post)),
  http.all('*/api/*', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
afterEach(() => endTestSession());

function openAs(id: number, role: Role) {
  persistSignIn(staffUser({ id, role, username: `user${id}` }));
  startTestSession();
  const router = createAppRouter();
  router.update({
    ...router.options,
    history: createMemoryHistory({ initialEntries: ['/admin/blogs/7/edit'] }),
  });
  render(<App router={router} />);
}

describe('a post in the staff area', () => {
  it.each([
    ['its author', 21, 'EMPLOYEE'],
    ['an admin', 1, 'ADMIN'],
  ] as const)('opens in the editor for %s', async (_who, id, role) => {
    openAs(id, role);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit “Hiring in 2026”' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it.each([
    ['another employee', 22, 'EMPLOYEE'],
    ['a recruiter', 23, 'RECRUITER'],
  ] as const)('is read-only for %s, saying who may change it', async (_who, id, role) => {
    openAs(id, role);
    expect(await screen.findByRole('heading', { level: 1, name: '“Hiring in 2026”' })).toBeInTheDocument();
    expect(screen.getByText('You can read this post but not change it')).toBeInTheDocument();
    expect(
      screen.getByText('Only Emma Employee or an administrator can edit, publish, unpublish or delete it.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Candidates expect a reply within a week.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save|Delete|Unpublish|publish/ })).not.toBeInTheDocument();
  });
});
