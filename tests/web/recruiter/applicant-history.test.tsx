// An applicant's history on the board (docs/decisions/0021): the moves and the e-mails about them in one
// timeline, oldest first, each e-mail with where it stands; no mail body, no address.
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STATUSES } from '../../../contracts/application-status';
import type { ApplicantMail } from '../../../contracts/outgoing-mail';
import type { HistoryEntry } from '../../../contracts/recruiter';
import { ApplicantHistory } from '../../../src/features/recruiter/applicant-history';
import { renderWithTheme } from '../../support/dom/render';

const MOVES: HistoryEntry[] = [
  {
    id: 1,
    fromStatus: null,
    toStatus: 'APPLIED',
    note: null,
    reason: null,
    changedBy: null,
    changedAt: '2026-11-20T09:30:00.000Z',
  },
  {
    id: 2,
    fromStatus: 'APPLIED',
    toStatus: 'PROFILE_SCREENED',
    note: null,
    reason: null,
    changedBy: 'Rita Recruiter',
    changedAt: '2026-11-21T10:00:00.000Z',
  },
];
const mail = (id: number, fields: Partial<ApplicantMail>): ApplicantMail => ({
  id,
  kind: 'stage',
  subject: 'Subject',
  state: 'sent',
  createdAt: '2026-11-20T09:30:00.000Z',
  sendAt: '2026-11-20T09:30:00.000Z',
  sentAt: null,
  ...fields,
});
const MAILS: ApplicantMail[] = [
  mail(1, {
    kind: 'application-confirmation',
    subject: 'We’ve received your application: HR Recruiter',
    sentAt: '2026-11-20T09:30:05.000Z',
  }),
  mail(2, {
    subject: 'Your application for HR Recruiter: next steps',
    state: 'queued',
    createdAt: '2026-11-21T10:00:00.000Z',
    sendAt: '2026-11-21T10:10:00.000Z',
  }),
  mail(3, {
    subject: 'Invitation to interview: HR Recruiter',
    state: 'sending',
    createdAt: '2026-11-21T10:05:00.000Z',
    sendAt: '2026-11-21T10:05:00.000Z',
  }),
];

const server = setupServer(
  http.get('*/api/recruiter/job-management/applications/7/history', () => HttpResponse.json(MOVES)),
  http.get('*/api/recruiter/job-management/applications/7/mails', () => HttpResponse.json(MAILS)),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the applicant’s history', () => {
  it('shows the moves and the e-mails in one timeline, oldest first, each e-mail with its state', async () => {
    renderWithTheme(
      <ApplicantHistory applicationId={7} statuses={DEFAULT_STATUSES} currentStatus="PROFILE_SCREENED" />,
    );
    await screen.findByText('E-mail: Your application for HR Recruiter: next steps');
    const titles = [...document.querySelectorAll('.mantine-Timeline-itemTitle')].map((el) => el.textContent);
    expect(titles).toEqual([
      'Applied',
      'E-mail: We’ve received your application: HR Recruiter',
      'Applied → Profile Screened',
      'E-mail: Your application for HR Recruiter: next steps',
      'E-mail: Invitation to interview: HR Recruiter',
    ]);
    expect(screen.getByText(/^E-mail sent /)).toBeInTheDocument();
    expect(screen.getByText(/^E-mail waiting, goes at /)).toBeInTheDocument();
    expect(screen.getByText('E-mail being sent now')).toBeInTheDocument();
  });
});
