// Lists of texts in the address are written as repeated keys and read back as they were; everything else
// is written as TanStack Router writes it, and addresses in the old JSON form still read the same.
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { searchTextList } from '../../../src/lib/search-params';
import { stringifySearch } from '../../../src/lib/search-serializer';

const parse = (query: string): Record<string, unknown> => defaultParseSearch(query);

describe('the address of a search', () => {
  it('writes a list of texts as repeated keys, in order, and everything else as before', () => {
    expect(stringifySearch({ q: 'react dev', departments: ['Engineering', 'Human Resources'] })).toBe(
      '?q=react+dev&departments=Engineering&departments=Human+Resources',
    );
    expect(stringifySearch({ departments: ['Design'] })).toBe('?departments=Design');
    for (const search of [
      { page: 2, required: true },
      { redirect: '/admin/careers?page=2' },
      { q: '123' },
      {},
    ]) {
      expect(stringifySearch(search)).toBe(defaultStringifySearch(search));
    }
  });

  it('reads back the departments a list was written with, and the old JSON form too', () => {
    const departments = ['Engineering', 'Human Resources', 'Sales, Marketing', '2024', 'true'];
    const read = parse(stringifySearch({ departments }));
    expect(searchTextList(read.departments)).toEqual(departments);
    expect(searchTextList(parse('?departments=Design').departments)).toEqual(['Design']);
    expect(searchTextList(parse('?departments=%5B%22Engineering%22%2C%22Design%22%5D').departments)).toEqual([
      'Engineering',
      'Design',
    ]);
  });

  it('drops a list holding anything but text', () => {
    expect(searchTextList(undefined)).toBeUndefined();
    expect(searchTextList([{ name: 'Engineering' }])).toBeUndefined();
    expect(searchTextList({ 0: 'Engineering' })).toBeUndefined();
  });
});
