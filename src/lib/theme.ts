// The Mantine theme with the required breakpoints (docs/requirements.md#breakpoints; px as em), 8 px spacing
// unit and 4 px radius.
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

const em = (px: number) => `${px / 16}em`;
const rem = (px: number) => `${px / 16}rem`;

const brand: MantineColorsTuple = [
  '#eef0ff',
  '#dadfff',
  '#b2bbfb',
  '#8794f6',
  '#6372f2',
  '#4c5cf0',
  '#3b4bdb',
  '#2f3dc4',
  '#2735b0',
  '#1a2a9c',
];

/** Also for what CSS the theme does not write, such as an image's `sizes`. */
export const breakpoints = { xs: em(0), sm: em(600), md: em(900), lg: em(1200), xl: em(1536) };

export const theme = createTheme({
  primaryColor: 'brand',
  colors: { brand },
  breakpoints,
  spacing: { xs: rem(8), sm: rem(16), md: rem(24), lg: rem(32), xl: rem(48) },
  radius: { xs: rem(2), sm: rem(4), md: rem(8), lg: rem(16), xl: rem(32) },
  defaultRadius: 'sm',
  // Visitors who ask their system for less motion get instant collapses and transitions.
  respectReducedMotion: true,
  // Filled badges and buttons on light shades (teal, yellow…) get dark text: white on them is below 4.5:1.
  autoContrast: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  // The same stack as the text's, named once: every page's inline theme variables would carry it twice.
  headings: { fontWeight: '700', fontFamily: 'var(--mantine-font-family)' },
  // A select's options are drawn when it opens, not kept hidden in the page from the start: Mantine's default
  // drew every list at once, in a portal, and placed each, while the form came to life.
  components: { Combobox: { defaultProps: { keepMounted: false } } },
});

/** Mantine's default "dimmed" and placeholder greys are below 4.5:1 on white; ours keep them readable. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6b7280',
  },
  dark: {},
});
