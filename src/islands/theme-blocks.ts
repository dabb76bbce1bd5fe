// Server and build: Mantine's provider draws two <style> blocks in every page's body, the same on every page of
// a build: the theme's CSS variables and its responsive classes (hiddenFrom/visibleFrom). A page drawn as
// islands carries only the part of them it uses (first-screen-css.ts) when the build has written them whole as
// a stylesheet (scripts/build/prerender.ts), which the page then loads with its others (decision 0053).

const BLOCK = (kind: 'true' | 'classes') =>
  new RegExp(`<style data-mantine-styles="${kind}">([\\s\\S]*?)</style>`);

/** The theme's variables block of `page`, then its classes block, as one stylesheet; undefined without them. */
export function themeBlocksCss(page: string): string | undefined {
  const blocks = themeBlocksOf(page);
  return blocks && `${blocks.variables}\n${blocks.classes}`;
}

/** `page` with the two blocks' text replaced by `variables` and `classes`. */
export function withThemeBlocks(page: string, variables: string, classes: string): string {
  return page
    .replace(BLOCK('true'), () => `<style data-mantine-styles="true">${variables}</style>`)
    .replace(BLOCK('classes'), () => `<style data-mantine-styles="classes">${classes}</style>`);
}

/** The two blocks' text in `page`. */
export function themeBlocksOf(page: string): { variables: string; classes: string } | undefined {
  const variables = BLOCK('true').exec(page)?.[1];
  const classes = BLOCK('classes').exec(page)?.[1];
  return variables === undefined || classes === undefined ? undefined : { variables, classes };
}
