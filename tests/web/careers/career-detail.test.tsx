import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CareerDetail } from '../../../contracts/careers';
import { App } from '../../../src/app';
import { pageMeta } from '../../../src/content/page-meta';
import { createAppRouter } from '../../../src/router';
import { enterText } from '../../support/dom/enter-text';

const career: CareerDetail = {
  id: 3,
  title: 'Graphic Designer',
  department: 'Design',
  employmentType: 'PART_TIME',
  location: 'Hybrid – Manchester, UK',
  jobId: 'MC-DES-1006',
  experience: '1–3 years',
  vacancies: 2,
  postedAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
  descriptionHtml: '<h2>About the role</h2>\n<p>Design brochures and social posts.</p>',
  closingDate: null,
  validThrough: '2099-01-01T00:00:00.000Z',
};
const closed = {
  id: 9,
  title: 'Visa Documentation Executive',
  jobId: 'MC-ES-1015',
  department: 'Education Services',
  location: 'Hyderabad, India',
};

let lastApplication: FormData | undefined;
const server = setupServer(
  http.get('*/api/careers/3', () => HttpResponse.json(career)),
  http.get('*/api/careers/9', () =>
    HttpResponse.json(
      {
        error: {
          code: 'gone',
          message: '“Visa Documentation Executive” (MC-ES-1015) is closed and no longer takes applications.',
        },
        career: closed,
      },
      { status: 410 },
    ),
  ),
  http.get('*/api/careers/404', () =>
    HttpResponse.json(
      { error: { code: 'not_found', message: 'There is no job with id 404.' } },
      { status: 404 },
    ),
  ),
  http.post('*/api/careers/3/applications', async ({ request }) => {
    lastApplication = await request.formData();
    return HttpResponse.json(
      {
        career: { ...closed, id: 3, title: career.title, jobId: career.jobId },
        status: 'APPLIED',
      },
      { status: 201 },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  lastApplication = undefined;
});
afterAll(() => server.close());

function renderAt(path: string) {
  const router = createAppRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<App router={router} />);
  return router;
}

const meta = (name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content');

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await enterText(user, screen.getByRole('textbox', { name: /Full name/ }), 'Priya Sharma');
  await enterText(user, screen.getByRole('textbox', { name: /E-mail/ }), 'priya@example.com');
  await enterText(user, screen.getByRole('textbox', { name: /Mobile number/ }), '+91 98765 43210');
  await user.selectOptions(screen.getByRole('combobox', { name: /^State/ }), 'Telangana');
  // The city's picker comes a task after its state (location-fields.tsx).
  await user.selectOptions(await screen.findByRole('combobox', { name: /^City/ }), 'Hyderabad');
  const file = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'Priya CV.pdf', {
    type: 'application/pdf',
  });
  await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
  await user.click(screen.getByRole('checkbox', { name: /may store and use my details/ }));
}

