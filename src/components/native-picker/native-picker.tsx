// A choice from a short fixed list as the browser's own select, drawn as Mantine's NativeSelect is (decisions
// 0074, 0075): it works from the first paint, opens the phone's own picker, takes autofill and type-ahead, and
// leaves no dropdown for the island to hydrate.
import { PlainSelect, type PlainSelectProps } from '../plain-field/plain-fields';
import classes from './native-picker.module.css';

/** Choices under a heading (the select's optgroup). */
export interface PickerGroup {
  label: string;
  options: readonly string[];
}

export interface NativePickerProps
  extends Omit<PlainSelectProps, 'children' | 'selectClassName' | 'placeholder'> {
  /** Shown, greyed, until something is chosen; it cannot be chosen back. */
  placeholder: string;
  /** The choices, each its own value. */
  options?: readonly string[];
  /** Or the choices under headings. */
  groups?: readonly PickerGroup[];
}

export function NativePicker({ placeholder, options = [], groups = [], ...props }: NativePickerProps) {
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
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {/* Its text is its value: a long list, in the page's HTML, written once. */}
          {group.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </optgroup>
      ))}
    </PlainSelect>
  );
}
