// The person page (docs/decisions/0047): both applications of one person with their histories, résumés and
// e-mails; consent and retention; tags added and removed; a merge chosen, confirmed and undone.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Person, PersonApplication, PersonMerge } from '../../../contracts/people';
import { PersonPage } from '../../../src/features/people/person-page';
import { renderWithRouter } from '../../support/dom/render';

const application = (id: number, title: string, statusCode: string, label: string): PersonApplication => ({
  id,
  career: { id: id * 10, jobId: `MC-HR-${id}`, title },
  status: { statusCode, label },
  appliedAt: '2026-11-02T09:30:00.000Z',
  consentAt: '2026-11-02T09:30:00.000Z',
  resume: { filename: `Priya_${id}.pdf`, size: 2048 },
  history: [
    {
      id: id * 100,
      fromStatus: null,
      toStatus: 'APPLIED',
      note: null,
      reason: null,
      changedBy: null,
      changedAt: '2026-11-02T09:30:00.000Z',
    },
    ...(statusCode === 'REJECTED'
      ? [
          {
            id: id * 100 + 1,
            fromStatus: 'APPLIED',
            toStatus: 'REJECTED',
            note: null,
            reason: 'Position filled',
            changedBy: 'Rita Recruiter',
            changedAt: '2026-11-05T10:00:00.000Z',
          },
        ]
      : []),
  ],
  mails: [
    {
      id: id * 7,
      kind: 'application-confirmation',
      subject: `We received your application for ${title}`,
      state: 'sent',
      createdAt: '2026-11-02T09:31:00.000Z',
      sendAt: '2026-11-02T09:31:00.000Z',
      sentAt: '2026-11-02T09:32:00.000Z',
    },
  ],
  purgeFrom: statusCode === 'REJECTED' ? '2027-05-05T10:00:00.000Z' : null,
});

const PRIYA: Person = {
  id: 5,
  fullName: 'Priya Sharma',
  email: 'priya.sharma@example.com',
  mobile: '+91 98765 43210',
  createdAt: '2026-11-02T09:30:00.000Z',
  mergedInto: null,
  applications: [
    application(2, 'HR Recruiter', 'INTERVIEWING', 'Interviewing'),
    application(1, 'UI Designer', 'REJECTED', 'Rejected'),
  ],
  consentAt: '2026-11-02T09:30:00.000Z',
  retention: { months: 6, purgeFrom: null },
  tags: ['java'],
  merges: [],
};
const MERGE: PersonMerge = {
  id: 31,
  keptPersonId: 5,
  mergedPerson: { id: 8, fullName: 'Priya S.', email: 'p.s@home.example' },
  applicationIds: [3],
  mergedBy: 'Rita Recruiter',
  mergedAt: '2026-11-20T09:30:00.000Z',
  undoneAt: null,
};

