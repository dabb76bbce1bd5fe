// Mantine's input wrapper (label, description, the input's box, error) drawn as plain elements with its class
// names, data attributes and the style its props wrote (decision 0075): a public form hydrates as a page's
// island, and Mantine's hooks for each field's five or six components were most of that task on a slow phone.
// tests/web/components/plain-fields.test.tsx checks the markup against Mantine's own, state by state.
import '#src/lib/mantine-form-styles.ts';
import { Input } from '@mantine/core';
import { type CSSProperties, type ReactNode, useId } from 'react';

const classes = Input.classes;
/** What InputWrapper writes for the description's and the error's size at size "sm". */
const SMALLER_TEXT = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';
/** The gap it leaves between the box and a description above it or an error below it. */
const HALF_XS = 'calc(var(--mantine-spacing-xs) / 2)';

export interface PlainFieldProps {
  label: string;
  description?: string;
  /** A message below the box; `true` marks the field invalid without one. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** What the field's own control (input, textarea, select) carries. */
export interface ControlProps {
  id: string;
  className: string;
  'data-variant': 'default';
  'data-error': true | undefined;
  'data-disabled': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
}

interface FrameProps extends PlainFieldProps {
  /** The box's style and data attributes after the sizes every field has (a textarea's, a select's). */
  boxStyle?: CSSProperties;
  boxData?: Record<`data-${string}`, string>;
  control: (props: ControlProps) => ReactNode;
  rightSection?: ReactNode;
}

const flag = (on: boolean | undefined) => (on ? (true as const) : undefined);

/** The description above the box or the error below it, described-by targets of the control. */
function Note({ kind, fieldId, text }: { kind: 'description' | 'error'; fieldId: string; text: ReactNode }) {
  return (
    <p
      style={{ [`--input-${kind}-size`]: SMALLER_TEXT } as CSSProperties}
      className={classes[kind]}
      data-size="sm"
      id={`${fieldId}-${kind}`}
    >
      {text}
    </p>
  );
}

export function PlainField({
  label,
  description,
  error,
  required,
  disabled,
  boxStyle,
  boxData,
  control,
  rightSection,
}: FrameProps) {
  // React's own id, stable from the server's HTML on: Mantine's hook swaps in a random one after mounting,
  // which renders every field a second time as the island goes live.
  const id = useId();
  const message = error && error !== true ? error : undefined;
  const describedBy = [message && `${id}-error`, description && `${id}-description`].filter(Boolean);
  return (
    <div className={classes.root} data-size="sm" data-error={flag(!!error)}>
      <label
        style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
        className={classes.label}
        data-size="sm"
        data-required={flag(required)}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
        {required && (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {description && <Note kind="description" fieldId={id} text={description} />}
      <div
        style={
          {
            ...(description && { '--input-margin-top': HALF_XS }),
            ...(message && { '--input-margin-bottom': HALF_XS }),
            '--input-height': 'var(--input-height-sm)',
            '--input-fz': 'var(--mantine-font-size-sm)',
            ...boxStyle,
          } as CSSProperties
        }
        className={classes.wrapper}
        data-variant="default"
        data-size="sm"
        data-error={flag(!!error)}
        data-disabled={flag(disabled)}
        {...boxData}
      >
        {control({
          id,
          className: classes.input ?? '',
          'data-variant': 'default',
          'data-error': flag(!!error),
          'data-disabled': flag(disabled),
          'aria-invalid': flag(!!error),
          'aria-describedby': describedBy.length ? describedBy.join(' ') : undefined,
          required,
          disabled,
        })}
        {rightSection && (
          <div data-position="right" className={classes.section}>
            {rightSection}
          </div>
        )}
      </div>
      {message && <Note kind="error" fieldId={id} text={message} />}
    </div>
  );
}
