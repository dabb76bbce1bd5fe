// /admin/reports (docs/decisions/0019): offered to admins and recruiters, not to employees; every table of
// the answer shown with its figures, each downloadable as the same rows in CSV; the filters kept in the
// address and asked of the server.
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecruitingReport } from '../../../contracts/reports';
import { App } from '../../../src/app';
import { createAppRouter } from '../../../src/router';
import { endTestSession, persistSignIn, staffUser, startTestSession } from '../../support/dom/session';
import { preferReducedMotion } from '../../support/dom/web';

const stage = (statusCode: string, label: string, reached: number, conversionToNext: number | null) => ({
  statusCode,
  label,
  reached,
  conversionToNext,
});

const report: RecruitingReport = {
  options: {
    departments: ['Design', 'Engineering'],
    careers: [{ careerId: 7, title: 'UI Designer', jobId: 'MC-DES-0007' }],
    clients: [{ sno: 3, name: 'Acme, "North" Ltd' }],
  },
  funnel: [stage('APPLIED', 'Applied', 4, 0.75), stage('PROFILE_SCREENED', 'Profile Screened', 3, null)],
  funnelByCareer: [
    {
      careerId: 7,
      title: 'UI Designer',
      jobId: 'MC-DES-0007',
      stages: [stage('APPLIED', 'Applied', 4, 0.75), stage('PROFILE_SCREENED', 'Profile Screened', 3, null)],
    },
  ],
  timeInStatus: [
    { statusCode: 'APPLIED', label: 'Applied', count: 3, medianDays: 2, p90Days: 2.5 },
    { statusCode: 'PROFILE_SCREENED', label: 'Profile Screened', count: 0, medianDays: null, p90Days: null },
  ],
  timeToOffer: { count: 2, medianDays: 8.5, p90Days: 8.9 },
  timeToFill: { count: 0, medianDays: null, p90Days: null },
  timeToFirstInterview: { count: 3, medianDays: 6.5, p90Days: 9 },
  interviewsPerHire: { filled: 2, held: 5, perHire: 2.5 },
  sources: [
    { source: 'linkedin', applicants: 2, hires: 1 },
    { source: null, applicants: 2, hires: 0 },
  ],
  rejectionReasons: [{ reason: 'Experience level', rejected: 1 }],
  openPositions: [
    {
      careerId: 7,
      title: 'UI Designer',
      jobId: 'MC-DES-0007',
      department: 'Design',
      postedAt: '2026-10-11T00:00:00.000Z',
      ageDays: 20,
      applicants: 4,
    },
  ],
};

const asked: Record<string, string>[] = [];
const server = setupServer(
  http.get('*/api/reports/recruiting', ({ request }) => {
    asked.push(Object.fromEntries(new URL(request.url).searchParams));
    return HttpResponse.json(report);
  }),
  http.all('*/api/*', () => HttpResponse.json([])),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  endTestSession();
  asked.length = 0;
  vi.restoreAllMocks();
});

/** What the browser was asked to save: file name and text. */
const saved: { name: string; text: Promise<string> }[] = [];
beforeEach(() => {
  preferReducedMotion();
  saved.length = 0;
  let blob: Blob | undefined;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    blob = object as Blob;
    return 'blob:report';
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    // Decoded with its byte-order mark kept (Blob.text() drops one).
    const bytes = blob?.arrayBuffer() ?? Promise.resolve(new ArrayBuffer(0));
    saved.push({
      name: this.download,
      text: bytes.then((b) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(b)),
    });
  });
});

