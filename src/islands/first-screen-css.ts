// Server: the rules a page drawn as islands carries inline (decision 0053). Of the page's stylesheets
// (inline-styles.ts) it keeps the rules whose selectors match an element of the page's own HTML (beasties,
// the maintained successor of critters: a selector is tried without its pseudo-classes, so :hover, :focus
// and ::before rules of an element on the page stay), the keyframes those rules name, and of the custom
// properties (Mantine's theme variables are most of its base stylesheet) only those something on the page
// refers to. A page without JavaScript never changes its HTML, so these rules style all of it; whatever an
// island draws once live is styled by the stylesheets in full, which it waits for (page-styles.ts).
// Run where the page is made: at build time for the prerendered pages, and once per page kept by the
// server's page cache for those rendered on request (server/ssr/page-renderer.ts).
import Beasties from 'beasties';
import { parse, type Selector, SelectorType, stringify } from 'css-what';
import postcss, { type AtRule, type Declaration, type Root, type Rule } from 'postcss';
import { SITE_CHROME_HIDDEN_ATTRIBUTE } from '#contracts/site-chrome.ts';
import { compactFor, compactSheet, pageColorScheme } from './compact-css';
import { themeBlocksOf, withThemeBlocks } from './theme-blocks';

const STYLE_ELEMENT = /<style\b[^>]*>[\s\S]*?<\/style>/gi;
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * Rules kept whether or not they match: the head script sets the chrome-hiding attribute on <html> before
 * the first paint (contracts/site-chrome.ts), so the server's HTML never shows it.
 */
const ALWAYS_KEPT = [new RegExp(`\\[${SITE_CHROME_HIDDEN_ATTRIBUTE}\\]`)];

/** The custom properties named by `var(--…)` in `text`, added to `into`; whether any was new. */
function noteReferences(text: string, into: Set<string>): boolean {
  const before = into.size;
  for (const match of text.matchAll(VAR_REFERENCE)) into.add(match[1] as string);
  return into.size > before;
}

