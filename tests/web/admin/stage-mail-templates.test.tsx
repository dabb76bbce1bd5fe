// The admins' e-mail templates page (docs/decisions/0021): one form per status, the subject and the preview
// filled with a sample applicant, an unknown placeholder refused beside its field before anything is sent.
import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_STAGE_MAIL_TEMPLATES,
  type StageMailTemplate,
} from '../../../contracts/stage-mail-templates';
import { StageMailTemplatesPage } from '../../../src/features/admin/stage-mail-templates/stage-mail-templates-page';
import { renderWithRouter } from '../../support/dom/render';

const saved: { url: string; body: unknown }[] = [];
const previewed: string[] = [];
const server = setupServer(
  http.put('*/api/admin/stage-mail-templates/:code', async ({ request, params }) => {
    const body = (await request.json()) as { subject: string; body: string; active: boolean };
    saved.push({ url: new URL(request.url).pathname, body });
    return HttpResponse.json({
      statusCode: params.code,
      statusLabel: 'Interviewing',
      template: { ...body, updatedAt: '2026-11-26T10:00:00.000Z' },
    });
  }),
  http.post('*/api/admin/markdown/preview', async ({ request }) => {
    const { markdown } = (await request.json()) as { markdown: string };
    previewed.push(markdown);
    return HttpResponse.json({ html: `<p>${markdown.split('\n')[0]}</p>` });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  saved.length = 0;
  previewed.length = 0;
});

const interviewing = DEFAULT_STAGE_MAIL_TEMPLATES[1];
const TEMPLATES: StageMailTemplate[] = [
  {
    statusCode: 'INTERVIEWING',
    statusLabel: 'Interviewing',
    template: {
      subject: interviewing?.subject ?? '',
      body: interviewing?.body ?? '',
      active: true,
      updatedAt: '',
    },
  },
  { statusCode: 'OFFER_ACCEPTED', statusLabel: 'Offer Accepted', template: null },
];

const render = () =>
  renderWithRouter(
    <>
      <Notifications />
      <StageMailTemplatesPage templates={TEMPLATES} />
    </>,
  );

describe('the e-mail templates page', () => {
  it('shows each status’s e-mail, the subject and preview filled with a sample applicant', async () => {
    await render();
    const form = screen.getByRole('form', { name: 'Interviewing' });
    expect(within(form).getByText('As sent: Invitation to interview: HR Recruiter')).toBeInTheDocument();
    expect(await within(form).findByText('Dear Priya,')).toBeInTheDocument();
    expect(previewed[0]).toMatch(/^Dear Priya,/);
    const empty = screen.getByRole('form', { name: 'Offer Accepted' });
    expect(within(empty).getByText(/No e-mail yet/)).toBeInTheDocument();
  });

  it('refuses an unknown placeholder beside its field, then saves a corrected one', async () => {
    const user = userEvent.setup();
    await render();
    const form = screen.getByRole('form', { name: 'Interviewing' });
    const subject = within(form).getByRole('textbox', { name: /^Subject/ });
    await user.clear(subject);
    await user.type(subject, 'Interview for {{{{job}}');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(subject).toHaveAccessibleDescription(/^Unknown placeholder \{\{job\}\}: use \{\{firstName\}\}/);
    expect(saved).toEqual([]);

    await user.clear(subject);
    await user.type(subject, 'Interview for {{{{jobTitle}}');
    await user.click(within(form).getByRole('checkbox', { name: /^Send this e-mail/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The “Interviewing” e-mail is saved.')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        url: '/api/admin/stage-mail-templates/INTERVIEWING',
        body: { subject: 'Interview for {{jobTitle}}', body: interviewing?.body, active: false },
      },
    ]);
  });
});
