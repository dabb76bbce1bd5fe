import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firm } from '../../../contracts/firm';
import { STATUS_LINK_DAYS } from '../../../contracts/my-application';
import { publicPagePaths } from '../../../contracts/public-pages';
import { PRIVACY_PATH } from '../../../contracts/public-paths';
import { App } from '../../../src/app';
import { pageMeta } from '../../../src/content/page-meta';
import { PRIVACY_STATUS_LINK_DAYS } from '../../../src/content/pages/privacy';
import { ContactForm } from '../../../src/features/site/contact/contact-form';
import { createAppRouter } from '../../../src/router';
import { renderWithTheme } from '../../support/dom/render';

function renderAt(path: string) {
  const router = createAppRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App router={router} />);
  return router;
}

describe('the privacy notice', () => {
  it('says in short sections what is kept, why, how long, the rights and where to write, with its own head', async () => {
    renderAt('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .filter((heading) => !heading.closest('footer'))
        .map((heading) => heading.textContent),
    ).toEqual([
      'Who we are',
      'What we keep',
      'What your browser keeps',
      'Why we keep it',
      'How long we keep it',
      'Who sees it',
      'Your rights',
      'How to use your rights',
      'Changes to this notice',
    ]);
    const main = screen.getByRole('main');
    expect(main.querySelector('time')).toHaveAttribute('datetime', '2026-12-05');
    expect(main).toHaveTextContent('Last updated 5 December 2026');
    expect(main).toHaveTextContent('UK GDPR');
    expect(main).toHaveTextContent('Digital Personal Data Protection Act 2023');
    expect(main).toHaveTextContent(`works for ${STATUS_LINK_DAYS} days`);
    expect(main).toHaveTextContent('We set no cookies');
    // Where to write: the careers address for applications and each office's, as mail links.
    const contact = screen.getByRole('region', { name: 'How to use your rights' });
    const mailLinks = within(contact)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(mailLinks).toEqual([
      `mailto:${firm.careersEmail}`,
      `mailto:${firm.offices.india.email}`,
      `mailto:${firm.offices.uk.email}`,
    ]);
    expect(contact).toHaveTextContent(firm.legalName);
    await waitFor(() => expect(document.title).toBe(pageMeta.privacy.title));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${firm.url}${PRIVACY_PATH}`,
    );
  });

  it('says how long a status link works as the status links do', () => {
    // The page keeps its own copy of the figure so that its chunk carries no zod.
    expect(PRIVACY_STATUS_LINK_DAYS).toBe(STATUS_LINK_DAYS);
  });

  it('is linked from the footer of every page and listed with the public pages', async () => {
    renderAt('/about-us');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      PRIVACY_PATH,
    );
    expect(publicPagePaths).toContain(PRIVACY_PATH);
  });

  it('is linked from the contact form, as a plain link outside the app too', () => {
    renderWithTheme(<ContactForm />);
    expect(screen.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', PRIVACY_PATH);
  });
});
