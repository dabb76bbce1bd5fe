// Mantine's TextInput of type "search" as plain elements (decisions 0064, 0069): its root, wrapper and input
// with their classes and the sizes its props wrote, labelled by the placeholder's words.
import { Input } from '@mantine/core';
import type { CSSProperties } from 'react';

/** What TextInput wrote on its wrapper for each size the careers page uses. */
const wrapperStyle = {
  sm: { '--input-height': 'var(--input-height-sm)', '--input-fz': 'var(--mantine-font-size-sm)' },
  md: { '--input-height': 'var(--input-height-md)', '--input-fz': 'var(--mantine-font-size-md)' },
} as Record<'sm' | 'md', CSSProperties>;

export interface PlainSearchInputProps {
  size: 'sm' | 'md';
  /** Its accessible name and placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The root's own style (its margin, its flex). */
  style: CSSProperties;
  /** @default none */
  id?: string;
}

export function PlainSearchInput({ size, label, value, onChange, style, id }: PlainSearchInputProps) {
  return (
    <div style={style} className={Input.classes.root} data-size={size}>
      <div
        style={wrapperStyle[size]}
        className={Input.classes.wrapper}
        data-variant="default"
        data-size={size}
      >
        <input
          className={Input.classes.input}
          data-variant="default"
          aria-label={label}
          placeholder={label}
          type="search"
          id={id}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
    </div>
  );
}
