// A list's filters, typed by the values they choose from: a select whose empty choice is "no filter"
// (undefined), and a segmented control whose first segment, "All", is "no filter". The value handed back
// is one of the options' own, so no page casts the control's string to its filter's type.
import { SegmentedControl, type SegmentedControlProps, Select, type SelectProps } from '@mantine/core';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

interface FilterProps<T extends string> {
  data: readonly FilterOption<T>[];
  /** The filter in the address; undefined for none. */
  value: T | undefined;
  /** Called with the chosen value, or undefined when the filter is cleared. */
  onChange: (value: T | undefined) => void;
}

export type FilterSelectProps<T extends string> = FilterProps<T> & Omit<SelectProps<T>, keyof FilterProps<T>>;

export function FilterSelect<T extends string>({ data, value, onChange, ...props }: FilterSelectProps<T>) {
  return (
    <Select<T>
      {...props}
      data={data}
      value={value ?? null}
      onChange={(picked) => onChange(picked ?? undefined)}
    />
  );
}

const ALL = 'ALL';

export type FilterSegmentsProps<T extends string> = FilterProps<T> &
  Omit<SegmentedControlProps<T | typeof ALL>, keyof FilterProps<T>>;

/** `data` are the choices after "All". */
export function FilterSegments<T extends string>({
  data,
  value,
  onChange,
  ...props
}: FilterSegmentsProps<T>) {
  return (
    <SegmentedControl<T | typeof ALL>
      {...props}
      data={[{ value: ALL, label: 'All' }, ...data]}
      value={value ?? ALL}
      onChange={(picked) => onChange(picked === ALL ? undefined : picked)}
    />
  );
}
