// Unsaved drafts of the blog and career editors are kept in the browser, per person and per item, survive a
// sign-out for inactivity, are offered back after the next sign-in ("You have an unsaved draft from {time}",
// Restore / Discard), and are gone after a save or a discard (docs/decisions/0052).
import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlog } from '../../../contracts/admin-blogs';
import type { SessionUser } from '../../../contracts/auth';
import { App } from '../../../src/app';
import type { InactivityTimers } from '../../../src/lib/session/session-runtime';
import { createAppRouter } from '../../../src/router';
import { enterText } from '../../support/dom/enter-text';
import { endTestSession, persistSignIn, staffUser, startTestSession } from '../../support/dom/session';

const saved: AdminBlog = {
  id: 31,
  title: 'Payroll in two countries',
  slug: 'payroll-in-two-countries',
  status: 'DRAFT',
  tags: [],
  coverImage: null,
  author: 'Asha Admin',
  authorId: 1,
  publishedAt: null,
  updatedAt: '2026-12-01T10:00:00.000Z',
  excerpt: 'What changes when a team works from Hyderabad and Manchester.',
  body: 'Two tax years, two calendars, two sets of public holidays and one payroll team.',
  html: '<p>Two tax years, two calendars, two sets of public holidays and one payroll team.</p>',
  coverAlt: null,
  metaTitle: null,
  metaDescription: null,
};

const server = setupServer(
  http.post('*/api/admin/blogs', () => HttpResponse.json(saved)),
  http.get('*/api/admin/blogs/31', () => HttpResponse.json(saved)),
  http.get('*/api/admin/careers/form-options', () =>
    HttpResponse.json({ clients: [], departments: ['Engineering'] }),
  ),
  http.post('*/employee/auth/logout', () => new HttpResponse(null, { status: 204 })),
  http.all('*/api/*', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  endTestSession();
});

const asha = staffUser({ id: 1, username: 'asha', role: 'ADMIN' });

/** `user` signs in (a stored sign-in) and opens `path`; the page's earlier render, if any, is gone. */
function openAs(user: SessionUser, path: string, timers?: InactivityTimers) {
  cleanup();
  persistSignIn(user);
  const started = startTestSession(timers);
  const router = createAppRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App router={router} />);
  return started;
}

const keptDrafts = () => Object.keys(localStorage).filter((key) => key.includes('editorDraft'));

describe('an unsaved blog post', () => {
  it('survives a sign-out for inactivity and is offered back after the next sign-in', async () => {
    const user = userEvent.setup();
    // A short inactivity limit: idle 8 checks of 100 ms.
    const { loadPage } = openAs(asha, '/admin/blogs/add', { checkIntervalMs: 100, idleTickLimit: 8 });
    await enterText(user, await screen.findByRole('textbox', { name: /^Title/ }), 'Hiring for two offices');
    // Idle until the watcher signs the person out: logout, storage cleared, a load of /.
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'), { timeout: 5000 });
    expect(localStorage.getItem('persist:root')).toBeNull();
    expect(keptDrafts()).toHaveLength(1);

    // Signed in again, the dashboard lists it with the way back to its editor.
    openAs(asha, '/admin/dashboard');
    const drafts = await screen.findByRole('region', { name: 'Unsaved drafts' });
    expect(drafts).toHaveTextContent(/New blog post · You have an unsaved draft from \d/);
    expect(within(drafts).getByRole('link', { name: 'New blog post' })).toHaveAttribute(
      'href',
      '/admin/blogs/add',
    );

    openAs(asha, '/admin/blogs/add');
    expect(await screen.findByText(/^You have an unsaved draft from \d/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Hiring for two offices');
    expect(screen.getByRole('textbox', { name: /^Slug/ })).toHaveValue('hiring-for-two-offices');
    expect(screen.queryByText(/You have an unsaved draft/)).not.toBeInTheDocument();
  });

  it('is gone once saved', async () => {
    const user = userEvent.setup();
    openAs(asha, '/admin/blogs/add');
    await enterText(user, await screen.findByRole('textbox', { name: /^Title/ }), saved.title);
    await enterText(user, screen.getByRole('textbox', { name: /^Excerpt/ }), saved.excerpt);
    await enterText(user, screen.getByRole('textbox', { name: /^Body/ }), saved.body);
    await waitFor(() => expect(keptDrafts()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: `Edit “${saved.title}”` }),
    ).toBeInTheDocument();
    expect(keptDrafts()).toEqual([]);

    openAs(asha, '/admin/blogs/add');
    await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.queryByText(/You have an unsaved draft/)).not.toBeInTheDocument();
    openAs(asha, '/admin/dashboard');
    await screen.findByRole('heading', { level: 1, name: /Dashboard/ });
    expect(screen.queryByRole('region', { name: 'Unsaved drafts' })).not.toBeInTheDocument();
  });

  it('is kept for the person who wrote it, not offered to someone else on the same browser', async () => {
    const user = userEvent.setup();
    openAs(asha, '/admin/blogs/add');
    await enterText(user, await screen.findByRole('textbox', { name: /^Title/ }), 'Only mine');
    await waitFor(() => expect(keptDrafts()).toHaveLength(1));

    openAs(staffUser({ id: 2, username: 'ravi', role: 'EMPLOYEE' }), '/admin/blogs/add');
    await screen.findByRole('textbox', { name: /^Title/ });
    expect(screen.queryByText(/You have an unsaved draft/)).not.toBeInTheDocument();
    // An edit of post 31 is another draft than a new post's.
    openAs(asha, '/admin/blogs/31/edit');
    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue(saved.title);
    expect(screen.queryByText(/You have an unsaved draft/)).not.toBeInTheDocument();
  });
});

describe('an unsaved career', () => {
  it('is offered back after leaving the page, and discarding it removes it for good', async () => {
    const user = userEvent.setup();
    openAs(asha, '/admin/careers/add');
    await enterText(user, await screen.findByRole('textbox', { name: /^Job title/ }), 'Payroll specialist');

    openAs(asha, '/admin/careers/add');
    expect(await screen.findByText(/^You have an unsaved draft from \d/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText(/You have an unsaved draft/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Job title/ })).toHaveValue('');
    expect(keptDrafts()).toEqual([]);

    openAs(asha, '/admin/careers/add');
    await screen.findByRole('textbox', { name: /^Job title/ });
    expect(screen.queryByText(/You have an unsaved draft/)).not.toBeInTheDocument();
  });

  it('restores every field kept', async () => {
    const user = userEvent.setup();
    openAs(asha, '/admin/careers/add');
    await enterText(user, await screen.findByRole('textbox', { name: /^Job title/ }), 'Payroll specialist');
    await enterText(user, screen.getByRole('textbox', { name: /^Experience/ }), '3–5 years');

    openAs(asha, '/admin/careers/add');
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: /^Job title/ })).toHaveValue('Payroll specialist');
    expect(screen.getByRole('textbox', { name: /^Experience/ })).toHaveValue('3–5 years');
  });
});
