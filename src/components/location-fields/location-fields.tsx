// State and city pickers from the shared Indian list, with "Outside India" (then the city is typed). Both are
// the browser's own selects (decision 0074), and both can be chosen from the first paint: before a state, the
// city offers every city under its state, and picking one picks its state too, so that autofill, which fills
// both at once, and a visitor who starts with the city both find it enabled (issue 59 §1).
import '#src/lib/mantine-form-styles.ts';
import { SimpleGrid } from '@mantine/core';
import { indiaLocations, indianStates, OUTSIDE_INDIA } from '#contracts/india-locations.ts';
import { NativePicker, type PickerGroup } from '../native-picker/native-picker';
import { PlainTextInput } from '../plain-field/plain-fields';

export interface LocationFieldsProps {
  state: string;
  city: string;
  onChange: (next: { state: string; city: string }) => void;
  /** Field errors, e.g. from the shared zod schema or the server's `fields`. */
  errors?: { state?: string | undefined; city?: string | undefined };
  /** Marks both fields required. @default true */
  required?: boolean;
}

const stateOptions = [...indianStates, OUTSIDE_INDIA];

/** Every city under its state, for a city picked before any state. */
const citiesByState: PickerGroup[] = indianStates.map((state) => ({
  label: state,
  options: indiaLocations[state] ?? [],
}));

/** The state and city a pick of the city picker means: under a state's heading, that state (Udaipur is a city
 * of Rajasthan and of Tripura). */
function cityPicked(select: HTMLSelectElement, state: string): { state: string; city: string } {
  const heading = select.selectedOptions[0]?.parentElement;
  return { state: heading instanceof HTMLOptGroupElement ? heading.label : state, city: select.value };
}

export function LocationFields({ state, city, onChange, errors = {}, required = true }: LocationFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <NativePicker
        label="State"
        placeholder="Choose your state"
        options={stateOptions}
        value={state}
        onChange={(event) => {
          const next = event.currentTarget.value;
          // A city of the new state stays (autofill may fill the city first); any other is cleared.
          onChange({ state: next, city: indiaLocations[next]?.includes(city) ? city : '' });
        }}
        required={required}
        error={errors.state}
        autoComplete="address-level1"
      />
      {state === OUTSIDE_INDIA ? (
        <PlainTextInput
          label="City"
          placeholder="Your city"
          value={city}
          onChange={(event) => onChange({ state, city: event.currentTarget.value })}
          required={required}
          error={errors.city}
          autoComplete="address-level2"
        />
      ) : (
        <NativePicker
          label="City"
          placeholder="Choose your city"
          {...(state ? { options: indiaLocations[state] ?? [] } : { groups: citiesByState })}
          value={city}
          onChange={(event) => onChange(cityPicked(event.currentTarget, state))}
          required={required}
          error={errors.city}
          autoComplete="address-level2"
        />
      )}
    </SimpleGrid>
  );
}
