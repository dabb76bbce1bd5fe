// A choice from a short fixed list as the browser's own select, drawn as Mantine's NativeSelect is (decisions
// 0074, 0075): it works from the first paint, opens the phone's own picker, takes autofill and type-ahead, and
// leaves no dropdown for the island to hydrate.
import { PlainSelect, type PlainSelectProps } from '../plain-field/plain-fields';
import classes from './native-picker.module.css';

export interface NativePickerProps
  extends Omit<PlainSelectProps, 'children' | 'selectClassName' | 'placeholder'> {
  /** Shown, greyed, until something is chosen; it cannot be chosen back. */
  placeholder: string;
  options: readonly string[];
}

export function NativePicker({ placeholder, options, ...props }: NativePickerProps) {
  return (
    <PlainSelect {...props} selectClassName={classes.picker}>
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </PlainSelect>
  );
}
