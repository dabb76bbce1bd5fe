// LocationFields bound to a Mantine form that has `state` and `city` fields, as the apply and contact
// forms use them: the values, their errors, and a state's change made against the form's current values (an
// island adopting a state and a city typed before it was live hands both over before it renders again).
import type { ReactNode } from 'react';
import { cityForState } from './city-for-state';
import type { LocationFieldsProps } from './location-fields';

interface FormWithLocation {
  getValues(): { state: string; city: string };
  setFieldValue(path: 'state' | 'city', value: string): void;
  errors: Record<string, ReactNode>;
}

export function locationFieldProps(form: FormWithLocation): Omit<LocationFieldsProps, 'required'> {
  const { state, city } = form.getValues();
  return {
    state,
    city,
    onStateChange: (next, typedCity) => {
      const current = form.getValues();
      form.setFieldValue('state', next);
      form.setFieldValue('city', cityForState(next, current.city, typedCity));
    },
    onCityChange: (next) => form.setFieldValue('city', next),
    errors: {
      state: form.errors.state as string | undefined,
      city: form.errors.city as string | undefined,
    },
  };
}
