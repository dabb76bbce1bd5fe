// axe-core in a playwright page: the serious and critical accessibility violations of what it shows now.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements (the first few). */
  targets: string[];
}

interface AxeResults {
  violations: Array<{
    id: string;
    impact?: string | null;
    help: string;
    nodes: Array<{ target: unknown[] }>;
  }>;
}

type Axe = {
  run: (context: Document, options: { resultTypes: string[]; runOnly?: string[] }) => Promise<AxeResults>;
};

export interface AxeRun {
  /** The rules to run (all of them by default). */
  rules?: string[];
  /**
   * The page as the browser has it, its skipped parts undrawn, as Lighthouse's axe finds it after a load
   * (by default they are drawn, see below).
   */
  asLoaded?: boolean;
}

/** Runs axe on the whole page and returns the violations whose impact is serious or critical. */
export async function seriousAxeViolations(
  page: Page,
  { rules, asLoaded = false }: AxeRun = {},
): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the site's CSP (script-src 'self') would block a script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // The rules asked for run (every rule by default); the page keeps the details of what passed to itself
  // (resultTypes: one node each instead of all of them) and sends back only the serious and critical
  // violations: the full results are large to describe and copy over (docs/testing.md#smaller-measures).
  // axe reads colours from what the browser paints: the parts it skips until they near the window (decision
  // 0071) are drawn for it, as they are when a visitor gets to them, and skipped again after.
  return page.evaluate(
    async ({ rules, asLoaded }) => {
      const { axe } = window as unknown as { axe: Axe };
      const skipped = asLoaded
        ? []
        : [...document.querySelectorAll<HTMLElement>('*')].filter(
            (element) => getComputedStyle(element).contentVisibility === 'auto',
          );
      for (const element of skipped) element.style.contentVisibility = 'visible';
      const { violations } = await axe
        .run(document, { resultTypes: ['violations'], ...(rules && { runOnly: rules }) })
        .finally(() => {
          for (const element of skipped) element.style.contentVisibility = '';
        });
      return violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? '',
          help: violation.help,
          targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
        }));
    },
    { rules, asLoaded },
  );
}
