// LocationFields bound to a Mantine form that has `state` and `city` fields, as the apply and contact
// forms use them: the values, both changed together (a new state clears the city), and their errors.
import type { ReactNode } from 'react';
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
    onChange: (next) => {
      form.setFieldValue('state', next.state);
      form.setFieldValue('city', next.city);
    },
    errors: {
      state: form.errors.state as string | undefined,
      city: form.errors.city as string | undefined,
    },
  };
}