describe('a job page', () => {
  it('shows the job, its canonical address and its JobPosting data', async () => {
    renderAt('/careers/graphic-designer/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Graphic Designer' })).toBeInTheDocument();
    const facts = screen.getByRole('heading', { name: 'About this job' }).parentElement as HTMLElement;
    for (const [label, value] of [
      ['Job ID', 'MC-DES-1006'],
      ['Job type', 'Part-time'],
      ['Department', 'Design'],
      ['Location', 'Hybrid – Manchester, UK'],
      ['Experience', '1–3 years'],
      ['Vacancies', '2'],
    ]) {
      expect(within(facts).getByText(label as string).nextElementSibling).toHaveTextContent(value as string);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'About the role' })).toBeInTheDocument();
    expect(screen.getByText('NEW')).toBeInTheDocument();

    await waitFor(() =>
      expect(document.title).toBe('Graphic Designer (MC-DES-1006) | Careers at Meera Consultancy'),
    );
    expect(meta('robots')).toBe('index, follow');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.meeraconsultancy.com/careers/graphic-designer/3',
    );
    const jsonLd = JSON.parse(
      document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'JobPosting',
      title: 'Graphic Designer',
      description: career.descriptionHtml,
      datePosted: career.postedAt,
      validThrough: career.validThrough,
      employmentType: 'PART_TIME',
      identifier: { value: 'MC-DES-1006' },
      hiringOrganization: { name: 'Meera Consultancy' },
      jobLocation: { address: { addressLocality: 'Manchester', addressCountry: 'GB' } },
      directApply: true,
    });
  });

  it('redirects a wrong slug to the right one', async () => {
    const router = renderAt('/careers/some-old-title/3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/careers/graphic-designer/3'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Graphic Designer' })).toBeInTheDocument();
  });

  it('says a closed job is closed, offers no form and keeps it out of search results', async () => {
    renderAt('/careers/visa-documentation-executive/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Visa Documentation Executive' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This job is closed')).toBeInTheDocument();
    expect(screen.getByText(/is closed and no longer takes applications/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit application' })).toBeNull();
    await waitFor(() => expect(meta('robots')).toBe('noindex, follow'));
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('shows the not-found page for an unknown job', async () => {
    renderAt('/careers/anything/404');
    await waitFor(() => expect(document.title).toBe(pageMeta.notfound.title));
  });
});

// Filling a whole form takes a few seconds on a busy machine.
describe('the apply form', () => {
  it('checks every field in the browser, with the shared rules, before sending anything', async () => {
    renderAt('/careers/graphic-designer/3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please attach your résumé (PDF, DOC or DOCX, up to 5 MB).')).toBeInTheDocument();
    expect(screen.getByText(/agree to us processing your details for recruitment/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'priya@');
    await user.tab();
    expect(
      await screen.findByText('Please enter a valid e-mail address, like name@example.com.'),
    ).toBeInTheDocument();
    expect(lastApplication).toBeUndefined();
  });

  it('shows the server’s own field messages beside the fields', async () => {
    server.use(
      http.post('*/api/careers/3/applications', () =>
        HttpResponse.json(
          {
            error: {
              code: 'bad_request',
              message: 'Some fields are not valid.',
              fields: { email: 'That inbox does not exist.' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderAt('/careers/graphic-designer/3');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Submit application' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('That inbox does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a refused file type against the résumé field', async () => {
    server.use(
      http.post('*/api/careers/3/applications', () =>
        HttpResponse.json(
          {
            error: {
              code: 'unsupported_media_type',
              message: 'This file is not a PDF, DOC or DOCX document.',
            },
          },
          { status: 415 },
        ),
      ),
    );
    renderAt('/careers/graphic-designer/3');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Submit application' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('This file is not a PDF, DOC or DOCX document.')).toBeInTheDocument();
  });

  it('sends the fields and the file, then thanks the applicant', async () => {
    const router = renderAt('/careers/graphic-designer/3');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Submit application' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you' })).toHaveAccessibleDescription(
      "We've received your application. A confirmation has been sent to your email.",
    );
    expect(router.state.location.search).toEqual({ status: 'applied' });
    expect(
      Object.fromEntries([...(lastApplication?.entries() ?? [])].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      fullName: 'Priya Sharma',
      email: 'priya@example.com',
      mobile: '+91 98765 43210',
      state: 'Telangana',
      city: 'Hyderabad',
      consent: 'true',
    });
    // The résumé as chosen: its name and its bytes (the e2e test sends a real PDF to the real server).
    const resume = lastApplication?.get('resume');
    expect(resume).toBeInstanceOf(Blob);
    expect((resume as File).name).toBe('Priya CV.pdf');
    expect([...new Uint8Array(await (resume as File).arrayBuffer())]).toEqual([0x25, 0x50, 0x44, 0x46, 0x2d]);
  });

  // The server answers someone already in process as any applicant (docs/decisions/0041); the overlay for
  // them (docs/requirements.md#thank-you-overlay) still comes with ?status=duplicate in the address.
  it('says “already in process”, naming the job, when the address asks for it', async () => {
    const router = renderAt('/careers/graphic-designer/3?status=duplicate');
    expect(
      await screen.findByRole('dialog', { name: "You're already in process" }),
    ).toHaveAccessibleDescription(
      'We already have your profile for the selected role (Graphic Designer). If anything changed, reply to our previous email with updates.',
    );
    expect(router.state.location.search).toEqual({ status: 'duplicate' });
  });
});
