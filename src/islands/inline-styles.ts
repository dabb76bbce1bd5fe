// Server: a page drawn as islands carries its styles in one <style> in its head (decision 0017), so the first
// paint waits for no stylesheet request: only the rules its own HTML uses (first-screen-css.ts), the files in
// full being loaded with its islands (decision 0053).

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\/([^"]+)"[^>]*>\s*/g;

/** The stylesheets the template links (the SPA entry's), as files (`assets/x.css`). */
export function templateStylesheets(template: string): string[] {
  return [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
}

export function withoutStylesheetLinks(template: string): string {
  return template.replace(STYLESHEET_LINK, '');
}

/**
 * The styles of `files` in order, each text once (two builds may write the same styles under two names), and
 * the files they came from (the first of each text); files whose text is not known are answered apart, to be
 * linked instead.
 */
export function inlineStyles(
  files: readonly string[],
  stylesheets: Readonly<Record<string, string>>,
): { css: string; files: string[]; linked: string[] } {
  const texts = new Set<string>();
  const inlined: string[] = [];
  const linked: string[] = [];
  for (const file of new Set(files)) {
    const text = stylesheets[file];
    if (text === undefined) linked.push(file);
    else if (!texts.has(text)) {
      texts.add(text);
      inlined.push(file);
    }
  }
  return { css: [...texts].join('\n'), files: inlined, linked };
}
