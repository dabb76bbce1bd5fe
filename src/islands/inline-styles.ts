// Server: a page drawn as islands carries its styles in one <style> in its head (decision 0017), so the first
// paint waits for no stylesheet request: only the rules its own HTML uses (first-screen-css.ts), the files in
// full being loaded with its islands (decision 0053).

import postcss, { type AtRule, type Container } from 'postcss';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\/([^"]+)"[^>]*>\s*/g;

/** The stylesheets the template links (the SPA entry's), as files (`assets/x.css`). */
export function templateStylesheets(template: string): string[] {
  return [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
}

export function withoutStylesheetLinks(template: string): string {
  return template.replace(STYLESHEET_LINK, '');
}

/** Each rule and at-rule of a stylesheet, as text with the at-rules around it (the same rule in the same place). */
const statementsOf = new Map<string, ReadonlySet<string>>();

function statements(css: string): ReadonlySet<string> {
  let found = statementsOf.get(css);
  if (found) return found;
  const keys = new Set<string>();
  const walk = (container: Container, context: string) => {
    container.each((node) => {
      const nested =
        node.type === 'atrule' &&
        !/keyframes$/i.test(node.name) &&
        node.nodes?.some((child) => child.type === 'rule' || child.type === 'atrule');
      if (nested) walk(node as AtRule, `${context}@${(node as AtRule).name} ${(node as AtRule).params}{`);
      else if (node.type !== 'comment') keys.add(`${context}${String(node)}`);
    });
  };
  walk(postcss.parse(css), '');
  found = keys;
  statementsOf.set(css, found);
  return found;
}

/**
 * The styles of `files` in order, and the files they came from; files whose text is not known are answered
 * apart, to be linked instead. A file every rule of which a later file holds again is left out (two builds
 * write the styles they share, the SPA's split into more files): of two identical rules the later decides, so
 * the earlier does nothing, and the page neither inlines nor loads it. The files in `kept` (the islands' own,
 * which Vite would link again when their code comes) stay in any case, and a text is inlined once.
 */
export function inlineStyles(
  files: readonly string[],
  stylesheets: Readonly<Record<string, string>>,
  kept: ReadonlySet<string> = new Set(),
): { css: string; files: string[]; linked: string[] } {
  const known: string[] = [];
  const linked: string[] = [];
  for (const file of new Set(files)) {
    if (stylesheets[file] === undefined) linked.push(file);
    else known.push(file);
  }
  const later = new Set<string>();
  const included: string[] = [];
  for (const file of known.toReversed()) {
    const own = statements(stylesheets[file] as string);
    const shadowed = [...own].every((statement) => later.has(statement));
    if (!shadowed || kept.has(file)) included.unshift(file);
    for (const statement of own) later.add(statement);
  }
  const texts = new Set(included.map((file) => stylesheets[file] as string));
  return { css: [...texts].join('\n'), files: included, linked };
}
