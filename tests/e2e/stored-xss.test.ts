// Stored XSS, end to end: script, iframe, onerror, onload and javascript: payloads saved through the API
// into every free-text field people can fill (a blog post, a job description, an application, a client,
// a contact message, a colleague's details) are shown as text or sanitised on every page that shows them,
// public and staff; in Chromium no payload runs, no dialog opens, and no link made of one can run it.
import type { Dialog, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { OUTSIDE_INDIA } from '../../contracts/india-locations';
import { CONTROL_CHARACTERS } from '../../contracts/plain-text';
import { careerPath } from '../../contracts/public-paths';
import { baseUrl, describeInBrowser, openPage, pageSettled, setupBrowser } from '../support/browser/browser';
import { signInAs } from '../support/browser/sign-in';
import { pdfResume } from '../support/server/resume-files';

const ctx = setupBrowser();
const stamp = `xss${Date.now().toString(36)}`;
const RUN = 'window.__xss=1;alert(1)';

/** Each payload once; the link's text lets the test find and click it if it survives as a link. */
const payloads = {
  script: `<script>${RUN}</script>`,
  img: `<img src=x onerror="${RUN}">`,
  iframe: `<iframe src="javascript:${RUN}"></iframe>`,
  link: `<a href="javascript:${RUN}">xss-link</a>`,
  svg: `<svg onload=${RUN}>`,
};
const all = Object.values(payloads).join(' ');

interface Created {
  blogId: number;
  careerId: number;
  careerTitle: string;
  clientSno: number;
  employeeId: number;
}
const created = {} as Created;
let adminToken = '';

async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

function apply(careerId: number, fields: Record<string, string>, filename: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('resume', new Blob([new Uint8Array(pdfResume())], { type: 'application/pdf' }), filename);
  return fetch(`${baseUrl()}/api/careers/${careerId}/applications`, { method: 'POST', body: form });
}

const applicant = (n: number, city: string) => ({
  fullName: 'Xss Applicant',
  email: `${stamp}.${n}@example.com`,
  mobile: `+91 9${String(Date.now() % 1e8).padStart(8, '0')}${n % 10}`,
  state: OUTSIDE_INDIA,
  city,
  consent: 'true',
});

/** Saves the payloads everywhere through the API, as a hostile visitor or a careless colleague could. */
async function storePayloads() {
  const signIn = await api<{ token: string }>('/auth/authenticate', {
    body: { username: 'admin', password: 'MeeraDemo#2026' },
  });
  expect(signIn).toMatchObject({ status: 200 });
  const token = signIn.body.token;
  adminToken = token;

  const client = await api<{ sno: number }>('/api/admin/clients', {
    token,
    body: {
      name: `Client ${stamp} ${payloads.img}`,
      industry: `${payloads.svg} ${stamp}`,
      country: payloads.script,
      address: `${payloads.iframe} ${payloads.link}`,
      notes: `Notes ${stamp}\n${all}`,
    },
  });
  expect(client).toMatchObject({ status: 201 });
  created.clientSno = client.body.sno;

  created.careerTitle = `Analyst ${stamp} ${payloads.svg}`;
  const career = await api<{ id: number }>('/api/admin/careers', {
    token,
    body: {
      title: created.careerTitle,
      department: `Dept ${payloads.img}`.slice(0, 60),
      employmentType: 'FULL_TIME',
      location: `Hyderabad ${payloads.script}`,
      experience: '2–4 years',
      vacancies: 1,
      description: `## Role ${stamp}\n\n${all}\n\n[markdown link](javascript:${RUN})`,
      clientSno: created.clientSno,
    },
  });
  expect(career).toMatchObject({ status: 201 });
  created.careerId = career.body.id;

  const blog = await api<{ id: number }>('/api/admin/blogs', {
    token,
    body: {
      title: `Post ${stamp} ${payloads.script}`,
      excerpt: `Excerpt ${stamp} ${payloads.img}`,
      body: `Body text ${stamp} stays readable.\n\n${all}\n\n[markdown link](javascript:${RUN})`,
      tags: [payloads.svg.slice(0, 30)],
    },
  });
  expect(blog).toMatchObject({ status: 201 });
  created.blogId = blog.body.id;
  expect((await api(`/api/admin/blogs/${created.blogId}/publish`, { token, method: 'POST' })).status).toBe(
    200,
  );

  const employee = await api<{ employee: { id: number } }>('/api/admin/employees', {
    token,
    body: {
      fullName: 'Xss Colleague',
      email: `${stamp}@example.com`,
      username: stamp,
      role: 'EMPLOYEE',
      department: payloads.img,
      designation: `${payloads.script} ${stamp}`,
    },
  });
  expect(employee).toMatchObject({ status: 201 });
  created.employeeId = employee.body.employee.id;

  const application = await apply(created.careerId, applicant(1, `${stamp} ${payloads.svg}`), 'cv.pdf');
  expect(application.status).toBe(201);
  const second = await apply(
    created.careerId,
    { ...applicant(2, `Leeds ${stamp}`), mobile: '+44 7700 900123' },
    `${payloads.img}.pdf`,
  );
  expect(second.status).toBe(201);

  const contact = await api('/api/contact', {
    body: {
      name: 'Xss Visitor',
      email: `${stamp}.visitor@example.com`,
      service: 'Something else',
      message: `Message ${stamp}\n${all}`,
      state: OUTSIDE_INDIA,
      city: payloads.svg,
    },
  });
  expect(contact.status).toBe(201);
}

/** Clicks every link a payload could have become, then checks that nothing ran and nothing can. */
async function expectInert(page: Page, dialogs: string[]) {
  for (const link of await page.getByRole('link', { name: /xss-link|markdown link/ }).all()) {
    await link.click({ noWaitAfter: true }).catch(() => undefined);
  }
  await pageSettled(page);
  const found = await page.evaluate(() => {
    const armed: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        const value = attribute.value;
        if (name.startsWith('on') && value.includes('__xss')) armed.push(`${element.tagName} ${name}`);
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].includes(name) &&
          /^\s*javascript:|__xss/i.test(value)
        )
          armed.push(`${element.tagName} ${name}=${value}`);
      }
      // Data blocks (a job's JSON-LD, the server's answers for the page) may carry the text, but only as
      // data: a type no browser runs, and still valid JSON (nothing inside closed the element early).
      if (element.tagName === 'SCRIPT' && element.textContent?.includes('__xss')) {
        const data = ['application/ld+json', 'application/json'].includes(element.getAttribute('type') ?? '');
        try {
          if (!data) throw new Error('runnable');
          JSON.parse(element.textContent);
        } catch {
          armed.push(`SCRIPT ${element.getAttribute('type') ?? ''}`);
        }
      }
    }
    return { ran: (window as { __xss?: unknown }).__xss, armed };
  });
  expect(found, page.url()).toEqual({ ran: undefined, armed: [] });
  expect(dialogs, page.url()).toEqual([]);
}

