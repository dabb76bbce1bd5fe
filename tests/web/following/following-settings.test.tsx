// The careers a recruiter follows (docs/decisions/0050): each career's choice saved as it is made and said
// aloud, a refusal putting the choice back, and the digest's time zone and time saved with the server's field
// messages beside the fields.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FollowedCareer, Following } from '../../../contracts/staff-notifications';
import { FollowingSettings } from '../../../src/features/following/following-settings';
import { renderWithRouter } from '../../support/dom/render';

const payroll: FollowedCareer = {
  id: 7,
  jobId: 'MC-HR-1007',
  title: 'Payroll Executive',
  location: 'Hyderabad, India',
  status: 'OPEN',
  delivery: 'each',
};
const closed: FollowedCareer = {
  id: 3,
  jobId: 'MC-ENG-1003',
  title: 'Frontend Developer',
  location: 'Manchester, UK',
  status: 'CLOSED',
  delivery: null,
};
const following: Following = {
  careers: [payroll, closed],
  digest: { timeZone: 'Asia/Kolkata', digestTime: '09:00' },
};

const sent: { url: string; body: unknown }[] = [];
const server = setupServer(
  http.put('*/api/recruiter/following/:careerId', async ({ request, params }) => {
    const body = (await request.json()) as { delivery: FollowedCareer['delivery'] };
    sent.push({ url: new URL(request.url).pathname, body });
    const career = following.careers.find((c) => c.id === Number(params.careerId));
    if (!career)
      return HttpResponse.json(
        { error: { code: 'not_found', message: `There is no job with id ${params.careerId}.` } },
        { status: 404 },
      );
    return HttpResponse.json({ ...career, delivery: body.delivery });
  }),
  http.put('*/api/recruiter/preferences/digest', async ({ request }) => {
    const body = (await request.json()) as { timeZone: string; digestTime: string };
    sent.push({ url: new URL(request.url).pathname, body });
    return HttpResponse.json(body);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});

const choicesFor = (title: string) => screen.getByRole('radiogroup', { name: title });
const politeStatus = () =>
  screen.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite');

describe('the careers you follow', () => {
  it('shows each career’s choice and saves a new one at once, saying so', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<FollowingSettings following={following} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Careers' })).toBeInTheDocument();
    expect(
      within(choicesFor('Payroll Executive')).getByRole('radio', { name: 'Each application' }),
    ).toBeChecked();
    // Not followed reads as "Nothing"; a closed career says so.
    expect(within(choicesFor('Frontend Developer')).getByRole('radio', { name: 'Nothing' })).toBeChecked();
    expect(screen.getByText('Closed')).toBeInTheDocument();

    await user.click(within(choicesFor('Payroll Executive')).getByRole('radio', { name: 'Daily digest' }));
    const sentence = 'Saved: new applications to Payroll Executive come in your daily digest.';
    expect(await screen.findByText(sentence, { selector: 'p' })).toBeInTheDocument();
    expect(sent).toEqual([{ url: '/api/recruiter/following/7', body: { delivery: 'digest' } }]);
    await expect.poll(() => politeStatus()?.textContent).toBe(sentence);
    expect(
      within(choicesFor('Payroll Executive')).getByRole('radio', { name: 'Daily digest' }),
    ).toBeChecked();
  });

  it('puts the choice back and says why when the server refuses it', async () => {
    server.use(
      http.put('*/api/recruiter/following/:careerId', () =>
        HttpResponse.json(
          { error: { code: 'not_found', message: 'There is no job with id 3.' } },
          { status: 404 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderWithRouter(<FollowingSettings following={following} />);
    await user.click(
      within(choicesFor('Frontend Developer')).getByRole('radio', { name: 'Each application' }),
    );
    await expect.poll(() => politeStatus()?.textContent).toBe('Not saved: There is no job with id 3.');
    expect(within(choicesFor('Frontend Developer')).getByRole('radio', { name: 'Nothing' })).toBeChecked();
  });
});

describe('the daily digest', () => {
  it('saves the time zone and time, offering the offices first', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<FollowingSettings following={following} />);
    const form = screen.getByRole('form', { name: 'Daily digest' });
    const zone = within(form).getByRole('combobox', { name: /^Time zone/ });
    expect(zone).toHaveValue('Asia/Kolkata');
    const offices = within(zone).getByRole('group', { name: 'Our offices' });
    expect(
      within(offices)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Hyderabad (India): Asia/Kolkata', 'Manchester (UK): Europe/London']);
    await user.selectOptions(zone, 'Europe/London');
    const time = within(form).getByLabelText(/^Digest time/);
    await user.clear(time);
    await user.type(time, '18:30');
    await user.click(within(form).getByRole('button', { name: 'Save digest time' }));
    const sentence = 'Saved: your digest goes at 18:30, Europe/London time, on days with new applications.';
    await expect.poll(() => politeStatus()?.textContent).toBe(sentence);
    expect(sent).toEqual([
      { url: '/api/recruiter/preferences/digest', body: { timeZone: 'Europe/London', digestTime: '18:30' } },
    ]);
  });

  it('shows the server’s message beside the field it is about', async () => {
    const message = 'Choose a time zone from the list, such as Asia/Kolkata or Europe/London.';
    server.use(
      http.put('*/api/recruiter/preferences/digest', () =>
        HttpResponse.json(
          {
            error: {
              code: 'bad_request',
              message: 'Some fields are not valid.',
              fields: { timeZone: message },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await renderWithRouter(<FollowingSettings following={following} />);
    const form = screen.getByRole('form', { name: 'Daily digest' });
    await user.click(within(form).getByRole('button', { name: 'Save digest time' }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: /^Time zone/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('checks the time before sending it', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<FollowingSettings following={following} />);
    const form = screen.getByRole('form', { name: 'Daily digest' });
    await user.clear(within(form).getByLabelText(/^Digest time/));
    await user.click(within(form).getByRole('button', { name: 'Save digest time' }));
    expect(await within(form).findByText(/Give the time as HH:MM/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
