import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSiteChromeHidden } from '../../../contracts/site-chrome';
import { App } from '../../../src/app';
import { setPageTime } from '../../../src/lib/page-clock';
import { createAppRouter } from '../../../src/router';
import { PHONE } from '../../support/dom/dom-window';
import { resizeWindow } from '../../support/dom/web';

function renderAt(path: string) {
  const router = createAppRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App router={router} />);
  return router;
}

const nineLinks = [
  ['Home', '/'],
  ['About', '/about-us'],
  ['Website Design', '/website-design'],
  ['Digital Marketing', '/digital-marketing'],
  ['Overseas Education', '/overseas-education'],
  ['HR Services', '/hr-service'],
  ['Careers', '/careers'],
  ['Blogs', '/blogs'],
  ['Contact', '/contact-us'],
];

/** The header's own navigation, shown in the desktop window every test starts in. */
const headerNav = () => screen.findByRole('navigation', { name: 'Main' });

// Pages that load data get an empty answer: this file is about the chrome around them.
const server = setupServer(
  http.get('*/api/blogs', () => HttpResponse.json([])),
  http.get('*/api/blogs/:id', () =>
    HttpResponse.json({ error: { code: 'not_found', message: 'No' } }, { status: 404 }),
  ),
  http.get('*/api/careers/all', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
afterEach(() => sessionStorage.clear());

describe('the header and footer hiding rule (docs/requirements.md#chrome-hiding)', () => {
  it.each([
    ['?required=true', null, true],
    ['?required=true&tab=profile', 'true', true],
    ['', 'false', true],
    ['', 'true', false],
    ['', null, false],
    ['?required=false', null, false],
    ['?required=TRUE', null, false],
  ])('search "%s" with profileComplete %s: hidden %s', (search, profileComplete, hidden) => {
    expect(isSiteChromeHidden(search, profileComplete)).toBe(hidden);
  });

  it('shows both on a normal visit', async () => {
    renderAt('/about-us');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('hides both when the address asks for the required profile step', async () => {
    renderAt('/about-us?required=true');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('hides both while the stored profileComplete is "false"', async () => {
    sessionStorage.setItem('profileComplete', 'false');
    renderAt('/about-us');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('the header (docs/requirements.md#header)', () => {
  it('has the nine links in order and highlights the current page only', async () => {
    renderAt('/hr-service');
    const nav = await headerNav();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(nineLinks);
    await waitFor(() =>
      expect(
        links.filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.textContent),
      ).toEqual(['HR Services']),
    );
  });

  it('highlights Home only on the home page, and Blogs on a post', async () => {
    renderAt('/blogs/12');
    const nav = await headerNav();
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Blogs' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('opens the side menu from the menu button and closes it when a link is followed', async () => {
    resizeWindow(PHONE);
    const user = userEvent.setup();
    const router = renderAt('/about-us');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(nineLinks.map(([label]) => label));
    await user.click(within(menu).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact-us'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the side menu when the address changes some other way (back button)', async () => {
    resizeWindow(PHONE);
    const user = userEvent.setup();
    const router = renderAt('/about-us');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await router.navigate({ to: '/blogs' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });
});

describe('the footer (docs/requirements.md#footer)', () => {
  it('has the company and services links, both offices with mailto and tel links, Get in Touch, socials and the copyright', async () => {
    renderAt('/about-us');
    const footer = await screen.findByRole('contentinfo');
    const company = within(footer).getByRole('navigation', { name: 'Company' });
    expect(
      within(company)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'About', 'Careers', 'Contact']);
    const services = within(footer).getByRole('navigation', { name: 'Services' });
    expect(
      within(services)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Website Design', '/website-design'],
      ['Digital Marketing', '/digital-marketing'],
      ['HR Services', '/hr-service'],
      ['Overseas Education', '/overseas-education'],
    ]);
    expect(within(footer).getByRole('heading', { name: 'India' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'United Kingdom' })).toBeInTheDocument();
    expect(within(footer).getByText(/Khairatabad, Hyderabad, Telangana/)).toBeInTheDocument();
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((l) => l.getAttribute('href'));
    expect(hrefs.filter((href) => href?.startsWith('mailto:'))).toHaveLength(2);
    expect(hrefs.filter((href) => href?.startsWith('tel:+91'))).toHaveLength(1);
    expect(hrefs.filter((href) => href?.startsWith('tel:+44'))).toHaveLength(1);
    expect(within(footer).getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact-us');
    for (const network of ['LinkedIn', 'Facebook', 'Instagram']) {
      expect(within(footer).getByRole('link', { name: new RegExp(`on ${network}`) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Meera Consultancy Services Ltd.`);
  });

  it('reads as a sentence, with a space between every word', async () => {
    renderAt('/about-us');
    const footer = await screen.findByRole('contentinfo');
    // textContent is what a screen reader and a copy-paste get; JSX drops a space at a line break.
    expect(footer.textContent).toContain(
      'digital marketing and overseas education from Hyderabad and Manchester since 2013.',
    );
  });

  it('shows the real year once the page is live, not the year a page was rendered in', async () => {
    setPageTime(new Date('2020-06-01T00:00:00Z'));
    renderAt('/about-us');
    const footer = await screen.findByRole('contentinfo');
    await waitFor(() => expect(footer).toHaveTextContent(`© ${new Date().getUTCFullYear()} `));
    expect(footer).not.toHaveTextContent('© 2020');
  });
});