/** A page that records any dialog (alert, confirm) a payload would open. */
async function watchedPage(staff: boolean) {
  const opened = await openPage(ctx.browser, { width: 1366, height: 900 });
  const dialogs: string[] = [];
  opened.page.on('dialog', (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  if (staff) await signInAs(opened.page, 'admin');
  return { ...opened, dialogs };
}

/** The payload shown as the characters that were typed. */
const shownAsText = (page: Page, text: string) => page.getByText(text, { exact: false }).first().waitFor();

describeInBrowser('stored XSS payloads in Chromium', () => {
  beforeAll(async () => {
    if (baseUrl()) await storePayloads();
  });

  it('refuses payloads in names, which allow letters only', async () => {
    const signIn = await api<{ token: string }>('/auth/authenticate', {
      body: { username: 'admin', password: 'MeeraDemo#2026' },
    });
    const employee = await api<{ error: { fields?: Record<string, string> } }>('/api/admin/employees', {
      token: signIn.body.token,
      body: {
        fullName: payloads.img,
        email: `${stamp}.x@example.com`,
        username: `${stamp}x`,
        role: 'EMPLOYEE',
      },
    });
    expect(employee.status).toBe(400);
    expect(Object.keys(employee.body.error.fields ?? {})).toContain('fullName');
    const application = await apply(
      created.careerId,
      { ...applicant(3, 'Leeds'), fullName: payloads.script },
      'cv.pdf',
    );
    expect(application.status).toBe(400);
    const refused = (await application.json()) as { error: { fields?: object } };
    expect(Object.keys(refused.error.fields ?? {})).toContain('fullName');
  });

  it('refuses or cleans NUL bytes and control characters in the multipart and JSON text fields', async () => {
    const answers: Record<string, number> = {};
    const cases = [
      ['city', 'Leeds\u0000'],
      ['city', `Le\u0007eds ${stamp}\u001b[31m`],
      ['fullName', 'Xss\u0000 Applicant'],
      ['email', `nul\u0000${stamp}@example.com`],
    ] as const;
    for (const [n, [field, value]] of cases.entries()) {
      const res = await apply(created.careerId, { ...applicant(10 + n, 'Leeds'), [field]: value }, 'cv.pdf');
      answers[`apply ${field} ${JSON.stringify(value)}`] = res.status;
    }
    const contact = await api('/api/contact', {
      body: {
        name: 'Xss Visitor',
        email: `${stamp}.nul@example.com`,
        service: 'Something else',
        message: 'A message with a NUL \u0000 byte in it.',
        state: OUTSIDE_INDIA,
        city: 'Leeds\u0000',
      },
    });
    answers['contact message and city with NUL'] = contact.status;
    // 400 (refused) or 201 (stored cleaned) are both fine; a 500 means the database choked on the byte.
    expect.soft(Object.entries(answers).filter(([, status]) => status !== 400 && status !== 201)).toEqual([]);

    // Whatever was stored holds no control characters: the board shows what the recruiter would see.
    const board = await api<{ applications: { city: string | null }[] }>(
      `/api/recruiter/job-management/careers/${created.careerId}/applications`,
      { token: adminToken },
    );
    const cities = board.body.applications.map((a) => a.city ?? '');
    expect(cities.filter((city) => CONTROL_CHARACTERS.test(city))).toEqual([]);
  });

  it('keeps the public blog list, post and job page inert', async () => {
    const { page, problems, dialogs } = await watchedPage(false);
    await page.goto(`${baseUrl()}/blogs`);
    await shownAsText(page, `Post ${stamp} ${payloads.script}`);
    await expectInert(page, dialogs);

    await page.goto(`${baseUrl()}/blogs/${created.blogId}`);
    await page.getByText(`Body text ${stamp} stays readable.`).waitFor();
    await expectInert(page, dialogs);

    await page.goto(`${baseUrl()}${careerPath({ id: created.careerId, title: created.careerTitle })}`);
    await page.getByRole('heading', { name: `Role ${stamp}` }).waitFor();
    await shownAsText(page, `Hyderabad ${payloads.script}`);
    await expectInert(page, dialogs);

    await page.goto(`${baseUrl()}/careers?q=${stamp}`);
    await shownAsText(page, created.careerTitle);
    await expectInert(page, dialogs);
    expect(problems).toEqual([]);
  });

  it('keeps the staff pages inert and shows the payloads as typed', async () => {
    const { page, problems, dialogs } = await watchedPage(true);
    const visits: [string, string][] = [
      ['/admin/dashboard', ''],
      [`/admin/blogs?q=${stamp}`, `Post ${stamp} ${payloads.script}`],
      [`/admin/blogs/${created.blogId}/edit`, `Body text ${stamp} stays readable.`],
      [`/admin/ClientManagement?q=${stamp}`, `Client ${stamp} ${payloads.img}`],
      [`/admin/clients/${created.clientSno}`, payloads.iframe],
      [`/admin/ClientManagement/${created.clientSno}/jobs`, created.careerTitle],
      [`/admin/careers?q=${stamp}`, created.careerTitle],
      [`/admin/careers/${created.careerId}/view`, `Role ${stamp}`],
      [`/admin/careers/${created.careerId}/edit`, `Role ${stamp}`],
      [`/admin/messages?q=${stamp}`, `Message ${stamp}`],
      [`/admin/employees?q=${stamp}`, `${payloads.script} ${stamp}`],
      [`/admin/employees/${created.employeeId}`, 'Xss Colleague'],
    ];
    for (const [path, text] of visits) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (text) await shownAsText(page, text);
      await expectInert(page, dialogs);
    }
    // Plain-text fields keep every character the visitor or colleague typed.
    await page.goto(`${baseUrl()}/admin/clients/${created.clientSno}`);
    for (const payload of Object.values(payloads)) await shownAsText(page, payload);
    await page.goto(`${baseUrl()}/admin/messages?q=${stamp}`);
    await shownAsText(page, payloads.link);
    await shownAsText(page, `${payloads.svg} (outside India)`);
    expect(problems).toEqual([]);
  });

  it('keeps the recruiter board, its cards, history and résumé names inert', async () => {
    const { page, problems, dialogs } = await watchedPage(false);
    await signInAs(page, 'recruiter');
    await page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement/${created.careerId}`);
    await page.getByRole('tab', { name: /^Applied/, selected: true }).waitFor();
    await shownAsText(page, `${stamp} ${payloads.svg}`);
    // The server keeps a safe version of the résumé's file name; the board shows that as text.
    const resume = page.getByRole('button', { name: /onerror.*\.pdf$/ }).first();
    expect(await resume.textContent()).not.toMatch(/[<>"]/);
    for (const history of await page.getByRole('button', { name: 'History' }).all()) await history.click();
    await expectInert(page, dialogs);
    expect(problems).toEqual([]);
  });
});