const sent: { method: string; url: string; body?: unknown }[] = [];
const server = setupServer(
  http.post('*/api/recruiter/people/5/tags', async ({ request }) => {
    const body = (await request.json()) as { tag: string };
    sent.push({ method: 'POST', url: new URL(request.url).pathname, body });
    return HttpResponse.json(['java', body.tag]);
  }),
  http.delete('*/api/recruiter/people/5/tags/:tag', ({ request }) => {
    sent.push({ method: 'DELETE', url: new URL(request.url).pathname });
    return HttpResponse.json([]);
  }),
  http.get('*/api/recruiter/people/lookup', ({ request }) => {
    sent.push({ method: 'GET', url: `${new URL(request.url).pathname}${new URL(request.url).search}` });
    return HttpResponse.json([
      { id: 8, fullName: 'Priya S.', email: 'p.s@home.example', mobile: '+91 90000 22222', applications: 1 },
    ]);
  }),
  http.post('*/api/recruiter/person-merges', async ({ request }) => {
    sent.push({ method: 'POST', url: new URL(request.url).pathname, body: await request.json() });
    const third = application(3, 'Sales Executive', 'APPLIED', 'Applied');
    return HttpResponse.json(
      { merge: MERGE, person: { ...PRIYA, applications: [third, ...PRIYA.applications], merges: [MERGE] } },
      { status: 201 },
    );
  }),
  http.post('*/api/recruiter/person-merges/31/undo', ({ request }) => {
    sent.push({ method: 'POST', url: new URL(request.url).pathname });
    return HttpResponse.json({ merge: { ...MERGE, undoneAt: '2026-11-20T09:35:00.000Z' }, person: PRIYA });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});

describe('the person page', () => {
  it('shows both applications with their status, history, résumé and e-mails, and consent and retention', async () => {
    await renderWithRouter(<PersonPage person={PRIYA} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByText('2 applications', { exact: false })).toBeInTheDocument();
    const hr = screen.getByRole('article', { name: 'HR Recruiter' });
    expect(within(hr).getByText('Interviewing')).toBeInTheDocument();
    expect(within(hr).getByRole('button', { name: 'Download résumé Priya_2.pdf' })).toBeInTheDocument();
    expect(within(hr).getByText(/We received your application for HR Recruiter/)).toHaveTextContent(/sent/);
    const design = screen.getByRole('article', { name: 'UI Designer' });
    expect(
      within(design).getByText(/APPLIED → REJECTED by Rita Recruiter \(Position filled\)/),
    ).toBeInTheDocument();
    const privacy = screen.getByRole('region', { name: 'Consent and retention' });
    expect(within(privacy).getByText(/with their latest application/)).toBeInTheDocument();
    expect(
      within(privacy).getByText(/Kept while an application is not rejected or a no-show/),
    ).toBeInTheDocument();
  });

  it('adds a tag (lower-cased) and removes one, saying so politely', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<PersonPage person={PRIYA} />);
    await user.type(screen.getByRole('textbox', { name: 'New tag' }), 'Relocating');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(await screen.findByRole('button', { name: 'Remove tag relocating' })).toBeInTheDocument();
    expect(screen.getByText('Tag “relocating” added.')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', url: '/api/recruiter/people/5/tags', body: { tag: 'relocating' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove tag java' }));
    expect(await screen.findByText('No tags yet.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ method: 'DELETE', url: '/api/recruiter/people/5/tags/java' });

    await user.type(screen.getByRole('textbox', { name: 'New tag' }), '<b>');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(screen.getByRole('textbox', { name: 'New tag' })).toHaveAccessibleDescription(
      /A tag is 1 to 40 letters/,
    );
    expect(sent).toHaveLength(2);
  });

  it('merges another record after a confirmation, shows its applications, and undoes it', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<PersonPage person={PRIYA} />);
    await user.click(screen.getByRole('button', { name: 'Merge with…' }));
    const field = screen.getByRole('textbox', { name: 'Name, e-mail or mobile' });
    expect(field).toHaveFocus();
    await user.type(field, 'home.example');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('button', { name: 'Choose Priya S.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge Priya S. into Priya Sharma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByRole('article', { name: 'Sales Executive' })).toBeInTheDocument();
    expect(screen.getByText(/the other record’s applications are on this record now/)).toBeInTheDocument();
    expect(screen.getByText(/Priya S\. \(p\.s@home\.example\): 1 application, merged/)).toBeInTheDocument();
    expect(sent.slice(0, 2)).toEqual([
      { method: 'GET', url: '/api/recruiter/people/lookup?q=home.example&exclude=5' },
      { method: 'POST', url: '/api/recruiter/person-merges', body: { keptPersonId: 5, mergedPersonId: 8 } },
    ]);

    await user.click(screen.getByRole('button', { name: 'Undo merge' }));
    expect(await screen.findByText(/The merge is undone/)).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Sales Executive' })).not.toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ method: 'POST', url: '/api/recruiter/person-merges/31/undo' });
  });
});
