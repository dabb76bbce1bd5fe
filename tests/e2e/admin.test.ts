// The admin area in Chromium, as an admin uses it: each action checked where the public (or the new
// colleague) would notice it.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/browser/axe';
import {
  baseUrl,
  clickInDialog,
  describeInBrowser,
  openPage,
  pageSettled,
  setupBrowser,
} from '../support/browser/browser';
import { signInAs } from '../support/browser/sign-in';

const ctx = setupBrowser();
const stamp = () => Date.now().toString(36);

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillCareer(page: Page, title: string) {
  await page.getByLabel('Job title').fill(title);
  await page.getByRole('combobox', { name: 'Department' }).fill('Quality Assurance');
  await choose(page, 'Employment type', 'Full-time');
  await page.getByRole('combobox', { name: 'Location' }).fill('Hyderabad, India');
  await page.getByLabel('Experience').fill('2–4 years');
  await page.getByLabel('Vacancies').fill('2');
  await page
    .getByLabel('Description')
    .fill(
      '## About the role\n\nTest our clients’ websites before they go live.\n\n- Playwright\n- Accessibility',
    );
}

/** A fresh page, signed in as the admin. */
async function staffPage() {
  const opened = await openPage(ctx.browser);
  await signInAs(opened.page, 'admin');
  return opened;
}

const noAxeProblems = async (page: Page) =>
  expect((await seriousAxeViolations(page)).map((v) => `${v.id}: ${v.targets.join(', ')}`)).toEqual([]);

