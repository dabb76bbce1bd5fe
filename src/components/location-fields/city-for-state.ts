// What the city field holds as the state changes. Until a state is chosen, and outside India, the city is
// typed, so autofill and a visitor who starts with the city can fill it (nothing on a public form waits
// disabled, issue 59); an Indian state's city is picked from that state's list.
import { cityAliases } from '#contracts/city-aliases.ts';
import { citiesOf, OUTSIDE_INDIA } from '#contracts/india-locations.ts';

/** Whether the city is typed (no state yet, or outside India) rather than picked from a list. */
export const cityIsTyped = (state: string) => state === '' || state === OUTSIDE_INDIA;

/**
 * The city as a listed state takes it: the list's own spelling of it, under that name or an older one
 * ("hyderabad " or "Bangalore"), or nothing.
 */
export function cityIn(state: string, city: string): string {
  const typed = city.trim().toLocaleLowerCase('en');
  // Own keys only: "constructor" typed is a city name, not the object's.
  const alias = Object.hasOwn(cityAliases, typed) ? cityAliases[typed] : undefined;
  const wanted = alias?.toLocaleLowerCase('en') ?? typed;
  return citiesOf(state)?.find((name) => name.toLocaleLowerCase('en') === wanted) ?? '';
}

/**
 * The city when the state becomes `to`. `typed` is what the visitor last typed as the city, kept until they
 * pick one from a list: so a state walked past by the select's type-ahead ("T" is Tamil Nadu on the way to
 * Telangana) does not lose it, and a typed state ("Outside India") gets it back. Otherwise the city there
 * stays when the new state's list has it (Udaipur is in Rajasthan and Tripura).
 */
export function cityForState(to: string, city: string, typed: string): string {
  return cityIsTyped(to) ? typed : cityIn(to, typed || city);
}
