// Every public form's fields are real, enabled inputs from the first paint (decision 0044): what a visitor on
// a slow phone types right after the page loads, before the form's island is live, is all still there once it
// is, with the focus and caret where they were, and the live form works with it; a box ticked before the
// careers filters are live is ticked once they are (decision 0064's plain boxes). Also a fill without any
// pointer (as autofill and password managers do). KEYSTROKE_RUNS repeats each case (the suite runs each once);
// KEYSTROKE_CPU slows the CPU by another rate than a mid-range phone's 4× (a slower phone, a busier machine).
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { CareerSummary } from '../../contracts/careers';
import { careerPath } from '../../contracts/public-paths';
import { apiFromPage, baseUrl, describeInBrowser, openPage, setupBrowser } from '../support/browser/browser';
import { E2E_TEST_TIMEOUT_MS } from '../support/vitest/waits';

const ctx = setupBrowser();
const RUNS = Number(process.env.KEYSTROKE_RUNS ?? 1);
/** A mid-range phone: the CPU slowed 4×, as Lighthouse's mobile profile does (KEYSTROKE_CPU to change it). */
const CPU_SLOWDOWN = Number(process.env.KEYSTROKE_CPU ?? 4);
const PHONE = { width: 390, height: 844 };

interface PublicForm {
  name: string;
  /** The page, found from the demo data when it depends on it. */
  path: (page: Page) => Promise<string>;
  field: (page: Page) => Locator;
  /** What the visitor types. */
  text: string;
  /** After the island is live: what the live form shows for the text it adopted. */
  expectAdopted: (page: Page, text: string) => Promise<void>;
}

async function jobPath(page: Page, pick: (career: CareerSummary) => boolean) {
  await page.goto(`${baseUrl()}/404`);
  const career = (await apiFromPage<CareerSummary[]>(page, '/api/careers/all')).find(pick);
  if (!career) throw new Error('the demo data has no such open career');
  return careerPath(career);
}

/** Sends the form with only the typed field filled: its own error must not show, another's must. */
async function sendAndSeeOtherErrors(page: Page, button: string, otherError: string) {
  await page.getByRole('button', { name: button }).click();
  await expect.poll(() => page.getByText(otherError).count()).toBeGreaterThan(0);
  expect(await page.getByText('Please enter your full name.').count()).toBe(0);
}

/** The apply form of a job's page: the standing internship job's (the internship page's form) or another. */
const applyForm = (name: string, internship: boolean): PublicForm => ({
  name,
  path: (page) => jobPath(page, (career) => /internship/i.test(career.title) === internship),
  field: (page) => page.getByLabel('Full name'),
  text: 'Ravi Kumar',
  expectAdopted: (page) =>
    sendAndSeeOtherErrors(
      page,
      'Submit application',
      'Please enter a valid e-mail address, like name@example.com.',
    ),
});

const FORMS: PublicForm[] = [
  {
    name: 'contact',
    path: async () => '/contact-us',
    field: (page) => page.getByLabel('Full name'),
    text: 'Ravi Kumar',
    expectAdopted: (page) =>
      sendAndSeeOtherErrors(
        page,
        'Send message',
        'Please enter a valid e-mail address, like name@example.com.',
      ),
  },
  applyForm('apply', false),
  applyForm('internship', true),
  {
    name: 'careers search',
    path: async () => '/careers',
    field: (page) => page.getByRole('searchbox', { name: 'Search by keyword' }),
    text: 'zzzz',
    // The live list filters by what was typed before it was live: nothing matches.
    expectAdopted: async (page) => {
      await expect.poll(() => page.getByText('No careers found matching your criteria.').count()).toBe(1);
    },
  },
];

async function openSlowPhone(path: (page: Page) => Promise<string>) {
  const { page, problems } = await openPage(ctx.browser, PHONE, { hasTouch: true, isMobile: true });
  const url = `${baseUrl()}${await path(page)}`;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url, { waitUntil: 'load' });
  return { page, problems };
}

