// Mantine's look without its components, for the parts of the careers page that hydrate (decisions 0064 and
// 0069): the class names and the style attributes its components write for the props the page gives them.
// Mantine's static `mantine-…` names are left out: nothing styles them.
import { Text } from '@mantine/core';
import type { CSSProperties } from 'react';

/** Text's classes, with the element's own class between them as Text puts it. */
export const textClasses = (own = '') => `mantine-focus-auto ${own} ${Text.classes.root}`.replace('  ', ' ');

/** What Group writes for its gap (a theme spacing), alignment and justification; it wraps. */
export const groupStyle = (gap: string, align = 'center', justify = 'flex-start') =>
  ({
    '--group-gap': `var(--mantine-spacing-${gap})`,
    '--group-align': align,
    '--group-justify': justify,
    '--group-wrap': 'wrap',
  }) as CSSProperties;

/** What Stack writes for its gap (a theme spacing), stretched and from the top. */
export const stackStyle = (gap: string) =>
  ({
    '--stack-gap': `var(--mantine-spacing-${gap})`,
    '--stack-align': 'stretch',
    '--stack-justify': 'flex-start',
  }) as CSSProperties;

/** What Container writes for its size (a theme container size). */
export const containerStyle = (size: string) =>
  ({ '--container-size': `var(--container-size-${size})` }) as CSSProperties;
