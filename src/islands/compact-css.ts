// Server: a page's inline CSS (first-screen-css.ts) written as short as the page allows. What it drops or
// rewrites cannot change how the page looks, because the page decides it before any script:
// - the colour scheme is forced (MantineProvider's forceColorScheme writes it on <html>), so rules for the
//   other scheme never apply;
// - Mantine writes every size as `calc(<n>rem * var(--mantine-scale))`, and with the theme's scale at 1 that
//   is `<n>rem`; the scale is read from the stylesheets themselves, so another scale is left as it is;
// - a rule for the page's scheme written `:where([data-mantine-color-scheme=light]) X` is `X`: `:where()` weighs
//   nothing, and <html> always carries it;
// - a page is a document, never a shadow tree, so Mantine's `:host` selectors match nothing in it;
// - Mantine's own blocks are written with a space after each colon and semicolon (in media queries too), and
//   `/` and `*` with a space each side, which CSS never needs (unlike `+` and `-` in `calc()`);
// - `transparent` is `#0000`, by definition the same colour.
// The stylesheets loaded later still carry everything as written (decisions 0064 and 0065).
import postcss, { type Root } from 'postcss';

const SCHEME_SELECTOR = /\[data-mantine-color-scheme=["']?(light|dark)["']?\]/g;
const SCALED = /calc\((-?(?:\d+\.?\d*|\.\d+)rem) \* var\(--mantine-scale\)\)/g;
const SPACED_OPERATOR = / ([*/]) /g;
const SHADOW_HOST = /^\s*:host\b/;
const TRANSPARENT = /(?<![\w-])transparent(?![\w-])/g;

/** The colour scheme written on the page's <html>, if any. */
export function pageColorScheme(page: string): string | undefined {
  return /<html\b[^>]*\bdata-mantine-color-scheme="(\w+)"/i.exec(page)?.[1];
}

/** The value the last `--mantine-scale` definition of `roots` gives it. */
function mantineScale(roots: readonly Root[]): string | undefined {
  let scale: string | undefined;
  for (const root of roots)
    root.walkDecls('--mantine-scale', (decl) => {
      scale = decl.value.trim();
    });
  return scale;
}

/** Each of `roots`, rewritten in place as above for a page whose <html> carries `scheme`. */
export function compactFor(roots: readonly Root[], scheme: string | undefined): void {
  const foldScale = mantineScale(roots) === '1';
  for (const root of roots) {
    if (scheme) {
      const ownScheme = new RegExp(
        `^:where\\(\\[data-mantine-color-scheme=["']?${scheme}["']?\\]\\)\\s+(?![>+~])`,
      );
      root.walkRules((rule) => {
        const kept = rule.selectors.filter((selector) =>
          [...selector.matchAll(SCHEME_SELECTOR)].every((match) => match[1] === scheme),
        );
        const written = kept.map((selector) => selector.replace(ownScheme, ''));
        if (written.length === 0) rule.remove();
        else if (written.join() !== rule.selectors.join()) rule.selectors = written;
      });
    }
    root.walkDecls((decl) => {
      if (foldScale) decl.value = decl.value.replace(SCALED, '$1');
      // Not in a quoted string (`content: "a / b"`) or an address (`url(transparent.png)`), which are text.
      if (!/["']|url\(/i.test(decl.value))
        decl.value = decl.value.replace(SPACED_OPERATOR, '$1').replace(TRANSPARENT, '#0000');
      decl.raws.before = '';
      decl.raws.between = ':';
      if (decl.important) decl.raws.important = '!important';
    });
    root.walk((node) => {
      if (node.type === 'rule') {
        const selectors = node.selectors.filter((selector) => !SHADOW_HOST.test(selector));
        if (selectors.length === 0) {
          node.remove();
          return;
        }
        node.selector = selectors.join(',');
        node.raws.semicolon = false;
      }
      if (node.type === 'rule' || node.type === 'atrule') {
        node.raws.before = '';
        node.raws.after = '';
        node.raws.between = '';
      }
      if (node.type === 'atrule' && node.name === 'media') node.params = node.params.replace(/\s*:\s*/g, ':');
    });
    root.raws.after = '';
    root.raws.semicolon = false;
  }
}

/** `css` rewritten as above on its own (one of Mantine's blocks). */
export function compactSheet(css: string, scheme: string | undefined): string {
  const root = postcss.parse(css);
  compactFor([root], scheme);
  return root.toString();
}