/** Holds every script the page asks for from now on until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits until the island around `field` is live. */
const islandLive = (field: Locator) =>
  expect.poll(() => field.evaluate((element) => !!element.closest('[data-island-live]'))).toBe(true);

async function expectKept(field: Locator, text: string) {
  expect(await field.inputValue()).toBe(text);
  const caret = await field.evaluate((element: HTMLInputElement) => ({
    focused: element === document.activeElement,
    end: element.type === 'email' ? null : element.selectionEnd,
  }));
  expect(caret).toEqual({ focused: true, end: text.length });
}

describeInBrowser('what a visitor types before a form is live', () => {
  for (const form of FORMS) {
    it.each([30, 150])(
      `${form.name}: a tap right after load, then a key every %i ms: every character kept`,
      async (delay) => {
        for (let run = 1; run <= RUNS; run += 1) {
          const { page, problems } = await openSlowPhone(form.path);
          const field = form.field(page);
          expect(await field.isDisabled()).toBe(false);
          await field.tap();
          await page.keyboard.type(form.text, { delay });
          await islandLive(field);
          await expectKept(field, form.text);
          await form.expectAdopted(page, form.text);
          expect(await field.inputValue(), `run ${run}`).toBe(form.text);
          expect(problems).toEqual([]);
          // A run that kept every character leaves nothing to show: its page would only slow the next.
          await page.close();
        }
      },
      // Each run may take what a whole test may.
      E2E_TEST_TIMEOUT_MS * RUNS,
    );

    it(`${form.name}: a fill without any pointer, as autofill does, is adopted`, async () => {
      const { page, problems } = await openSlowPhone(form.path);
      const field = form.field(page);
      await field.fill(form.text);
      await islandLive(field);
      await expectKept(field, form.text);
      await form.expectAdopted(page, form.text);
      expect(problems).toEqual([]);
    });
  }
});

describeInBrowser('what a visitor picks before the contact form is live', () => {
  it('a service, a state and a half-typed city right after load are kept once live, the city finished in its field', async () => {
    const { page, problems } = await openSlowPhone(async () => '/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    const state = form.getByRole('combobox', { name: 'State' });
    // The form's scripts wait until the fields are filled, so nothing is live while they are.
    const release = await holdScripts(page);
    await form.getByRole('textbox', { name: 'Full name' }).fill('Ravi Kumar');
    await form.getByRole('combobox', { name: 'Service of interest' }).selectOption('HR Services');
    // In the page's order: the state, then the city in the text field drawn for "no state yet", where the
    // visitor is still typing when the form goes live.
    await state.selectOption('Telangana');
    const typedCity = form.getByRole('textbox', { name: 'City' });
    await typedCity.fill('hyder');
    expect(await state.evaluate((element) => !!element.closest('[data-island-live]'))).toBe(false);
    release();
    await islandLive(state);

    expect(await state.inputValue()).toBe('Telangana');
    expect(await form.getByRole('combobox', { name: 'Service of interest' }).inputValue()).toBe(
      'HR Services',
    );
    // The field stays while they are in it, so they finish the word; once they leave it, the city is picked
    // from the state's cities, in the list's spelling.
    await page.keyboard.type('abad');
    expect(await typedCity.inputValue()).toBe('hyderabad');
    // (Back to the state: on to the message would show its own error as it is left, moving the button.)
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => form.getByRole('combobox', { name: 'City' }).inputValue()).toBe('Hyderabad');
    await form.getByRole('button', { name: 'Send message' }).click();
    await form.getByText('Please enter a valid e-mail address, like name@example.com.').waitFor();
    for (const adopted of [
      'Please enter your full name.',
      'Please choose what you would like to talk about.',
      'Please choose your state, or “Outside India”.',
      'Please choose or enter your city.',
    ]) {
      expect(await form.getByText(adopted).count(), adopted).toBe(0);
    }
    expect(problems).toEqual([]);
  });
});

