import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contracts/auth';
import { App } from '../../../src/app';
import { api } from '../../../src/lib/api';
import type { InactivityTimers } from '../../../src/lib/session/session-runtime';
import { createAppRouter } from '../../../src/router';
import { PHONE } from '../../support/dom/dom-window';
import {
  endTestSession,
  fakeToken,
  persistSignIn,
  staffUser,
  startTestSession,
} from '../../support/dom/session';
import { resizeWindow } from '../../support/dom/web';

const EXPIRED = 'Your session expired due to inactivity. Redirecting to the homepage…';
const calls: { method: string; path: string; authorization: string | null }[] = [];
let logoutStatus = 204;
const renewed = fakeToken(15 * 60_000, 'renewed');

const server = setupServer(
  http.all('*', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (!/^\/(api|auth|employee)\//.test(path)) return;
    calls.push({ method: request.method, path, authorization: request.headers.get('authorization') });
  }),
  http.post('*/employee/auth/logout', () => new HttpResponse(null, { status: logoutStatus })),
  http.get('*/employee/auth/current-user', () => HttpResponse.json({ token: renewed, user: staffUser() })),
  http.get('*/api/refused', () =>
    HttpResponse.json({ error: { code: 'unauthorized', message: 'No' } }, { status: 401 }),
  ),
  http.post('*/auth/authenticate', () =>
    HttpResponse.json({ error: { code: 'unauthorized', message: 'No' } }, { status: 401 }),
  ),
  http.all('*/api/*', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
  logoutStatus = 204;
});
afterEach(endTestSession);

function signedInAt(
  path: string,
  user: SessionUser = staffUser(),
  options: { token?: string; timers?: InactivityTimers } = {},
) {
  const token = persistSignIn(user, options.token);
  const session = startTestSession(options.timers);
  const router = createAppRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App router={router} />);
  return { ...session, router, token, user: userEvent.setup() };
}

/** Opens the dropdown once the page has loaded (a navigation closes the menu). */
async function openAccountMenu(user: ReturnType<typeof userEvent.setup>, username: string) {
  await screen.findByRole('heading', { level: 1 });
  // The menu's code loads once the stored sign-in is restored.
  await user.click(await screen.findByRole('button', { name: `Account menu for ${username}` }));
  return screen.findByRole('menu', { hidden: true });
}

const storageIsEmpty = () => {
  expect(localStorage.getItem('persist:root')).toBeNull();
  for (const key of ['adminUsername', 'userRole', 'profileComplete'])
    expect(sessionStorage.getItem(key)).toBeNull();
};

describe('the header’s user menu', () => {
  it.each([
    ['ADMIN', 'Admin Dashboard'],
    ['RECRUITER', 'Employee Dashboard'],
    ['EMPLOYEE', 'Employee Dashboard'],
  ] as const)('offers Profile, the %s dashboard label and Logout', async (role, label) => {
    const { user } = signedInAt('/about-us', staffUser({ role, username: `${role.toLowerCase()}1` }));
    // Mantine's dropdowns never finish their opening transition in happy-dom, so the items count as hidden.
    const menu = await openAccountMenu(user, `${role.toLowerCase()}1`);
    const item = (name: string) => within(menu).getByRole('menuitem', { name, hidden: true });
    expect(item('Profile')).toHaveAttribute('href', '/admin/profile');
    expect(item(label)).toHaveAttribute('href', '/admin/dashboard');
    expect(item('Logout')).toBeInTheDocument();
  });

  it('closes the menu on navigation', async () => {
    const { user, router } = signedInAt('/about-us');
    const menu = await openAccountMenu(user, 'admin');
    await user.click(within(menu).getByRole('menuitem', { name: 'Admin Dashboard', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
  });

  it('toggles the account list inside the side menu', async () => {
    resizeWindow(PHONE);
    const { user } = signedInAt('/about-us', staffUser({ role: 'EMPLOYEE', username: 'employee' }));
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    const account = within(drawer).getByRole('button', { name: /employee/ });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(
      await within(drawer).findByRole('link', { name: 'Employee Dashboard', hidden: true }),
    ).toHaveAttribute('href', '/admin/dashboard');
  });

  it('shows nobody when signed out', async () => {
    startTestSession();
    const router = createAppRouter();
    router.update({ ...router.options, history: createMemoryHistory({ initialEntries: ['/about-us'] }) });
    render(<App router={router} />);
    await screen.findByRole('banner');
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });
});

describe('logout', () => {
  it.each([204, 500])(
    'calls the endpoint (answer %i ignored), clears everything and reloads /',
    async (status) => {
      logoutStatus = status;
      const { user, token, loadPage } = signedInAt('/about-us');
      const menu = await openAccountMenu(user, 'admin');
      await user.click(within(menu).getByRole('menuitem', { name: 'Logout', hidden: true }));
      await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
      expect(calls).toContainEqual({
        method: 'POST',
        path: '/employee/auth/logout',
        authorization: `Bearer ${token}`,
      });
      storageIsEmpty();
      expect(screen.queryByRole('menu')).toBeNull();
      expect(screen.queryByText(EXPIRED)).toBeNull();
    },
  );
});

describe('an ended session (docs/requirements.md#errors-session-expired)', () => {
  it('shows the toast once, then after 4 s clears the stored session and goes home', async () => {
    localStorage.setItem('auth', 'legacy');
    const { loadPage } = signedInAt('/about-us');
    await screen.findByRole('banner');
    const refusedAt = Date.now();
    await Promise.allSettled([api('/api/refused'), api('/api/refused')]);
    expect(await screen.findAllByText(EXPIRED)).toHaveLength(1);
    expect(loadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(Date.now() - refusedAt).toBeGreaterThanOrEqual(3950);
    storageIsEmpty();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(loadPage).toHaveBeenCalledTimes(1);
  });

  it('ignores a refused sign-in and refusals while signed out', async () => {
    signedInAt('/about-us');
    await screen.findByRole('banner');
    await api('/auth/authenticate', { method: 'POST', body: {} }).catch(() => undefined);
    endTestSession();
    startTestSession();
    await api('/api/refused').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(EXPIRED)).toBeNull();
  });
});

describe('keep-alive and inactivity in the page', () => {
  it('renews a token that expires within 5 minutes + 5 seconds and keeps the new one', async () => {
    signedInAt('/about-us', staffUser(), {
      token: fakeToken(4 * 60_000),
      timers: { checkIntervalMs: 50, idleTickLimit: 1000 },
    });
    await waitFor(() => expect(calls.some((call) => call.path === '/employee/auth/current-user')).toBe(true));
    await waitFor(() =>
      expect(JSON.parse(JSON.parse(localStorage.getItem('persist:root') ?? '{}').auth).token).toBe(renewed),
    );
  });

  it('leaves a token far from expiry alone', async () => {
    signedInAt('/about-us', staffUser(), { timers: { checkIntervalMs: 50, idleTickLimit: 1000 } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.filter((call) => call.path === '/employee/auth/current-user')).toEqual([]);
  });

  it('logs out through the logout action after the idle limit', async () => {
    const { loadPage } = signedInAt('/about-us', staffUser(), {
      timers: { checkIntervalMs: 50, idleTickLimit: 3 },
    });
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
    expect(calls.some((call) => call.path === '/employee/auth/logout')).toBe(true);
    storageIsEmpty();
  });
});
