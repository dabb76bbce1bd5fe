// The state picked from the shared Indian list, with "Outside India"; the city typed until a state is chosen
// and outside India, else picked from the state's cities (city-for-state.ts). The pickers are the browser's
// own selects (decision 0074): short fixed lists, which a phone shows in its own picker.
import '#src/lib/mantine-form-styles.ts';
import { SimpleGrid } from '@mantine/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { citiesOf, indianStates, OUTSIDE_INDIA } from '#contracts/india-locations.ts';
import { NativePicker } from '../native-picker/native-picker';
import { PlainTextInput } from '../plain-field/plain-fields';
import { cityIn, cityIsTyped } from './city-for-state';

export interface LocationFieldsProps {
  state: string;
  city: string;
  /**
   * A state chosen, with what the visitor last typed as the city (until they picked one from a list); the
   * city it keeps is the caller's to set (`cityForState`).
   */
  onStateChange: (state: string, typedCity: string) => void;
  onCityChange: (city: string) => void;
  /** Field errors, e.g. from the shared zod schema or the server's `fields`. */
  errors?: { state?: string | undefined; city?: string | undefined };
  /** Marks both fields required. @default true */
  required?: boolean;
}

const stateOptions = [...indianStates, OUTSIDE_INDIA];

/**
 * Whether the city's picker is drawn: once a state with a list of cities is chosen, but not at once. Autofill
 * fills the state and then the city within one task, so the city's text field must still be there for it; and
 * someone typing in it (a state handed over as the island goes live) finishes what they type. So the picker
 * comes a task later, or when they leave the field, with what the field held read as the state takes it.
 */
function useCityPicker(
  { state, city, onCityChange }: Pick<LocationFieldsProps, 'state' | 'city' | 'onCityChange'>,
  fields: RefObject<HTMLDivElement | null>,
): boolean {
  const listed = !cityIsTyped(state);
  const [picking, setPicking] = useState(listed);
  const latest = useRef({ state, city, onCityChange });
  latest.current = { state, city, onCityChange };
  useEffect(() => {
    if (!listed) {
      setPicking(false);
      return;
    }
    if (picking) return;
    const pick = () => {
      const now = latest.current;
      if (!cityIsTyped(now.state)) now.onCityChange(cityIn(now.state, now.city));
      setPicking(true);
    };
    // The fields' one input is the city's text field (the state is a select).
    const typing = fields.current?.querySelector('input');
    if (typing && typing === document.activeElement) {
      typing.addEventListener('blur', pick, { once: true });
      return () => typing.removeEventListener('blur', pick);
    }
    const timer = setTimeout(pick);
    return () => clearTimeout(timer);
  }, [listed, picking, fields]);
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
  // A city drawn already picked from a list was not typed: "Outside India" starts empty after it.
  const typedCity = useRef(cityIsTyped(state) ? city : '');
  const picking = useCityPicker({ state, city, onCityChange }, fields);
  return (
    <SimpleGrid ref={fields} cols={{ base: 1, sm: 2 }} spacing="sm">
      <NativePicker
        label="State"
        placeholder="Choose your state"
        options={stateOptions}
        value={state}
        onChange={(event) => onStateChange(event.currentTarget.value, typedCity.current)}
        required={required}
        error={errors.state}
        autoComplete="address-level1"
      />
      {picking ? (
        <NativePicker
          label="City"
          placeholder="Choose your city"
          options={citiesOf(state) ?? []}
          value={city}
          onChange={(event) => {
            typedCity.current = '';
            onCityChange(event.currentTarget.value);
          }}
          required={required}
          error={errors.city}
          autoComplete="address-level2"
        />
      ) : (
        <PlainTextInput
          label="City"
          placeholder="Your city"
          value={city}
          onChange={(event) => {
            typedCity.current = event.currentTarget.value;
            onCityChange(event.currentTarget.value);
          }}
          required={required}
          error={errors.city}
          autoComplete="address-level2"
        />
      )}
    </SimpleGrid>
  );
}