describeInBrowser('what autofill fills into the live contact form', () => {
  it('the state and then the city, filled within one task, are both kept', async () => {
    const { page, problems } = await openSlowPhone(async () => '/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    const state = form.getByRole('combobox', { name: 'State' });
    await form.getByRole('textbox', { name: 'Full name' }).click();
    await islandLive(state);
    // As a browser's autofill does: each field's value set and its events sent in the page's order, in one
    // task, with the page's microtasks (a render among them) run between one field and the next. (The island's
    // Preact hears a field it has removed, so this holds here even without the picker coming a task late;
    // React, which does not, is held to it by the contact form's web test.)
    await form.evaluate(async (element) => {
      const [stateField, cityField] = ['address-level1', 'address-level2'].map((token) =>
        element.querySelector<HTMLInputElement | HTMLSelectElement>(`[autocomplete="${token}"]`),
      );
      if (!stateField || !cityField) throw new Error('the form has no state or city field');
      stateField.value = 'Telangana';
      stateField.dispatchEvent(new Event('change', { bubbles: true }));
      for (let turn = 0; turn < 20; turn++) await Promise.resolve();
      cityField.value = 'Hyderabad';
      cityField.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await expect.poll(() => form.getByRole('combobox', { name: 'City' }).inputValue()).toBe('Hyderabad');
    expect(await state.inputValue()).toBe('Telangana');
    expect(problems).toEqual([]);
  });
});

describeInBrowser('what a visitor chooses and ticks before the apply form is live', () => {
  it('a résumé chosen and the consent ticked right after load are kept once live', async () => {
    const { page, problems } = await openSlowPhone((page) => jobPath(page, () => true));
    const release = await holdScripts(page);
    const consent = page.getByRole('checkbox', { name: /may store and use my details/ });
    // As a tool or a drop does: the file field's own input is given the file.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Priya Sharma CV.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n'),
    });
    await consent.click();
    expect(await consent.evaluate((element) => !!element.closest('[data-island-live]'))).toBe(false);
    release();
    await islandLive(consent);

    // The held tick is made again on the live form, and the file is the form's.
    await expect.poll(() => consent.isChecked()).toBe(true);
    await page.getByText('Priya Sharma CV.pdf').waitFor();
    expect(problems).toEqual([]);
  });
});

describeInBrowser('what a visitor ticks before the careers filters are live', () => {
  it('a department ticked right after load stays ticked once live, and the list and address follow it', async () => {
    // Beside the results (a wide screen), where the filters are open before any script.
    const { page, problems } = await openPage(ctx.browser, { width: 1280, height: 900 });
    const careers = await (async () => {
      await page.goto(`${baseUrl()}/404`);
      return apiFromPage<CareerSummary[]>(page, '/api/careers/all');
    })();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // On a wide screen the finder can be live by `load`: its scripts wait until the box is tapped.
    const release = await holdScripts(page);
    await page.goto(`${baseUrl()}/careers`, { waitUntil: 'domcontentloaded' });
    const boxes = page.getByRole('group', { name: 'Departments' }).getByRole('checkbox');
    const department = boxes.nth(1);
    const name = await department.evaluate((box: HTMLInputElement) => box.labels?.[0]?.textContent ?? '');
    expect(await department.evaluate((box) => !!box.closest('[data-island-live]'))).toBe(false);
    // A tap before the island is live is held and made again on the live box (hydrate-islands.tsx).
    await department.click();
    release();
    await islandLive(department);
    expect(await department.isChecked()).toBe(true);
    expect(await boxes.first().isChecked()).toBe(false);
    const listed = careers.filter((career) => career.department === name).length;
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: /Results$/ }).textContent())
      .toBe(`${listed} Results`);
    expect(new URL(page.url()).searchParams.getAll('departments').join()).toContain(name);
    expect(problems).toEqual([]);
  });
});
