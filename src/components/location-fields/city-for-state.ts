// What the city field holds as a state or a city comes in. Until a state is chosen, and outside India, the
// city is typed, so autofill and a visitor who starts with the city can fill it (nothing on a public form
// waits disabled, issue 59); an Indian state's city is picked from that state's list.
import { cityAliases } from '#contracts/city-aliases.ts';
import { indiaLocations, OUTSIDE_INDIA } from '#contracts/india-locations.ts';

/** Whether the city is typed (no state yet, or outside India) rather than picked from a list. */
export const cityIsTyped = (state: string) => state === '' || state === OUTSIDE_INDIA;

/**
 * The city as `state` takes it: any text where the city is typed; else the state's own spelling of it when
 * its list has it, under that name or an older one ("Bangalore"), or nothing. A city typed before the island
 * was live (or filled by autofill) reaches it after the state it followed, so it too is read as the state
 * takes it ("hyderabad " under Telangana is "Hyderabad").
 */
export function cityIn(state: string, city: string): string {
  if (cityIsTyped(state)) return city;
  const typed = city.trim().toLocaleLowerCase('en');
  // Own keys only: "constructor" typed is a city name, not the object's.
  const wanted = Object.hasOwn(cityAliases, typed)
    ? String(cityAliases[typed]).toLocaleLowerCase('en')
    : typed;
  return indiaLocations[state]?.find((name) => name.toLocaleLowerCase('en') === wanted) ?? '';
}

/**
 * The city kept when the state goes from `from` to `to`: typed text while the field stays typed; the new
 * state's spelling of it when its list has it (a city typed before the state, or one both states have);
 * otherwise nothing.
 */
export function cityForState(from: string, to: string, city: string): string {
  if (cityIsTyped(to)) return cityIsTyped(from) ? city : '';
  return cityIn(to, city);
}
