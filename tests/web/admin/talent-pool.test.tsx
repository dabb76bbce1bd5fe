// /admin/people: the talent pool as a recruiter sees it: people with their latest status, jobs, tags and the
// words found marked; words and filters kept in the address and sent to the server; counts announced.
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TalentPoolOptions, TalentPoolPage, TalentPoolPerson } from '../../../contracts/talent-pool';
import { App } from '../../../src/app';
import { createAppRouter } from '../../../src/router';
import { endTestSession, persistSignIn, staffUser, startTestSession } from '../../support/dom/session';

const priya: TalentPoolPerson = {
  personId: 7,
  fullName: 'Priya Sharma',
  email: 'priya@example.com',
  city: 'Hyderabad',
  state: 'Telangana',
  lastStatus: { statusCode: 'INTERVIEWING', label: 'Interviewing' },
  lastAppliedAt: '2026-10-02T09:00:00.000Z',
  careers: [
    { id: 3, jobId: 'ENG-0003', title: 'Platform Engineer' },
    { id: 1, jobId: 'ENG-0001', title: 'React Developer' },
  ],
  tags: ['relocating'],
  snippet: [
    { text: 'Site reliability: ', match: false },
    { text: 'Kubernetes', match: true },
    { text: ' clusters <b>and</b> Terraform', match: false },
  ],
  matchedIn: 'resume',
};

const options: TalentPoolOptions = {
  careers: [
    { id: 3, jobId: 'ENG-0003', title: 'Platform Engineer' },
    { id: 1, jobId: 'ENG-0001', title: 'React Developer' },
  ],
  statuses: [
    { statusCode: 'APPLIED', label: 'Applied' },
    { statusCode: 'INTERVIEWING', label: 'Interviewing' },
  ],
  states: ['Telangana'],
  sources: ['linkedin'],
  tags: ['relocating'],
};

const pageOf = (
  items: TalentPoolPerson[],
  total = items.length,
  totalIsLowerBound = false,
): TalentPoolPage => ({
  items,
  total,
  totalIsLowerBound,
  page: 1,
  pageSize: 20,
});

const asked: Record<string, string>[] = [];
let answer: () => Response = () => HttpResponse.json(pageOf([priya]));
const server = setupServer(
  http.get('*/api/recruiter/talent-pool/options', () => HttpResponse.json(options)),
  http.get('*/api/recruiter/talent-pool', ({ request }) => {
    asked.push(Object.fromEntries(new URL(request.url).searchParams));
    return answer();
  }),
  http.all('*/api/*', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
afterEach(() => {
  endTestSession();
  asked.length = 0;
  answer = () => HttpResponse.json(pageOf([priya]));
});

function openAsRecruiter(path: string) {
  persistSignIn(staffUser({ role: 'RECRUITER' }));
  startTestSession();
  const router = createAppRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App router={router} />);
  return router;
}

describe('the talent pool page', () => {
  it('shows each person with their latest status, jobs, tags and the words found, linked to their page', async () => {
    openAsRecruiter('/admin/people?q=kubernetes');
    const list = await screen.findByRole('list', { name: 'People found' });
    expect(screen.getByRole('heading', { level: 1, name: 'Talent pool' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Talent pool | Meera Consultancy staff'));
    const card = list.querySelector(':scope > li');
    const person = within(card as HTMLElement);
    expect(person.getByRole('link', { name: 'Priya Sharma' })).toHaveAttribute('href', '/admin/people/7');
    expect(person.getByText('Interviewing')).toBeInTheDocument();
    expect(card).toHaveTextContent('Applied for: Platform Engineer, React Developer');
    expect(person.getByRole('list', { name: 'Tags' })).toHaveTextContent('relocating');
    // The word found is marked; the résumé's own markup shows as text, never as an element.
    const marks = (card as HTMLElement).querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Kubernetes']);
    expect(card).toHaveTextContent(
      'In the résumé: Site reliability: Kubernetes clusters <b>and</b> Terraform',
    );
    expect((card as HTMLElement).querySelector('b')).toBeNull();
    expect(screen.getByText('Showing 1–1 of 1 people')).toHaveAttribute('aria-live', 'polite');
    expect(asked).toEqual([{ q: 'kubernetes' }]);
  });

  it('keeps words and filters in the address and asks the server for them, from the first page', async () => {
    const user = userEvent.setup();
    const router = openAsRecruiter('/admin/people?careerId=3&from=2026-01-01&page=2&status=bogus%20value');
    await screen.findByRole('list', { name: 'People found' });
    // A value that does not fit is dropped, not sent.
    expect(asked).toEqual([{ careerId: '3', from: '2026-01-01', page: '2' }]);
    expect(screen.getByRole('combobox', { name: 'Job applied for' })).toHaveValue(
      'Platform Engineer (ENG-0003)',
    );

    await user.click(screen.getByRole('combobox', { name: 'Latest status' }));
    await user.click(await screen.findByRole('option', { name: 'Interviewing', hidden: true }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        careerId: 3,
        from: '2026-01-01',
        status: 'INTERVIEWING',
      }),
    );
    expect(asked.at(-1)).toEqual({ careerId: '3', from: '2026-01-01', status: 'INTERVIEWING' });

    await user.type(screen.getByLabelText('Words in the résumé or application'), 'golang{Enter}');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ q: 'golang', status: 'INTERVIEWING' }));
  });

  it('says when nobody matches, and shows everyone on request', async () => {
    const user = userEvent.setup();
    answer = () => HttpResponse.json(pageOf([]));
    const router = openAsRecruiter('/admin/people?q=cobol');
    expect(await screen.findByText('Nobody matches')).toBeInTheDocument();
    expect(screen.getByText('No people')).toHaveAttribute('aria-live', 'polite');
    answer = () => HttpResponse.json(pageOf([priya]));
    await user.click(screen.getByRole('button', { name: 'Show everyone' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByRole('link', { name: 'Priya Sharma' })).toBeInTheDocument();
  });

  it('says "more than" when the server counted only so far', async () => {
    answer = () => HttpResponse.json(pageOf([priya], 5000, true));
    openAsRecruiter('/admin/people?q=experience');
    expect(await screen.findByText('Showing 1–20 of more than 5,000 people')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });
});
