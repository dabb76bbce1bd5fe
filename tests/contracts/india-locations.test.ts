import { describe, expect, it } from 'vitest';
import { cityAliases } from '#contracts/city-aliases.ts';
import { indiaLocations, indianStates } from '#contracts/india-locations.ts';

const alphabetical = (names: readonly string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en'));

describe('the Indian locations offered by the contact and apply forms', () => {
  it('lists the states and union territories alphabetically, as a visitor scans the select', () => {
    expect(indianStates).toEqual(alphabetical(indianStates));
  });

  it('has all 28 states and 8 union territories, each once', () => {
    expect(new Set(indianStates).size).toBe(36);
  });

  it("lists each state's cities alphabetically", () => {
    for (const state of indianStates)
      expect(indiaLocations[state]).toEqual(alphabetical(indiaLocations[state] ?? []));
  });

  it('names, for each older name of a city, a city the lists have', () => {
    const listed = new Set(Object.values(indiaLocations).flat());
    expect(Object.values(cityAliases).filter((city) => !listed.has(city))).toEqual([]);
    expect(Object.keys(cityAliases).filter((alias) => alias !== alias.toLowerCase())).toEqual([]);
  });
});
