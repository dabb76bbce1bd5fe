// State and city pickers from the shared Indian list, with "Outside India" (then the city is typed). Both are
// the browser's own selects (decision 0074): short fixed lists, which a phone shows in its own picker.
import '#src/lib/mantine-form-styles.ts';
import { SimpleGrid } from '@mantine/core';
import { indiaLocations, indianStates, OUTSIDE_INDIA } from '#contracts/india-locations.ts';
import { NativePicker } from '../native-picker/native-picker';
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

export function LocationFields({ state, city, onChange, errors = {}, required = true }: LocationFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <NativePicker
        label="State"
        placeholder="Choose your state"
        options={stateOptions}
        value={state}
        onChange={(event) => onChange({ state: event.currentTarget.value, city: '' })}
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
          placeholder={state ? 'Choose your city' : 'Choose a state first'}
          options={indiaLocations[state] ?? []}
          value={city}
          onChange={(event) => onChange({ state, city: event.currentTarget.value })}
          disabled={!state}
          required={required}
          error={errors.city}
          autoComplete="address-level2"
        />
      )}
    </SimpleGrid>
  );
}
