// The location fields drawn with a state and city already chosen (a form opened with its values): the city
// was picked from a list, not typed, so moving to "Outside India" asks for it afresh.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OUTSIDE_INDIA } from '../../../contracts/india-locations';
import { LocationFields } from '../../../src/components/location-fields/location-fields';
import { renderWithTheme } from '../../support/dom/render';

describe('LocationFields drawn with a city picked', () => {
  it('offers the state’s cities at once and hands no typed city to a new state', () => {
    const onStateChange = vi.fn();
    renderWithTheme(
      <LocationFields
        state="Telangana"
        city="Hyderabad"
        onStateChange={onStateChange}
        onCityChange={() => {}}
      />,
    );
    expect(screen.getByRole('combobox', { name: /City/ })).toHaveValue('Hyderabad');
    fireEvent.change(screen.getByRole('combobox', { name: /State/ }), { target: { value: OUTSIDE_INDIA } });
    expect(onStateChange).toHaveBeenCalledWith(OUTSIDE_INDIA, '');
  });
});
