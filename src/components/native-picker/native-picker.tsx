// A choice from a short fixed list as the browser's own select, drawn as Mantine's inputs are (decision 0074):
// it works from the first paint, opens the phone's own picker, takes autofill and type-ahead, and leaves no
// dropdown for the island to hydrate.
import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import classes from './native-picker.module.css';

export interface NativePickerProps extends Omit<NativeSelectProps, 'data' | 'children' | 'classNames'> {
  /** Shown, greyed, until something is chosen; it cannot be chosen back. */
  placeholder: string;
  options: readonly string[];
}

export function NativePicker({ placeholder, options, ...props }: NativePickerProps) {
  return (
    <NativeSelect
      {...props}
      classNames={{ input: classes.picker }}
      data={[{ value: '', label: placeholder, disabled: true }, ...options]}
    />
  );
}