describeInBrowser('the admin area in Chromium', () => {
  it('adds a career that appears on /careers at once, and closes it so it leaves', async () => {
    const { page, problems } = await staffPage();
    const title = `QA Analyst ${stamp()}`;

    await page.goto(`${baseUrl()}/admin/careers/add`);
    // Submitting the empty form shows the shared schema's messages beside the fields.
    await page.getByRole('button', { name: 'Publish career' }).click();
    await page.getByText('Please enter the job title.').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
      .toBe('true');

    await fillCareer(page, title);
    await page.getByText('Test our clients’ websites before they go live.').last().waitFor(); // the live preview
    await page.getByRole('button', { name: 'Publish career' }).click();
    await page.waitForURL(/\/admin\/careers\/\d+\/view$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const jobId =
      (await page
        .getByText(/^MC-QA-\d{4}$/)
        .first()
        .textContent()) ?? '';
    expect(jobId).toMatch(/^MC-QA-\d{4}$/);
    await noAxeProblems(page);

    const careers = await openPage(ctx.browser);
    await careers.page.goto(`${baseUrl()}/careers?q=${encodeURIComponent(title)}`);
    await careers.page.getByRole('link', { name: new RegExp(title) }).waitFor();
    expect(await careers.page.getByText(jobId).count()).toBeGreaterThan(0);

    // Closing asks first; then the job leaves the public list.
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await clickInDialog(page.getByRole('dialog', { name: 'Close this career?' }), 'Close career');
    await page.getByText('is closed and no longer public.').waitFor();
    await careers.page.reload();
    await careers.page.getByText('No careers found matching your criteria.').waitFor();

    // The list finds it by job ID, with its status, and keeps the search in the address.
    await page.goto(`${baseUrl()}/admin/careers`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(jobId);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(jobId);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('link', { name: title, exact: true }).waitFor();
    expect(await page.locator('tbody tr').first().textContent()).toContain('Closed');
    await noAxeProblems(page);
    expect(problems).toEqual([]);
    await careers.page.close();
  });

  it('writes and publishes a post whose script payload is inert on /blogs/{id}', async () => {
    const { page, problems } = await staffPage();
    const title = `Hiring notes ${stamp()}`;
    await page.goto(`${baseUrl()}/admin/blogs/add`);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    expect(await page.getByLabel('Slug').inputValue()).toBe(title.toLowerCase().replace(/ /g, '-'));
    await page.getByLabel('Excerpt').fill('What we learned recruiting for our clients this quarter.');
    await page.getByRole('combobox', { name: 'Tags' }).fill('Recruitment');
    await page.keyboard.press('Enter');
    await page
      .getByLabel('Body')
      .fill(
        [
          'Candidates expect a reply **within a week**.',
          '',
          '<script>window.__pwned = "script"</script>',
          '<img src="x" onerror="window.__pwned = \'img\'">',
          '[click me](javascript:window.__pwned=1)',
        ].join('\n'),
      );
    await page.locator('input[type="file"]').setInputFiles({
      name: 'cover.webp',
      mimeType: 'image/webp',
      buffer: await readFile('public/images/why-hr.webp'),
    });
    await page.getByLabel('Alt text').fill('Two colleagues reviewing CVs');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.waitForURL(/\/admin\/blogs\/\d+\/edit$/);
    await page.getByText('is published.').waitFor();
    const id = /\/admin\/blogs\/(\d+)\/edit$/.exec(page.url())?.[1];
    await noAxeProblems(page);

    const reader = await openPage(ctx.browser);
    await reader.page.goto(`${baseUrl()}/blogs/${id}`);
    await reader.page.getByRole('heading', { level: 1, name: title }).waitFor();
    await reader.page.getByText('within a week').waitFor();
    await pageSettled(reader.page);
    expect(await reader.page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    const article = await reader.page.locator('article').innerHTML();
    expect(article).not.toMatch(/<script|onerror|href="javascript:/i);
    const cover = reader.page.getByRole('img', { name: 'Two colleagues reviewing CVs' });
    await expect
      .poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(reader.problems).toEqual([]);
    await reader.page.close();

    expect(problems).toEqual([]);
  });

  it('adds an employee who signs in with the one-time password and must complete the profile and set their own password', async () => {
    const { page, problems } = await staffPage();
    const suffix = stamp();
    await page.goto(`${baseUrl()}/admin/employees/add`);
    await page.getByLabel('Full name').fill(`Kavya Iyer ${suffix.replace(/\d/g, '')}`);
    await page.getByLabel('Work e-mail').fill(`kavya.${suffix}@example.com`);
    await page.getByLabel('Username').fill(`kavya.${suffix}`);
    await choose(page, 'Role', 'Employee');
    await page.getByRole('button', { name: 'Create account' }).click();
    const password = (await page.getByTestId('one-time-password').textContent()) ?? '';
    expect(password).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    await page.getByText('they must replace it with a password of their own').waitFor();
    await noAxeProblems(page);

    // The new colleague, in their own browser.
    const { page: colleague } = await openPage(ctx.browser);
    const signInWithOneTimePassword = async () => {
      await colleague.goto(`${baseUrl()}/admin/login`);
      await colleague.getByLabel('Username').fill(`KAVYA.${suffix}`);
      await colleague.locator('input[type="password"]').fill(password);
      await colleague.getByRole('button', { name: 'Sign in' }).click();
      await colleague.waitForURL((url) => url.pathname === '/admin/profile');
    };
    await signInWithOneTimePassword();
    expect(new URL(colleague.url()).searchParams.get('required')).toBe('true');
    await colleague.getByText('Please complete your profile').waitFor();
    await colleague.getByText('Please choose a password of your own').waitFor();
    // Header and footer are hidden on this step: the page offers its own way out.
    await colleague.getByRole('button', { name: 'Sign out' }).click();
    await colleague.waitForURL((url) => url.pathname === '/');
    expect(await colleague.evaluate(() => localStorage.getItem('persist:root'))).toBeNull();

    await signInWithOneTimePassword();
    // Other staff pages send them back to the profile until it is complete.
    await colleague.goto(`${baseUrl()}/admin/blogs`);
    await colleague.waitForURL((url) => url.pathname === '/admin/profile');
    await colleague.getByLabel('Phone').fill('+91 98480 22339');
    await colleague.getByLabel('Designation').fill('Content Writer');
    await colleague.getByRole('combobox', { name: /^Office/ }).click();
    await colleague.getByRole('option', { name: 'India (Hyderabad)' }).click();
    await colleague.getByRole('button', { name: 'Save profile' }).click();
    await colleague.getByText('Now choose a password of your own.').waitFor();
    // The profile alone is not enough: the one-time password still has to go.
    expect(new URL(colleague.url()).pathname).toBe('/admin/profile');
    await colleague.goto(`${baseUrl()}/admin/dashboard`);
    await colleague.waitForURL((url) => url.pathname === '/admin/profile');

    await colleague.getByLabel(/^Current password/).fill(password);
    await colleague.getByLabel(/^New password/).fill(`Kavya-Own-${suffix}`);
    await colleague.getByLabel(/^Repeat the new password/).fill(`Kavya-Own-${suffix}`);
    await colleague.getByRole('button', { name: 'Set my password' }).click();
    await colleague.waitForURL((url) => url.pathname === '/admin/dashboard');
    await colleague.getByRole('heading', { level: 1, name: 'Employee Dashboard' }).waitFor();

    // The list finds them, their profile now complete.
    await page.goto(`${baseUrl()}/admin/employees?q=${suffix}`);
    await page.getByRole('link', { name: /Kavya Iyer/ }).waitFor();
    expect(await page.locator('tbody tr').first().textContent()).toContain('Complete');
    expect(problems).toEqual([]);
  });

  it('adds a client and a job for it, then changes the job’s status', async () => {
    const { page, problems } = await staffPage();
    const name = `Harbour Dental ${stamp()}`;
    await page.goto(`${baseUrl()}/admin/clients/add`);
    await page.getByLabel('Company name').fill(name);
    await page.getByLabel('Phone').fill('0161 496 0142');
    await page.getByRole('button', { name: 'Add client' }).click();
    // The server and the form share the rule: a phone needs its country code.
    await page.getByText('Please enter the number with its country code').waitFor();
    await page.getByLabel('Phone').fill('+44 161 496 0142');
    await page.getByLabel('Contact person').fill('Rachel Hughes');
    await page.getByLabel('Industry').fill('Healthcare');
    await page.getByRole('button', { name: 'Add client' }).click();
    await page.waitForURL(/\/admin\/clients\/\d+$/);
    const sno = /\/admin\/clients\/(\d+)$/.exec(page.url())?.[1];
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('No jobs for this client yet').waitFor();
    await noAxeProblems(page);

    await page
      .getByRole('link', { name: `Add a job for ${name}` })
      .first()
      .click();
    await page.waitForURL(/\/admin\/careers\/add\?clientSno=\d+/);
    expect(await page.getByRole('combobox', { name: 'Client' }).inputValue()).toBe(name);
    const title = `Dental Nurse ${stamp()}`;
    await fillCareer(page, title);
    await page.getByRole('button', { name: 'Publish career' }).click();
    await page.waitForURL(/\/admin\/careers\/\d+\/view$/);
    await page.getByText(name).first().waitFor();

    await page.goto(`${baseUrl()}/admin/ClientManagement/${sno}/jobs`);
    await page.getByRole('link', { name: title }).waitFor();
    await page.getByRole('link', { name: '0 applicants' }).waitFor();
    await choose(page, `Status of ${title}`, 'On hold');
    await clickInDialog(page.getByRole('dialog'), 'Mark on hold');
    await page.getByText('is now on hold.').waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByRole('combobox', { name: `Status of ${title}` }).inputValue())
      .toBe('On hold');
    await noAxeProblems(page);

    // The clients list finds it by search, with its job.
    await page.goto(`${baseUrl()}/admin/ClientManagement`);
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe(name);
    await page.getByRole('link', { name }).waitFor();
    expect(problems).toEqual([]);
  });
});
