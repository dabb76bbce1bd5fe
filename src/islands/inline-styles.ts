// Server: a page drawn as islands carries its styles in one <style> in its head (decision 0017), so the first
// paint waits for no stylesheet request. The styles of one page are small once compressed (decision 0017),
// most of them Mantine's base and the site chrome; inlined they ride in the page's own compressed answer.

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\/([^"]+)"[^>]*>\s*/g;

/** The stylesheets the template links (the SPA entry's), as files (`assets/x.css`). */
export function templateStylesheets(template: string): string[] {
  return [...template.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
}

export function withoutStylesheetLinks(template: string): string {
  return template.replace(STYLESHEET_LINK, '');
}

/**
 * The styles of `files` in order, each text once (two builds may write the same styles under two names);
 * files whose text is not known are answered apart, to be linked instead.
 */
export function inlineStyles(
  files: readonly string[],
  stylesheets: Readonly<Record<string, string>>,
): { css: string; linked: string[] } {
  const texts = new Set<string>();
  const linked: string[] = [];
  for (const file of new Set(files)) {
    const text = stylesheets[file];
    if (text === undefined) linked.push(file);
    else texts.add(text);
  }
  return { css: [...texts].join('\n'), linked };
}
