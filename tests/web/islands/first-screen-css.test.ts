// The rules a page drawn as islands carries inline (decision 0053): those its own HTML uses, in their order.
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { compactFor } from '#src/islands/compact-css.ts';
import {
  firstScreenCss,
  staticSelector,
  withoutForeignRules,
  withoutUnusedProperties,
} from '#src/islands/first-screen-css.ts';
import { themeBlocksCss } from '#src/islands/theme-blocks.ts';

const page = (body: string, theme = '') =>
  `<!doctype html><html lang="en" data-mantine-color-scheme="light"><head><title>t</title></head><body><div id="root">${theme}${body}</div></body></html>`;

describe('staticSelector', () => {
  it('leaves out what the visitor can change and keeps what the HTML decides', () => {
    expect(staticSelector('.a:hover')).toBe('.a');
    expect(staticSelector('.a::before')).toBe('.a');
    expect(staticSelector('.m:where([data-x])')).toBe('.m:where([data-x])');
    expect(staticSelector('.a:not(:focus-visible)')).toBe('.a');
    expect(staticSelector('.a:not([data-x])')).toBe('.a:not([data-x])');
    expect(staticSelector('.a > :hover')).toBe('.a > *');
  });

  it('never matches a shadow host, and keeps a rule on <html> whole', () => {
    expect(staticSelector(':host')).toBe('');
    expect(staticSelector(':root[data-mantine-color-scheme=light]')).toBe('*');
    expect(staticSelector('html[data-site-chrome-hidden]')).toBe('*');
  });
});

describe('withoutForeignRules', () => {
  it('drops selectors needing a class the page lacks, and earlier copies of a rule', () => {
    expect(withoutForeignRules('.a{x:1}.b{y:1}.a,.c{z:1}.a{x:1}', new Set(['a', 'b']))).toBe(
      '.b{y:1}.a{z:1}.a{x:1}',
    );
  });
});

describe('withoutUnusedProperties', () => {
  it('keeps the custom properties something refers to, through others', () => {
    const [css] = withoutUnusedProperties(
      [':root{--a:var(--b);--b:1px;--c:2px;--d:var(--c)}.x{margin:var(--a)}'],
      '<p style="padding:var(--e)"></p>',
    );
    expect(css).toBe(':root{--a:var(--b);--b:1px}.x{margin:var(--a)}');
  });
});

describe('compactFor', () => {
  const compacted = (sheets: string[], scheme?: string) => {
    const roots = sheets.map((sheet) => postcss.parse(sheet));
    compactFor(roots, scheme);
    return roots.map(String);
  };

  it('drops the rules of the colour scheme the page does not have, and only those', () => {
    expect(
      compacted(
        [
          ':root[data-mantine-color-scheme="dark"], :host([data-mantine-color-scheme="dark"]){--a: 1px;}' +
            '[data-mantine-color-scheme=dark] .b, .c{color: red}' +
            ':root[data-mantine-color-scheme="light"]{--a: 2px;}',
        ],
        'light',
      ),
    ).toEqual(['.c{color:red}:root[data-mantine-color-scheme="light"]{--a:2px}']);
  });

  it('writes Mantine’s scaled sizes as they are when the scale is 1, in every sheet', () => {
    expect(
      compacted([
        ':root{--mantine-scale:1}.a{margin:calc(-.0625rem * var(--mantine-scale)) calc(1rem * var(--mantine-scale))}',
        '.b{padding:calc(0.5rem * var(--mantine-scale))}',
      ]),
    ).toEqual([':root{--mantine-scale:1}.a{margin:-.0625rem 1rem}', '.b{padding:0.5rem}']);
  });

  it('leaves them alone under another scale, the last definition deciding', () => {
    const sheets = [
      ':root{--mantine-scale:1}',
      ':root{--mantine-scale: 1.25}.a{margin:calc(1rem * var(--mantine-scale))}',
    ];
    expect(compacted(sheets)[1]).toBe(
      ':root{--mantine-scale:1.25}.a{margin:calc(1rem*var(--mantine-scale))}',
    );
  });

  it('writes a rule for the page’s own scheme under :where() as the rule alone, and no other', () => {
    expect(
      compacted(
        [
          ":where([data-mantine-color-scheme='light']) .a, :where([data-mantine-color-scheme=light]) .b:before{color: red}" +
            '[data-mantine-color-scheme=light] .c{color: blue}' +
            ':where([data-mantine-color-scheme=light]) > body{color: green}',
        ],
        'light',
      ),
    ).toEqual([
      '.a,.b:before{color:red}[data-mantine-color-scheme=light] .c{color:blue}' +
        ':where([data-mantine-color-scheme=light]) > body{color:green}',
    ]);
  });

  it('writes transparent as #0000, but not in a name, a string or an address', () => {
    expect(
      compacted([
        '.a{border:1px solid transparent;--transparent-x:transparent;content:"transparent";' +
          'background:url(transparent.png) 0 0 / cover}',
      ]),
    ).toEqual([
      '.a{border:1px solid #0000;--transparent-x:#0000;content:"transparent";' +
        'background:url(transparent.png) 0 0 / cover}',
    ]);
  });

  it('takes the spaces out around / and * but not around + and -, nor inside a string', () => {
    expect(compacted(['.a{top:calc(var(--s) / 3 - 2 * var(--g));grid-row:1 / 3;content:"a / b"}'])).toEqual([
      '.a{top:calc(var(--s)/3 - 2*var(--g));grid-row:1/3;content:"a / b"}',
    ]);
  });
});

