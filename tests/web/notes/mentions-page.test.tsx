// /admin/mentions as a recruiter uses it: unread first with the count, each mention's link to its note on the
// person page (or the board), marking one read and then all; and the header's badge with the unread count.
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Mention } from '../../../contracts/notes';
import { App } from '../../../src/app';
import { UnreadMentionsBadge } from '../../../src/features/notes/unread-mentions-badge';
import { createAppRouter } from '../../../src/router';
import { renderWithRouter } from '../../support/dom/render';
import { endTestSession, persistSignIn, staffUser, startTestSession } from '../../support/dom/session';

const mention = (overrides: Partial<Mention>): Mention => ({
  id: 12,
  noteId: 30,
  by: 'Rita Rao',
  excerpt: 'Strong React portfolio. @ravi can you call her?',
  subject: { personId: 3, applicationId: null, careerId: null, name: 'Priya Sharma', jobTitle: null },
  createdAt: '2026-11-21T09:30:00.000Z',
  readAt: null,
  ...overrides,
});

const ON_APPLICATION = mention({
  id: 11,
  noteId: 29,
  by: 'Adam Admin',
  excerpt: 'Second round on Friday.',
  subject: {
    personId: null,
    applicationId: 9,
    careerId: 4,
    name: 'Arjun Mehta',
    jobTitle: 'Payroll Specialist',
  },
});
const READ = mention({
  id: 10,
  noteId: 28,
  by: 'Ravi Kumar',
  excerpt: 'Old news.',
  readAt: '2026-11-19T10:00:00.000Z',
});

let marked: string[];
let unread: number;
const server = setupServer(
  http.get('*/api/admin/mentions', () =>
    HttpResponse.json({
      items: [mention({}), ON_APPLICATION, READ],
      total: 3,
      page: 1,
      pageSize: 20,
      unread: 2,
    }),
  ),
  http.get('*/api/admin/mentions/unread-count', () => HttpResponse.json({ unread })),
  http.post('*/api/admin/mentions/:id/read', ({ params }) => {
    marked.push(String(params.id));
    return HttpResponse.json(mention({ id: Number(params.id), readAt: '2026-11-22T10:00:00.000Z' }));
  }),
  http.post('*/api/admin/mentions/read-all', () => {
    marked.push('all');
    return HttpResponse.json({ unread: 0 });
  }),
  http.all('*/api/*', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
afterEach(() => {
  endTestSession();
  marked = [];
  unread = 0;
});
marked = [];
unread = 0;

function signInAs(role: 'RECRUITER' | 'EMPLOYEE') {
  persistSignIn(staffUser({ id: 7, role, username: 'ravi', displayName: 'Ravi Kumar' }));
  startTestSession();
}

function openMentions() {
  signInAs('RECRUITER');
  const router = createAppRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: ['/admin/mentions'] }) });
  render(<App router={router} />);
}

describe('the mentions page', () => {
  it('lists unread mentions as new, links each to its note, and counts down as they are read', async () => {
    const user = userEvent.setup();
    openMentions();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mentions' })).toBeInTheDocument();
    expect(screen.getByText('2 unread mentions.')).toHaveAttribute('role', 'status');
    const [first, second, third] = screen.getAllByRole('article');
    if (!first || !second || !third) throw new Error('three mentions expected');
    expect(first).toHaveAccessibleName('Rita Rao mentioned you in a note on Priya Sharma');
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open the note' })).toHaveAttribute(
      'href',
      '/admin/people/3#note-30',
    );
    expect(within(second).getByRole('link', { name: 'Open the note' })).toHaveAttribute(
      'href',
      '/recruiter/RecruiterJobManagement/4#note-29',
    );
    expect(within(third).queryByText('New')).not.toBeInTheDocument();
    expect(within(third).queryByRole('button', { name: /Mark read/ })).not.toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: /^Mark read/ }));
    expect(await screen.findByText('1 unread mention.')).toBeInTheDocument();
    expect(within(first).queryByText('New')).not.toBeInTheDocument();
    expect(marked).toEqual(['12']);

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('Nothing unread.')).toBeInTheDocument();
    expect(within(second).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(marked).toEqual(['12', 'all']);
  });
});

describe('the unread mentions badge', () => {
  it('names the count in its link, and shows nothing beside it when all are read', async () => {
    signInAs('RECRUITER');
    unread = 3;
    const first = await renderWithRouter(<UnreadMentionsBadge />, '/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'Mentions, 3 unread' })).toHaveAttribute(
      'href',
      '/admin/mentions',
    );
    first.unmount();
    unread = 0;
    await renderWithRouter(<UnreadMentionsBadge />, '/admin/dashboard');
    const link = await screen.findByRole('link', { name: 'Mentions' });
    expect(link).toHaveTextContent(/^Mentions$/);
  });

  it('is not shown to staff nobody can mention', async () => {
    signInAs('EMPLOYEE');
    unread = 3;
    await renderWithRouter(<UnreadMentionsBadge />, '/admin/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /Mentions/ })).not.toBeInTheDocument();
  });
});
