// The state picked from the shared Indian list, with "Outside India"; the city typed until a state is chosen
// and outside India, else picked from the state's cities (city-for-state.ts). The pickers are the browser's
// own selects (decision 0074): short fixed lists, which a phone shows in its own picker.
import '#src/lib/mantine-form-styles.ts';
import { SimpleGrid } from '@mantine/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { indiaLocations, indianStates, OUTSIDE_INDIA } from '#contracts/india-locations.ts';
import { NativePicker } from '../native-picker/native-picker';
import { PlainTextInput } from '../plain-field/plain-fields';
import { cityIsTyped } from './city-for-state';

export interface LocationFieldsProps {
  state: string;
  city: string;
  /** A state chosen; the city it keeps is the caller's to set (`cityForState`). */
  onStateChange: (state: string) => void;
  onCityChange: (city: string) => void;
  /** Field errors, e.g. from the shared zod schema or the server's `fields`. */
  errors?: { state?: string | undefined; city?: string | undefined };
  /** Marks both fields required. @default true */
  required?: boolean;
}

const stateOptions = [...indianStates, OUTSIDE_INDIA];

/**
 * Whether the city's picker is drawn: once the state has a list of cities, but a task late. Autofill fills
 * the state and then the city within one task, so the city's text field must still be there for it (what it
 * puts there is read as the state takes it, `cityIn`). Someone typing in it when the picker comes keeps the
 * focus.
 */
function useCityPicker(listed: boolean, fields: RefObject<HTMLDivElement | null>): boolean {
  const [picking, setPicking] = useState(listed);
  const refocus = useRef(false);
  useEffect(() => {
    if (!listed) {
      setPicking(false);
      return;
    }
    const timer = setTimeout(() => {
      // The fields' one input is the city's text field (the state is a select).
      refocus.current = fields.current?.querySelector('input') === document.activeElement;
      setPicking(true);
    });
    return () => clearTimeout(timer);
  }, [listed, fields]);
  useEffect(() => {
    if (!picking || !refocus.current) return;
    refocus.current = false;
    fields.current?.querySelector<HTMLSelectElement>('select[autocomplete="address-level2"]')?.focus();
  }, [picking, fields]);
  return listed && picking;
}

export function LocationFields({
  state,
  city,
  onStateChange,
  onCityChange,
  errors = {},
  required = true,
}: LocationFieldsProps) {
  const fields = useRef<HTMLDivElement>(null);
  const picking = useCityPicker(!cityIsTyped(state), fields);
  return (
    <SimpleGrid ref={fields} cols={{ base: 1, sm: 2 }} spacing="sm">
      <NativePicker
        label="State"
        placeholder="Choose your state"
        options={stateOptions}
        value={state}
        onChange={(event) => onStateChange(event.currentTarget.value)}
        required={required}
        error={errors.state}
        autoComplete="address-level1"
      />
      {picking ? (
        <NativePicker
          label="City"
          placeholder="Choose your city"
          options={indiaLocations[state] ?? []}
          value={city}
          onChange={(event) => onCityChange(event.currentTarget.value)}
          required={required}
          error={errors.city}
          autoComplete="address-level2"
        />
      ) : (
        <PlainTextInput
          label="City"
          placeholder="Your city"
          value={city}
          onChange={(event) => onCityChange(event.currentTarget.value)}
          required={required}
          error={errors.city}
          autoComplete="address-level2"
        />
      )}
    </SimpleGrid>
  );
}
