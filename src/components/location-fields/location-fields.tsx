// State and city selects from the shared Indian list, with "Outside India" (then the city is typed).
import '#src/lib/mantine-form-styles.ts';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { indiaLocations, indianStates, OUTSIDE_INDIA } from '#contracts/india-locations.ts';

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
  const cities = indiaLocations[state] ?? [];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label="State"
        placeholder="Choose your state"
        data={stateOptions}
        value={state || null}
        onChange={(next) => onChange({ state: next ?? '', city: '' })}
        searchable
        required={required}
        error={errors.state}
        comboboxProps={{ withinPortal: true }}
      />
      {state === OUTSIDE_INDIA ? (
        <TextInput
          label="City"
          placeholder="Your city"
          value={city}
          onChange={(event) => onChange({ state, city: event.currentTarget.value })}
          required={required}
          error={errors.city}
          autoComplete="address-level2"
        />
      ) : (
        <Select
          label="City"
          placeholder={state ? 'Choose your city' : 'Choose a state first'}
          data={cities as string[]}
          value={city || null}
          onChange={(next) => onChange({ state, city: next ?? '' })}
          searchable
          disabled={!state}
          required={required}
          error={errors.city}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </SimpleGrid>
  );
}
