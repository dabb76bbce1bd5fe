// Mantine's Checkbox drawn as plain elements with its class names and its props' style: a filter card has a
// box per option, and the component's hooks would run for each while the page's island hydrates (decision
// 0064). tests/web/careers/choice-filter.test.tsx checks that the markup is still Mantine's own.
import '#src/lib/mantine-form-styles.ts';
import { Checkbox } from '@mantine/core';
import { type ChangeEvent, type CSSProperties, useId } from 'react';

/** Checkbox's own root class, which `Checkbox.classes` does not list (its `root` is the inline input's). */
const CHECKBOX_ROOT = 'm_bf2d988c';
/** What Checkbox writes in its root's style for `color="brand"` (the theme's primary), radius sm, filled. */
const ROOT_STYLE = {
  '--checkbox-radius': 'var(--mantine-radius-sm)',
  '--checkbox-color': 'var(--mantine-color-brand-filled)',
  '--checkbox-icon-color': 'var(--mantine-color-white)',
} as CSSProperties;
const classes = Checkbox.classes;

export interface PlainCheckboxProps {
  label: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function PlainCheckbox({ label, checked, onChange }: PlainCheckboxProps) {
  const id = useId();
  return (
    <div
      style={ROOT_STYLE}
      className={`${CHECKBOX_ROOT} ${classes.root}`}
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className={classes.body}>
        <div className={classes.inner} data-label-position="right">
          <input
            className={`mantine-focus-auto ${classes.input}`}
            data-with-error-styles="true"
            id={id}
            type="checkbox"
            checked={checked}
            onChange={onChange}
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className={classes.icon}
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className={classes.labelWrapper}>
          <label className={classes.label} htmlFor={id}>
            {label}
          </label>
        </div>
      </div>
    </div>
  );
}
