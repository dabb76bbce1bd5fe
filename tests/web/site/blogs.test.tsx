import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, BlogSummary } from '../../../contracts/blogs';
import { publicFile } from '../../../contracts/public-files';
import { App } from '../../../src/app';
import { pageMeta } from '../../../src/content/page-meta';
import { createAppRouter } from '../../../src/router';

const summary: BlogSummary = {
  id: 3,
  slug: 'payroll-checklist',
  title: 'Payroll compliance checklist for Indian SMEs',
  excerpt: 'PF, ESI, professional tax and TDS: a month-by-month checklist.',
  coverImage: null,
  coverAlt: null,
  tags: ['HR Services', 'Payroll'],
  publishedAt: '2026-11-12T05:00:00.000Z',
  readingMinutes: 4,
};
const post: BlogPost = {
  ...summary,
  html: '<h2>Every month</h2><p>Deduct <strong>PF</strong> on time.</p>',
  metaTitle: null,
  metaDescription: null,
  updatedAt: '2026-11-12T05:00:00.000Z',
};

const server = setupServer(
  http.get('*/api/blogs', () => HttpResponse.json([summary])),
  http.get('*/api/blogs/:id', ({ params }) =>
    params.id === '3'
      ? HttpResponse.json(post)
      : HttpResponse.json({ error: { code: 'not_found', message: 'No post' } }, { status: 404 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderAt(path: string) {
  const router = createAppRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App router={router} />);
  return router;
}

describe('the blog pages', () => {
  it('lists each published post with its cover, tags, title, excerpt and date under the BLOGS hero', async () => {
    renderAt('/blogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights & Stories' })).toBeInTheDocument();
    expect(screen.getByText('BLOGS')).toBeInTheDocument();
    const card = (await screen.findByRole('article')) as HTMLElement;
    expect(within(card).getByRole('link', { name: summary.title })).toHaveAttribute('href', '/blogs/3');
    expect(card).toHaveTextContent(summary.excerpt);
    expect(card).toHaveTextContent('12 November 2026');
    expect(card).toHaveTextContent('4 min read');
    expect(within(card).getByText('Payroll')).toBeInTheDocument();
    // No cover of its own: the HR illustration stands in.
    expect(card.querySelector('img')).toHaveAttribute('src', publicFile('/images/why-hr.webp'));
    expect(document.title).toBe(pageMeta.blogs.title);
  });

  it('says when the posts could not be loaded and tries again on request', async () => {
    server.use(http.get('*/api/blogs', () => HttpResponse.error(), { once: true }));
    renderAt('/blogs');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The posts could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: summary.title })).toBeInTheDocument();
  });

  it('shows a post with its body as the server rendered it, and its own head', async () => {
    renderAt('/blogs/3');
    expect(await screen.findByRole('heading', { level: 1, name: summary.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Every month' })).toBeInTheDocument();
    expect(screen.getByText('PF').tagName).toBe('STRONG');
    await waitFor(() => expect(document.title).toBe(`${summary.title} | Meera Consultancy Blog`));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.meeraconsultancy.com/blogs/3',
    );
  });

  it('shows the not-found page for a post the API does not publish', async () => {
    renderAt('/blogs/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(pageMeta.notfound.title));
  });
});
