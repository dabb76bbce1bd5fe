import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames } from '#src/lib/name-order.ts';

const sign = (n: number) => Math.sign(n);
const plainName = fc.string({ unit: fc.constantFrom(...'aAbBzZ09 mM'.split('')), maxLength: 8 });

describe('the alphabetical order of names in a list', () => {
  it('orders plain names exactly as the English collator does', () => {
    fc.assert(
      fc.property(plainName, plainName, (a, b) => {
        expect(sign(compareNames(a, b))).toBe(sign(a.localeCompare(b, 'en')));
      }),
      { numRuns: 5000 },
    );
  });

  it('orders departments and towns as a visitor expects', () => {
    const names = [
      'Web Design',
      'hr',
      'Human Resources',
      'HR',
      'Digital Marketing',
      'Manchester',
      'Design 2',
      'Design 10',
    ];
    expect([...names].sort(compareNames)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect([...names].sort(compareNames)).toEqual([
      'Design 10',
      'Design 2',
      'Digital Marketing',
      'hr',
      'HR',
      'Human Resources',
      'Manchester',
      'Web Design',
    ]);
  });

  it('leaves names with accents or punctuation to the collator', () => {
    const names = ['Zürich', 'Zagreb', 'Łódź', 'Lyon', 'Saint-Étienne', 'Salford', 'R&D', 'Research'];
    expect([...names].sort(compareNames)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