describe('firstScreenCss', () => {
  const css = [
    ':root{--used:1px;--unused:2px}',
    '.a{margin:var(--used)}',
    '.a:hover{color:green}',
    '.a:where([data-y]){color:red}',
    '.b{color:blue}',
    'html[data-site-chrome-hidden] [data-site-chrome]{display:none}',
    '@media (min-width:40em){.b{color:red}.a{color:teal}}',
  ].join('');

  it('keeps the rules the page uses, in order, and the chrome-hiding rule its head script may need', async () => {
    const result = await firstScreenCss(page('<div class="a" data-x></div>'), css);
    expect(result.css).toBe(
      ':root{--used:1px}.a{margin:var(--used)}.a:hover{color:green}' +
        'html[data-site-chrome-hidden] [data-site-chrome]{display:none}@media (min-width:40em){.a{color:teal}}',
    );
  });

  it("cuts Mantine's theme blocks down only when the build wrote them whole", async () => {
    const theme =
      '<style data-mantine-styles="true">:root, :host{--mantine-x: red;--mantine-y: blue;}</style>' +
      '<style data-mantine-styles="classes">@media (min-width: 0em) {.mantine-hidden-from-xs {display: none !important;}}</style>';
    const drawn = page('<div class="a"></div>', theme);
    expect(themeBlocksCss(drawn)).toBe(
      ':root, :host{--mantine-x: red;--mantine-y: blue;}\n@media (min-width: 0em) {.mantine-hidden-from-xs {display: none !important;}}',
    );
    const sheet = ':root{--mantine-x:green}.a{color:var(--mantine-x)}';
    const kept = await firstScreenCss(drawn, sheet);
    expect(kept.page).toBe(drawn);
    // The default the theme sets again never applies.
    expect(kept.css).toBe('.a{color:var(--mantine-x)}');
    const pruned = await firstScreenCss(drawn, sheet, { pruneTheme: true });
    expect(pruned.css).toBe('.a{color:var(--mantine-x)}');
    // A page is never a shadow tree: `:host` goes.
    expect(pruned.page).toContain('<style data-mantine-styles="true">:root{--mantine-x:red}</style>');
    expect(pruned.page).toContain('<style data-mantine-styles="classes"></style>');
    const hidden = await firstScreenCss(page('<div class="a mantine-hidden-from-xs"></div>', theme), sheet, {
      pruneTheme: true,
    });
    expect(hidden.page).toContain(
      '<style data-mantine-styles="classes">@media (min-width:0em){.mantine-hidden-from-xs{display:none!important}}</style>',
    );
  });
});
