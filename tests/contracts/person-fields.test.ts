import { describe, expect, it } from 'vitest';
import { locationSchema } from '../../contracts/location-schema';
import { emailSchema, fullNameSchema, phoneSchema } from '../../contracts/person-fields';

describe('shared person fields', () => {
  it('normalises +91 and +44 numbers typed with spaces, dashes or brackets', () => {
    expect(phoneSchema.parse('+91 98765-43210')).toBe('+91 98765 43210');
    expect(phoneSchema.parse(' +44 (7700) 900 123 ')).toBe('+44 7700 900123');
  });

  it.each(['9876543210', '+91 12345 67890', '+44 0770 090012', '+1 555 123 4567', '+91 98765 4321'])(
    'refuses %s with a message naming the expected formats',
    (value) => {
      const result = phoneSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/\+91 followed by 10 digits, or \+44/);
    },
  );

  it('checks e-mail addresses and names', () => {
    expect(emailSchema.parse(' Priya@Example.com ')).toBe('Priya@Example.com');
    expect(emailSchema.safeParse('priya@').success).toBe(false);
    expect(fullNameSchema.parse("Siân O'Neill-Rao")).toBe("Siân O'Neill-Rao");
    expect(fullNameSchema.safeParse('<script>').success).toBe(false);
    expect(fullNameSchema.safeParse('A').success).toBe(false);
  });

  it('accepts a city of the chosen state, or any city outside India', () => {
    expect(locationSchema.safeParse({ state: 'Telangana', city: 'Hyderabad' }).success).toBe(true);
    expect(locationSchema.safeParse({ state: 'Outside India', city: 'Manchester' }).success).toBe(true);
    const wrongCity = locationSchema.safeParse({ state: 'Telangana', city: 'Mumbai' });
    expect(wrongCity.error?.issues[0]).toMatchObject({
      path: ['city'],
      message: 'Please choose a city in Telangana from the list.',
    });
    const wrongState = locationSchema.safeParse({ state: 'Atlantis', city: 'X' });
    expect(wrongState.error?.issues[0]?.path).toEqual(['state']);
  });

  it('refuses a state named like an object’s own keys as a state, not with an error of its own', () => {
    for (const state of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const answer = locationSchema.safeParse({ state, city: 'X' });
      expect(answer.error?.issues[0], state).toMatchObject({
        path: ['state'],
        message: 'Please choose a state from the list.',
      });
    }
  });
});
