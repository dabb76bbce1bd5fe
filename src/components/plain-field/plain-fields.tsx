// Mantine's TextInput, Textarea and NativeSelect at size "sm", as plain elements in PlainField's frame
// (decision 0075): the public forms' fields, props as the components took them.
import { ComboboxChevron } from '@mantine/core';
import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { PlainField, type PlainFieldProps } from './plain-field';

type Own<T> = PlainFieldProps & Omit<T, keyof PlainFieldProps | 'className' | 'id' | 'size'>;

/** The frame's props, taken out of a component's props; the rest go to its control. */
function split<T extends PlainFieldProps>({ label, description, error, required, disabled, ...rest }: T) {
  return { field: { label, description, error, required, disabled }, rest };
}

export function PlainTextInput(props: Own<InputHTMLAttributes<HTMLInputElement>>) {
  const { field, rest } = split(props);
  return <PlainField {...field} control={(control) => <input {...rest} {...control} />} />;
}

export interface PlainTextareaProps extends Own<TextareaHTMLAttributes<HTMLTextAreaElement>> {
  resize?: 'none' | 'vertical' | 'both' | 'horizontal';
}

export function PlainTextarea({ resize = 'none', ...props }: PlainTextareaProps) {
  const { field, rest } = split(props);
  return (
    <PlainField
      {...field}
      boxStyle={{ '--input-padding-y': 'var(--input-padding-y-sm)' } as React.CSSProperties}
      boxData={{ 'data-multiline': 'true' }}
      control={(control) => (
        <textarea style={{ '--input-resize': resize } as React.CSSProperties} {...rest} {...control} />
      )}
    />
  );
}

export interface PlainSelectProps extends Own<SelectHTMLAttributes<HTMLSelectElement>> {
  /** A class of the select's own beside Mantine's. */
  selectClassName?: string;
}

/** ComboboxChevron's svg at size "sm"; it marks an error by the message itself, as Mantine does. */
function Chevron({ error }: { error: PlainFieldProps['error'] }) {
  return (
    // Mantine's own markup, decorative: the select it sits on is named by its label.
    // biome-ignore lint/a11y/noSvgWithoutTitle: kept as Mantine draws it (the markup test compares the two)
    <svg
      style={{ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as React.CSSProperties}
      className={ComboboxChevron.classes.chevron}
      data-size="sm"
      data-combobox-chevron="true"
      data-error={error ? String(error) : undefined}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

export function PlainSelect({ selectClassName, ...props }: PlainSelectProps) {
  const { field, rest } = split(props);
  return (
    <PlainField
      {...field}
      boxStyle={{ '--input-right-section-pointer-events': 'none' } as React.CSSProperties}
      boxData={{ 'data-pointer': 'true', 'data-with-right-section': 'true' }}
      rightSection={<Chevron error={field.error} />}
      control={({ className, ...control }) => (
        <select
          {...rest}
          {...control}
          className={selectClassName ? `${selectClassName} ${className}` : className}
        />
      )}
    />
  );
}
