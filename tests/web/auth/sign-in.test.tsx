import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WRONG_CREDENTIALS_MESSAGE } from '../../../contracts/auth';
import { App } from '../../../src/app';
import { api } from '../../../src/lib/api';
import { createAppRouter } from '../../../src/router';
import { emptyStaffApi } from '../../support/dom/empty-staff-api';
import { endTestSession, fakeToken, staffUser, startTestSession } from '../../support/dom/session';

const token = fakeToken();
const seen: { authorization: string | null; url: string }[] = [];
/** While set, the server holds its answer until the test calls it: no race with a slow machine. */
let holdAnswer: Promise<void> | undefined;

const server = setupServer(
  http.post('*/auth/authenticate', async ({ request }) => {
    const { username, password } = (await request.json()) as { username: string; password: string };
    await holdAnswer;
    if (username === 'admin' && password === 'MeeraDemo#2026') {
      return HttpResponse.json({ token, user: staffUser() });
    }
    return HttpResponse.json(
      { error: { code: 'unauthorized', message: WRONG_CREDENTIALS_MESSAGE } },
      { status: 401 },
    );
  }),
  // Every API call is recorded, then answered as an empty firm would (no answer here passes it on).
  http.all('*/api/*', ({ request }) => {
    seen.push({ authorization: request.headers.get('authorization'), url: new URL(request.url).pathname });
  }),
  ...emptyStaffApi,
  http.all('*/api/*', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
  holdAnswer = undefined;
  startTestSession();
});
afterEach(endTestSession);

function renderAt(path: string) {
  const router = createAppRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App router={router} />);
  return { router, user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await screen.findByRole('button', { name: 'Sign in' });
  if (username) await user.type(await screen.findByLabelText(/^Username/), username);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  it('says which field is missing, without asking the server', async () => {
    const { user } = renderAt('/admin/login');
    await fillIn(user, '', '');
    expect(await screen.findByText('Please enter your username.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    // Focus moves once the messages are drawn (next frame).
    await waitFor(() => expect(screen.getByLabelText(/^Username/)).toHaveFocus());
    expect(localStorage.getItem('persist:root')).toBeNull();
  });

  it('shows the server’s message when the password is wrong, and stores nothing', async () => {
    const { user, router } = renderAt('/admin/login');
    await fillIn(user, 'admin', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CREDENTIALS_MESSAGE);
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('admin');
    expect(localStorage.getItem('persist:root')).toBeNull();
    expect(sessionStorage.getItem('adminUsername')).toBeNull();
  });

  it('shows and hides the password', async () => {
    const { user } = renderAt('/admin/login');
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('stops clicks and says “Submitting…” while the server answers', async () => {
    let answer = () => {};
    holdAnswer = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { user } = renderAt('/admin/login');
    await fillIn(user, 'admin', 'MeeraDemo#2026');
    const button = screen.getByRole('button', { name: /Sign in/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.hover(button);
    expect(await screen.findByText('Submitting…')).toBeInTheDocument();
    answer();
    await waitFor(() => expect(localStorage.getItem('persist:root')).not.toBeNull());
  });

  it('stores the session exactly as the requirements say and opens the dashboard', async () => {
    const { user, router } = renderAt('/admin/login');
    await fillIn(user, 'admin', 'MeeraDemo#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();

    const root = JSON.parse(localStorage.getItem('persist:root') ?? '{}');
    expect(Object.keys(root)).toEqual(['auth', '_persist']);
    expect(JSON.parse(root.auth)).toEqual({ token, user: staffUser() });
    expect(JSON.parse(root._persist)).toEqual({ version: -1, rehydrated: true });
    expect(sessionStorage.getItem('adminUsername')).toBe('admin');
    expect(sessionStorage.getItem('userRole')).toBe('ADMIN');
    expect(sessionStorage.getItem('profileComplete')).toBe('true');
  });

  it('returns to the page the person was sent from', async () => {
    const { user, router } = renderAt('/admin/blogs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toEqual({ redirect: '/admin/blogs' });
    await fillIn(user, 'admin', 'MeeraDemo#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blogs'));
  });

  it('never sends anyone to another site after signing in', async () => {
    const { user, router } = renderAt('/admin/login?redirect=%2F%2Fevil.example%2Fphish');
    await fillIn(user, 'admin', 'MeeraDemo#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('sends the bearer token with every request once signed in, and no authorization before', async () => {
    const { user, router } = renderAt('/admin/login');
    await api('/api/careers/all');
    await fillIn(user, 'admin', 'MeeraDemo#2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    await api('/api/careers/all');
    expect(seen.filter((call) => call.url === '/api/careers/all')).toEqual([
      { url: '/api/careers/all', authorization: null },
      { url: '/api/careers/all', authorization: `Bearer ${token}` },
    ]);
    // The dashboard's own calls (its figures) carry the token as well.
    expect(seen.slice(1).every((call) => call.authorization === `Bearer ${token}`)).toBe(true);
  });
});
