// How the router writes a query: as TanStack Router does by default (text as it is, other values as JSON),
// except a list of texts, which becomes repeated keys: ?departments=Engineering&departments=Human+Resources
// rather than ?departments=%5B%22Engineering%22%5D, so a shared address stays readable. Reading needs no
// change: repeated keys already arrive as a list and one key as one value (validateSearch takes both, see
// searchTextList), and addresses written the old way still parse as JSON.
import { defaultStringifySearch } from '@tanstack/react-router';

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (isTextList(value)) {
      for (const item of value) params.append(key, item);
      continue;
    }
    const written = new URLSearchParams(defaultStringifySearch({ [key]: value }));
    for (const [name, text] of written) params.append(name, text);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}