function openAs(role: 'ADMIN' | 'RECRUITER' | 'EMPLOYEE', path: string) {
  persistSignIn(staffUser({ role }));
  startTestSession();
  const router = createAppRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App router={router} />);
  return router;
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the reports page', () => {
  it('is offered to recruiters among the dashboard’s areas, and not to employees', async () => {
    openAs('RECRUITER', '/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/admin/reports');
    endTestSession();
    document.body.replaceChildren();
    openAs('EMPLOYEE', '/admin/dashboard');
    await screen.findByRole('link', { name: 'Your profile' });
    expect(screen.queryByRole('link', { name: 'Reports' })).toBeNull();
  });

  it('shows every table of the report with its figures, and its title', async () => {
    openAs('RECRUITER', '/admin/reports');
    const funnel = await screen.findByRole('table', { name: 'Funnel' });
    await waitFor(() => expect(document.title).toBe('Reports | Meera Consultancy staff'));
    expect(rowsOf(funnel)).toEqual([
      ['Stage', 'Reached', 'Went on to the next'],
      ['Applied', '4', '75 %'],
      ['Profile Screened', '3', '–'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Days in each status' }))).toEqual([
      ['Status', 'Moved on', 'Median days', '90th percentile'],
      ['Applied', '3', '2', '2.5'],
      ['Profile Screened', '0', '–', '–'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Interviews' }))).toEqual([
      ['Measure', 'Cases', 'Value'],
      ['Time to first interview (median days)', '3', '6.5'],
      ['Interviews per hire', '2', '2.5'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Applicants and hires per source' }))).toEqual([
      ['Source', 'Applicants', 'Hires'],
      ['linkedin', '2', '1'],
      ['Not recorded', '2', '0'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: 'Open positions by age' }))[1]).toEqual([
      'UI Designer (MC-DES-0007)',
      'Design',
      '11 Oct 2026',
      '20',
      '4',
    ]);
    // A chart above the funnel, named as the picture of the table below it.
    expect(
      await screen.findByRole('img', { name: 'Funnel as a bar chart; the table below has its figures' }),
    ).toBeInTheDocument();
    expect(asked).toEqual([{}]);
  });

  it('gives every count axis whole-number ticks: 1 rejection is 0 and 1, not 0.25 … 0.75', async () => {
    // happy-dom lays nothing out: each chart's container measures as a page would draw it.
    const measure = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('recharts-responsive-container')
        ? DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 220 })
        : measure.call(this);
    });
    openAs('ADMIN', '/admin/reports');
    const yTicks = (name: string) => () =>
      [
        ...screen
          .getByRole('img', { name: `${name} as a bar chart; the table below has its figures` })
          .querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value'),
      ].map((tick) => tick.textContent);
    await screen.findByRole('img', { name: /^Rejections by reason as a bar chart/ });
    await expect.poll(yTicks('Rejections by reason')).toEqual(['0', '1']);
    await expect.poll(yTicks('Applicants and hires per source')).toEqual(['0', '1', '2']);
    await expect.poll(yTicks('Funnel')).toEqual(['0', '1', '2', '3', '4']);
    await expect.poll(yTicks('Open positions by age')).toEqual(['0', '5', '10', '15', '20']);
  });

  it('downloads a table as CSV with the same rows', async () => {
    const user = userEvent.setup();
    openAs('ADMIN', '/admin/reports');
    await screen.findByRole('table', { name: 'Funnel' });
    await user.click(screen.getByRole('button', { name: 'Download CSV of Applicants and hires per source' }));
    expect(saved.map((file) => file.name)).toEqual(['sources.csv']);
    expect(await saved[0]?.text).toBe('\uFEFFSource,Applicants,Hires\r\nlinkedin,2,1\r\nNot recorded,2,0');
  });

  it('writes a source that starts like a formula as text in the CSV (docs/decisions/0043)', async () => {
    server.use(
      http.get('*/api/reports/recruiting', () =>
        HttpResponse.json({
          ...report,
          sources: [{ source: '=hyperlink("http://evil.example")', applicants: 1, hires: 0 }],
        }),
      ),
    );
    const user = userEvent.setup();
    openAs('ADMIN', '/admin/reports');
    await screen.findByRole('table', { name: 'Funnel' });
    await user.click(screen.getByRole('button', { name: 'Download CSV of Applicants and hires per source' }));
    expect(await saved[0]?.text).toBe(
      '\uFEFFSource,Applicants,Hires\r\n"\'=hyperlink(""http://evil.example"")",1,0',
    );
  });

  it('does not ask for a day or an id outside the range the server answers for', async () => {
    openAs('RECRUITER', '/admin/reports?from=0000-01-01&to=2026-10-31&careerId=2147483648');
    await screen.findByRole('table', { name: 'Funnel' });
    expect(asked.at(-1)).toEqual({ to: '2026-10-31' });
  });

  it('keeps the filters in the address and asks the server for them', async () => {
    const user = userEvent.setup();
    const router = openAs('RECRUITER', '/admin/reports?from=2026-10-01&department=Design');
    await screen.findByRole('table', { name: 'Funnel' });
    expect(asked.at(-1)).toEqual({ from: '2026-10-01', department: 'Design' });
    await user.click(
      within(screen.getByRole('search', { name: 'Filter the reports' })).getByRole('combobox', {
        name: 'Client',
      }),
    );
    await user.click(await screen.findByRole('option', { name: 'Acme, "North" Ltd', hidden: true }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ from: '2026-10-01', department: 'Design', clientSno: '3' }),
    );
    expect(router.state.location.search).toEqual({ from: '2026-10-01', department: 'Design', clientSno: 3 });
    // Found once the page has drawn the new filters (the router loads them first).
    await user.click(await screen.findByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({}));
  });
});
