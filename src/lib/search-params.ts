// validateSearch helpers: a query value that does not fit is dropped (as if absent), never an error.
// Plain functions rather than zod: every route's validateSearch is part of every page's first load,
// and zod would add to it (docs/decisions/0008).

/** A whole number within min..max, converted as Number() does ("2" is 2); anything else is dropped. */
export function searchInt(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined || typeof value === 'symbol') return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= min && number <= max ? number : undefined;
}

/** Text, trimmed when asked, of at most maxLength characters; anything else is dropped. */
export function searchText(
  value: unknown,
  { trim = false, maxLength = Number.POSITIVE_INFINITY }: { trim?: boolean; maxLength?: number } = {},
): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = trim ? value.trim() : value;
  return text.length <= maxLength ? text : undefined;
}

/**
 * A list of texts, as the address carries it: repeated keys arrive as a list, a single key as one value,
 * and the query parser has turned texts such as "2024" or "true" into numbers and booleans (given back as
 * text here). A list of anything else is dropped.
 */
export function searchTextList(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const list: unknown[] = Array.isArray(value) ? value : [value];
  const plain = list.every((item) => ['string', 'number', 'boolean'].includes(typeof item));
  return plain ? list.map(String) : undefined;
}

/** One of the allowed values; anything else is dropped. */
export function searchOneOf<const T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((option) => option === value);
}

/**
 * The route's search as validated: every key optional. A dropped value stays in it as undefined, because
 * the router lays each route's result over the raw query (`{ ...parentSearch, ...validated }`): a key left
 * out would keep the address's bad value (?page=abc reaching the API). Undefined values are left out of
 * the address when it is written.
 */
export function validatedSearch<T extends Record<string, unknown>>(search: T): Partial<T> {
  return search;
}
