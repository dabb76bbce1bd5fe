// Careers on a phone: the filters are folded above the results, from the server's first paint on, so the
// first job is on the first screen; one tap opens a filter, and its title counts what is chosen.
import { expect, it } from 'vitest';
import { baseUrl, describeInBrowser, openPage, setupBrowser } from '../support/browser/browser';

const ctx = setupBrowser();
const PHONE = { width: 390, height: 844 };

describeInBrowser('careers on a phone', () => {
  it('folds the filters before any script', async () => {
    const { page } = await openPage(ctx.browser, PHONE, { javaScriptEnabled: false, hasTouch: true });
    await page.goto(`${baseUrl()}/careers`);
    expect(await page.getByRole('checkbox', { name: 'All Departments' }).isVisible()).toBe(false);
  });

  it('shows the first job on the first screen', async () => {
    const { page } = await openPage(ctx.browser, PHONE, { hasTouch: true, isMobile: true });
    await page.goto(`${baseUrl()}/careers`);
    const firstJob = await page
      .locator('section[aria-labelledby="career-results-heading"] li')
      .first()
      .boundingBox();
    expect(firstJob?.y).toBeLessThan(PHONE.height);
  });

  it('opens a filter with one tap once live and counts what is chosen in its title', async () => {
    const { page, problems } = await openPage(ctx.browser, PHONE, { hasTouch: true, isMobile: true });
    await page.goto(`${baseUrl()}/careers`);
    await page.locator('[data-island="careers-finder"][data-island-live]').waitFor();
    const jobType = page.getByRole('button', { name: /^Job Type/ });
    expect(await jobType.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('checkbox', { name: 'All Departments' }).isVisible()).toBe(false);

    await jobType.tap();
    expect(await jobType.getAttribute('aria-expanded')).toBe('true');
    // A visitor taps a department once the list has opened: the fresh-clone CI once tapped it while the
    // panel was still growing, and the tick never came.
    const panel = page.locator(`[id="${await jobType.getAttribute('aria-controls')}"]`);
    await expect
      .poll(() =>
        panel.evaluate((element) => element.scrollHeight > 0 && element.clientHeight >= element.scrollHeight),
      )
      .toBe(true);
    const department = page.getByRole('group', { name: 'Departments' }).getByRole('checkbox').nth(1);
    await department.tap();
    await expect.poll(() => jobType.textContent()).toMatch(/1 chosen/);
    await expect.poll(() => new URL(page.url()).searchParams.getAll('departments')).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});
