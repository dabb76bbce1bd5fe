import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoResumePdf } from '../../server/db/demo-resume';
import { baseUrl, describeInBrowser, openPage, pageSettled, setupBrowser } from '../support/browser/browser';
import { chooseLocation } from '../support/browser/choose-location';
import { signInAs } from '../support/browser/sign-in';
import { tickConsent } from '../support/browser/tick-consent';

const ctx = setupBrowser();

const resultCount = async (page: Page) =>
  Number((await page.getByRole('heading', { name: /^\d+ Results$/ }).textContent())?.split(' ')[0]);

async function fillApplication(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Full name' }).fill('Priya Sharma');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('+91 98765 43210');
  await chooseLocation(page, 'Telangana', 'Hyderabad');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'Priya Sharma CV.pdf',
    mimeType: 'application/pdf',
    buffer: demoResumePdf(['Priya Sharma', email, 'Curriculum vitae']),
  });
  await tickConsent(page);
}

describeInBrowser('careers in Chromium', () => {
  it('filters jobs, keeps the filters in the address, opens a job in a new tab, and applies (twice)', async () => {
    const { page, problems } = await openPage(ctx.browser);
    await page.goto(`${baseUrl()}/careers`);
    await expect.poll(() => page.getByRole('heading', { name: /^\d+ Results$/ }).count()).toBe(1);
    const everything = await resultCount(page);
    expect(everything).toBeGreaterThan(5);

    // The keyword filters as it is typed; the department narrows further.
    await page.getByPlaceholder('Search by keyword').fill('developer');
    await expect.poll(() => resultCount(page)).toBeLessThan(everything);
    await page.getByRole('checkbox', { name: 'Engineering' }).check();
    await expect.poll(() => page.getByRole('checkbox', { name: 'All Departments' }).isChecked()).toBe(false);
    const titles = await page.locator('section li a[target="_blank"]').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toContain('developer');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('developer');
    // Readable and shareable: the department as itself, not as JSON.
    await expect.poll(() => new URL(page.url()).search).toBe('?q=developer&departments=Engineering');

    // A shared or reloaded address shows the same list.
    await page.reload();
    await expect.poll(() => resultCount(page)).toBe(titles.length);
    expect(await page.getByPlaceholder('Search by keyword').inputValue()).toBe('developer');
    expect(await page.getByRole('checkbox', { name: 'Engineering' }).isChecked()).toBe(true);

    // The department list scrolls within 220 px.
    const listHeight = await page.getByRole('checkbox', { name: 'All Departments' }).evaluate((box) => {
      let node: HTMLElement | null = box as HTMLElement;
      while (node && getComputedStyle(node).maxHeight === 'none') node = node.parentElement;
      return node ? getComputedStyle(node).maxHeight : 'none';
    });
    expect(listHeight).toBe('220px');

    // Clicking a job opens its page in a new tab.
    const [job] = await Promise.all([
      page.context().waitForEvent('page'),
      page.locator('section li a[target="_blank"]').first().click(),
    ]);
    await job.waitForLoadState();
    const title = (titles[0] ?? '').replace(' (opens in a new tab)', '');
    await expect.poll(() => job.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(new URL(job.url()).pathname).toMatch(/^\/careers\/[a-z0-9-]+\/\d+$/);
    const jsonLd = JSON.parse(
      (await job.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'JobPosting', title, directApply: true });

    // Apply with a real PDF.
    const email = `priya.${Date.now()}@example.com`;
    await fillApplication(job, email);
    await job.getByRole('button', { name: 'Submit application' }).click();
    const thanks = job.getByRole('dialog', { name: 'Thank you' });
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain(
      "We've received your application. A confirmation has been sent to your email.",
    );
    await thanks.click();
    await thanks.waitFor({ state: 'detached' });
    // In the form's place, a confirmation that stays.
    await job.getByRole('status').filter({ hasText: 'Application sent' }).waitFor();
    expect(await job.getByRole('button', { name: 'Submit application' }).count()).toBe(0);

    // The same person again is thanked alike: the answer tells nobody who applied, and the person on file
    // is told by e-mail instead (docs/decisions/0041).
    await job.reload();
    await fillApplication(job, email.toUpperCase());
    await job.getByRole('button', { name: 'Submit application' }).click();
    await thanks.waitFor();
    await thanks.click();
    await thanks.waitFor({ state: 'detached' });

    // The overlay for someone already in process (docs/requirements.md#thank-you-overlay) comes with
    // ?status=duplicate, naming the job.
    await job.goto(`${job.url().split('?')[0]}?status=duplicate`);
    const duplicate = job.getByRole('dialog', { name: "You're already in process" });
    await duplicate.waitFor();
    expect(await duplicate.textContent()).toContain(
      `We already have your profile for the selected role (${title}). If anything changed, reply to our previous email with updates.`,
    );
    // The overlay leaves by itself after five seconds (and 300 ms of fading).
    await duplicate.waitFor({ state: 'detached', timeout: 8000 });

    expect(problems).toEqual([]);
    await job.close();
  });

  it('shows a closed job as closed, without a form', async () => {
    const { page } = await openPage(ctx.browser, { width: 375, height: 740 });
    const jobs = await (await fetch(`${baseUrl()}/api/careers/all`)).json();
    // The demo data has one closed job; it is the one missing from the open list.
    const openIds = new Set(jobs.map((job: { id: number }) => job.id));
    let closedId = 1;
    while (openIds.has(closedId)) closedId += 1;
    await page.goto(`${baseUrl()}/careers/closed/${closedId}`);
    await page.getByText('This job is closed').waitFor();
    expect(await page.getByRole('button', { name: 'Submit application' }).count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
  });

  it('remembers where a visitor came from through browsing and a new tab, and the board shows it', async () => {
    const { page, problems } = await openPage(ctx.browser);
    // Arrives from a LinkedIn post, browses, and opens a job from the list in a new tab.
    await page.goto(`${baseUrl()}/?utm_source=LinkedIn&utm_medium=social&utm_campaign=autumn-hiring`);
    await pageSettled(page);
    await page.getByRole('link', { name: 'Careers', exact: true }).first().click();
    await page.waitForURL(`${baseUrl()}/careers`);
    const [job] = await Promise.all([
      page.context().waitForEvent('page'),
      page.locator('section li a[target="_blank"]').first().click(),
    ]);
    await job.waitForLoadState();
    // Nothing of it in a cookie: it stays in the visitor's browser until they apply.
    expect(await page.context().cookies()).toEqual([]);

    const email = `arjun.${Date.now()}@example.com`;
    await job.getByRole('heading', { name: 'Apply for this job' }).scrollIntoViewIfNeeded();
    await fillApplication(job, email);
    await job.getByRole('textbox', { name: 'Full name' }).fill('Arjun Rao');
    await job.getByRole('button', { name: 'Submit application' }).click();
    await job.getByRole('dialog', { name: 'Thank you' }).waitFor();
    const careerId = Number(new URL(job.url()).pathname.split('/').pop());

    const staff = await openPage(ctx.browser, { width: 1366, height: 900 });
    await signInAs(staff.page, 'recruiter');
    await staff.page.goto(`${baseUrl()}/recruiter/RecruiterJobManagement/${careerId}`);
    const card = staff.page.getByRole('article', { name: 'Arjun Rao' });
    await card.waitFor();
    expect(await card.getByText('Source: linkedin').count()).toBe(1);
    expect(problems).toEqual([]);
    expect(staff.problems).toEqual([]);
  });
});