const selectorKey = (selector: string) => selector.replace(/["'\s]/g, '');

/** The custom properties the theme's variables block (theme-blocks.ts) sets, by selector (`:root`…). */
function themeProperties(variables: string): Map<string, Set<string>> {
  const properties = new Map<string, Set<string>>();
  for (const node of postcss.parse(variables).nodes) {
    if (node.type !== 'rule') continue;
    for (const selector of node.selectors) {
      const key = selectorKey(selector);
      const props = properties.get(key) ?? new Set<string>();
      node.walkDecls((decl) => {
        if (decl.prop.startsWith('--')) props.add(decl.prop);
      });
      properties.set(key, props);
    }
  }
  return properties;
}

/**
 * Whether the theme block (later in the page, as specific) sets the same property for every selector of the
 * declaration's rule: Mantine's defaults of what the theme changes never apply.
 */
function isOverridden(decl: Declaration, theme: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  const rule = decl.parent;
  if (decl.important || rule?.type !== 'rule' || rule.parent?.type !== 'root') return false;
  return (rule as Rule).selectors.every((selector) => theme.get(selectorKey(selector))?.has(decl.prop));
}

/** Rules and at-rules left empty, however deep. */
function withoutEmpty(root: Root): Root {
  for (let removed = true; removed; ) {
    removed = false;
    root.walk((node) => {
      if ((node.type === 'rule' || node.type === 'atrule') && node.nodes?.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
  return root;
}

/**
 * `sheets` without the custom properties they define that nothing refers to: not their other declarations,
 * not `page` (the rest of the page: style attributes, Mantine's other blocks), not another property that is
 * kept. Of the first sheet, the defaults the theme's variables block (`themeVariables`) sets again go too.
 * Written short first, as the page allows (compact-css.ts).
 */
export function withoutUnusedProperties(
  sheets: readonly string[],
  page: string,
  themeVariables = '',
): string[] {
  const roots = sheets.map((sheet) => postcss.parse(sheet));
  // Before the references are counted: a rule for the other colour scheme refers to variables of its own.
  compactFor(roots, pageColorScheme(page));
  const overridden = themeProperties(themeVariables);
  const used = new Set<string>();
  noteReferences(page, used);
  let definitions: Declaration[] = [];
  for (const [index, root] of roots.entries()) {
    root.walkDecls((decl) => {
      if (!decl.prop.startsWith('--')) noteReferences(decl.value, used);
      else if (index === 0 && isOverridden(decl, overridden)) decl.remove();
      else definitions.push(decl);
    });
  }
  // A kept property may refer to others: until nothing new is found.
  for (let grew = true; grew; ) {
    grew = false;
    const pending: Declaration[] = [];
    for (const decl of definitions) {
      if (used.has(decl.prop)) grew = noteReferences(decl.value, used) || grew;
      else pending.push(decl);
    }
    definitions = pending;
  }
  for (const decl of definitions) decl.remove();
  return roots.map((root) => withoutEmpty(root).toString());
}

/** The classes a selector needs to match: those outside any parentheses (`:not(.a)` needs no `.a`). */
function requiredClasses(selector: string): string[] {
  let depth = 0;
  let outside = '';
  for (const char of selector) {
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0) outside += char;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] as string);
}

/** The same rule in the same place (media query and all), as text. */
function ruleKey(rule: Rule): string {
  let key = `${rule.selector}{${rule.nodes.map(String).join(';')}}`;
  for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent)
    key = `@${(parent as AtRule).name} ${(parent as AtRule).params}{${key}}`;
  return key;
}

/**
 * `css` without the selectors that need a class no element of the page has (most of Mantine's, cheap to find
 * before the real matching), and without a rule's earlier copies: the SPA and islands builds each write the
 * styles a route and an island share, and of two identical rules the later decides, so the earlier one does
 * nothing.
 */
export function withoutForeignRules(css: string, pageClasses: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) =>
      requiredClasses(selector).every((name) => pageClasses.has(name)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  const seen = new Set<string>();
  const rules: Rule[] = [];
  root.walkRules((rule) => {
    rules.push(rule);
  });
  for (const rule of rules.reverse()) {
    const key = ruleKey(rule);
    if (seen.has(key)) rule.remove();
    else seen.add(key);
  }
  return withoutEmpty(root).toString();
}

/** Every class an element of `page` has. */
function classesOf(page: string): Set<string> {
  const classes = new Set<string>();
  for (const match of page.matchAll(/\sclass="([^"]*)"/g))
    for (const name of (match[1] as string).split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * Pseudo-classes the page's HTML decides on its own, before any script: tried as written. Every other one
 * (:hover, :focus, :checked, :invalid, :target…) may come to hold while the visitor reads or types, so it is
 * left out when matching (and a :not() holding one is left out whole): its rule stays when its element exists.
 */
const STATIC_PSEUDO_CLASSES = new Set([
  'root',
  'first-child',
  'last-child',
  'only-child',
  'nth-child',
  'nth-last-child',
  'first-of-type',
  'last-of-type',
  'only-of-type',
  'nth-of-type',
  'nth-last-of-type',
  'disabled',
  'enabled',
]);
/** Pseudo-classes holding selectors that are matched as written, minus the parts above. */
const SELECTOR_LISTS = new Set(['is', 'where', 'matches', 'has']);
const COMBINATORS = new Set(['child', 'parent', 'sibling', 'adjacent', 'descendant', 'column-combinator']);
const SHADOW = new Set(['host', 'host-context']);
const ANY: Selector = { type: SelectorType.Universal, namespace: null };

const isSelectorList = (data: unknown): data is Selector[][] => Array.isArray(data);

function holdsDynamic(selectors: Selector[][]): boolean {
  return selectors.some((sequence) =>
    sequence.some(
      (token) =>
        token.type === 'pseudo-element' ||
        (token.type === 'pseudo' &&
          (isSelectorList(token.data) ? holdsDynamic(token.data) : !STATIC_PSEUDO_CLASSES.has(token.name))),
    ),
  );
}

/** `sequence` without what the page's HTML cannot decide (see above); a part left empty matches any element. */
function staticSequence(sequence: Selector[]): Selector[] {
  const kept: Selector[] = [];
  for (const token of sequence) {
    if (token.type === 'pseudo-element') continue;
    if (token.type === 'pseudo') {
      if (isSelectorList(token.data)) {
        if (token.name === 'not') {
          if (!holdsDynamic(token.data)) kept.push(token);
        } else if (SELECTOR_LISTS.has(token.name)) {
          kept.push({ ...token, data: token.data.map(staticSequence) });
        }
      } else if (STATIC_PSEUDO_CLASSES.has(token.name)) kept.push(token);
      continue;
    }
    if (COMBINATORS.has(token.type) && kept.length > 0 && COMBINATORS.has(kept.at(-1)?.type ?? ''))
      kept.push(ANY);
    kept.push(token);
  }
  if (kept.length === 0 || COMBINATORS.has(kept.at(-1)?.type ?? '')) kept.push(ANY);
  return kept;
}

/**
 * Whether the selector's subject is the <html> element: beasties looks among its descendants only, so such a
 * rule is kept as it stands (there are few: Mantine's :root variables, the chrome-hiding rule).
 */
function onRoot(sequence: Selector[]): boolean {
  let subject = sequence.length;
  while (subject > 0 && !COMBINATORS.has(sequence[subject - 1]?.type ?? '')) subject--;
  return sequence
    .slice(subject)
    .some(
      (token) =>
        (token.type === 'pseudo' && token.name === 'root') || (token.type === 'tag' && token.name === 'html'),
    );
}

/**
 * The selector as it is matched against the page: beasties' own way leaves out every pseudo-class with what
 * it holds, so Mantine's `.m_x:where([data-variant=gradient])` and its like were kept for any `.m_x`; here
 * :where(), :is(), :not() and :has() are matched as written, without the parts above.
 */
export function staticSelector(selector: string): string {
  try {
    const sequences = parse(selector);
    // A shadow root's host: never an element of the page.
    if (
      sequences.every((sequence) =>
        sequence.some((token) => token.type === 'pseudo' && SHADOW.has(token.name)),
      )
    )
      return '';
    return stringify(sequences.map((sequence) => (onRoot(sequence) ? [ANY] : staticSequence(sequence))));
  } catch {
    // Not understood: matched as any element, so its rule stays.
    return '*';
  }
}

class FirstScreenBeasties extends Beasties {
  /** Beasties' hook (not in its types) for the form of a selector that is matched against the page. */
  normalizeCssSelector(selector: string): string {
    return staticSelector(selector);
  }
}

/** What a page drawn as islands carries inline: its rules, and its page with Mantine's blocks as kept. */
export interface FirstScreen {
  css: string;
  page: string;
}

/**
 * The rules of `css` that `page` (the whole page's HTML, before `css` is put into it) uses before any script
 * runs, as one stylesheet in their own order. With `pruneTheme` (the build wrote Mantine's two blocks whole
 * as a stylesheet the page loads later: theme-blocks.ts), those blocks keep only what the page uses too.
 */
export async function firstScreenCss(
  page: string,
  css: string,
  { pruneTheme = false }: { pruneTheme?: boolean } = {},
): Promise<FirstScreen> {
  const withoutStyles = page.replace(STYLE_ELEMENT, '');
  const pageClasses = classesOf(withoutStyles);
  const candidates = withoutForeignRules(css, pageClasses);
  // The page as the browser first draws it, with those rules as its only stylesheet (Mantine's blocks are
  // left out of the matching: they hold no element).
  const document = withoutStyles.replace(/<\/head>/i, () => `<style>${candidates}</style></head>`);
  const beasties = new FirstScreenBeasties({
    external: false,
    reduceInlineStyles: true,
    keyframes: 'critical',
    fonts: false,
    allowRules: ALWAYS_KEPT,
    logLevel: 'warn',
  });
  const processed = await beasties.process(document);
  const kept = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1] ?? '';
  const blocks = themeBlocksOf(page);
  if (!pruneTheme || !blocks) {
    const [first = ''] = withoutUnusedProperties([kept], page, blocks?.variables);
    return { css: first, page };
  }
  const [first = '', variables = ''] = withoutUnusedProperties(
    [kept, blocks.variables],
    withThemeBlocks(page, '', ''),
    blocks.variables,
  );
  return {
    css: first,
    page: withThemeBlocks(
      page,
      variables,
      compactSheet(withoutForeignRules(blocks.classes, pageClasses), pageColorScheme(page)),
    ),
  };
}
