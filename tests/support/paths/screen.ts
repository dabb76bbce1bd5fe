// What a path's per-state assertions and actions are written against, so that one walker serves two
// drivers: the component in happy-dom (screen-dom.ts) and the built site in Chromium (screen-chromium.ts).
// A query finds elements as a person does (role and name, label, text); the facts of the element found are
// read by one function in both (readFacts), and an expectation is compared with them here, once.
import { WAIT_MS } from '../vitest/waits';

export type Query =
  | { role: string; name?: string | RegExp }
  | { label: string | RegExp }
  | { text: string | RegExp };

/** Where to look: the whole page, inside an element, or inside the element another one controls. */
export type Scope = { within: Query } | { controlledBy: Query };

/** What a person can tell about an element. Read in the page by readFound. */
export interface ElementFacts {
  /** Its text, whitespace collapsed. */
  text: string;
  /** The text of the elements its aria-describedby names. */
  description: string;
  attributes: Record<string, string | null>;
  /** A select's option values, in order. */
  options: string[];
  /** A form field's value. */
  value: string;
  /** Whether a checkbox or radio button is checked (false for anything else). */
  checked: boolean;
  opacity: string;
}

/**
 * How many elements a query found, and what a person can tell about the first, reading the given
 * attributes. Self-contained: Playwright runs it in the page, on everything a locator finds, in one call.
 */
export function readFound(elements: Element[], attributeNames: string[]): Found {
  const [element] = elements;
  if (!element) return { count: 0 };
  const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const describedBy = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return {
    count: elements.length,
    facts: {
      text: squash(element.textContent),
      description: squash(describedBy.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')),
      attributes: Object.fromEntries(attributeNames.map((name) => [name, element.getAttribute(name)])),
      options: element instanceof HTMLSelectElement ? [...element.options].map((option) => option.value) : [],
      value: 'value' in element ? String((element as HTMLInputElement).value) : '',
      checked: element instanceof HTMLInputElement && element.checked,
      opacity: getComputedStyle(element).opacity,
    },
  };
}

/** What a query found: how many, and the facts of the first. */
export interface Found {
  count: number;
  facts?: ElementFacts;
}

/** What must hold of the element a query finds; `present: false` means the query finds nothing. */
export interface Expectation {
  present?: boolean;
  attributes?: Record<string, string | null>;
  /** Text the element contains. */
  text?: string | RegExp;
  description?: string;
  options?: string[];
  value?: string;
  checked?: boolean;
  opacity?: string;
}

/** One driver: finds elements and acts on them in its own world. */
export interface ScreenDriver {
  /** How many elements the query finds in the scope, and the facts of the first. */
  find(query: Query, scope: Scope | undefined, attributeNames: string[]): Promise<Found>;
  /** Clicks, with shift held when `shift` (a range in a list). */
  click(query: Query, scope?: Scope, shift?: boolean): Promise<void>;
  select(query: Query, value: string, scope?: Scope): Promise<void>;
  fill(query: Query, text: string, scope?: Scope): Promise<void>;
  press(key: 'Escape' | 'Enter' | 'Tab'): Promise<void>;
  /** Lets `ms` pass on the page's clock, running every timer due. */
  passTime(ms: number): Promise<void>;
}

const describeQuery = (query: Query, scope?: Scope) =>
  `${JSON.stringify(query, (_, value) => (value instanceof RegExp ? String(value) : value))}${
    scope ? ` in ${JSON.stringify(scope)}` : ''
  }`;

const matches = (actual: string, wanted: string | RegExp) =>
  typeof wanted === 'string' ? actual.includes(wanted) : wanted.test(actual);

/** What differs between the expectation and what the query found (empty when it holds). */
function differences(found: Found, expectation: Expectation): string[] {
  if (expectation.present === false) return found.count === 0 ? [] : [`found ${found.count}, expected none`];
  if (found.count !== 1 || !found.facts) return [`found ${found.count} elements, expected one`];
  const { facts } = found;
  const problems: string[] = [];
  for (const [name, value] of Object.entries(expectation.attributes ?? {}))
    if (facts.attributes[name] !== value)
      problems.push(`${name}="${facts.attributes[name]}", expected "${value}"`);
  if (expectation.text !== undefined && !matches(facts.text, expectation.text))
    problems.push(`text "${facts.text}", expected ${String(expectation.text)}`);
  const exact = ['description', 'value', 'checked', 'opacity'] as const;
  for (const key of exact)
    if (expectation[key] !== undefined && facts[key] !== expectation[key])
      problems.push(`${key} "${facts[key]}", expected "${expectation[key]}"`);
  if (expectation.options && facts.options.join() !== expectation.options.join())
    problems.push(`options ${facts.options.join()}, expected ${expectation.options.join()}`);
  return problems;
}

/** A driver with waiting assertions: each expectation is checked until it holds or WAIT_MS passes. */
export class Screen {
  constructor(
    readonly driver: ScreenDriver,
    private readonly waitMs = WAIT_MS,
  ) {}

  async expect(query: Query, expectation: Expectation = {}, scope?: Scope) {
    const attributeNames = Object.keys(expectation.attributes ?? {});
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      const problems = differences(await this.driver.find(query, scope, attributeNames), expectation);
      if (problems.length === 0) return;
      // No wait (happy-dom) means one check: under vitest's fake timers Date.now stands still and the
      // setTimeout below never fires, so a failing check would hang until the test's timeout.
      if (this.waitMs <= 0 || Date.now() > deadline)
        throw new Error(`${describeQuery(query, scope)}: ${problems.join('; ')}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  click = (query: Query, scope?: Scope) => this.driver.click(query, scope);
  shiftClick = (query: Query, scope?: Scope) => this.driver.click(query, scope, true);
  select = (query: Query, value: string, scope?: Scope) => this.driver.select(query, value, scope);
  fill = (query: Query, text: string, scope?: Scope) => this.driver.fill(query, text, scope);
  press = (key: 'Escape' | 'Enter' | 'Tab') => this.driver.press(key);
  passTime = (ms: number) => this.driver.passTime(ms);
}
