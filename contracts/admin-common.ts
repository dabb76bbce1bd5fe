// What every admin list and form shares: server-side paging (`page`, `pageSize`, `q`), the paged answer,
// numeric ids in addresses, and optional text fields that a form sends as empty strings.
import { z } from 'zod';
import { FIRST_DAY, isDayInRange, LAST_DAY, MAX_ID } from './bounds';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const SEARCH_MAX = 100;

/** A whole number from the address or query string, with one message for anything else. */
export const positiveIdSchema = (what: string) => {
  const message = `The ${what} must be a positive whole number.`;
  return z.coerce.number<string>(message).int(message).positive(message).max(MAX_ID, message);
};

/** A YYYY-MM-DD day from the query string, from FIRST_DAY to LAST_DAY; `what` names it, e.g. "first day". */
export const daySchema = (what: string, format: string) =>
  z.iso.date(format).refine(isDayInRange, `The ${what} must be from ${FIRST_DAY} to ${LAST_DAY}.`);

/** `page`, `pageSize` and the search text `q` of every admin list. */
export const pagingQuerySchema = z.object({
  page: z.coerce
    .number<string>('The page must be a whole number from 1.')
    .int('The page must be a whole number from 1.')
    .min(1, 'The page must be a whole number from 1.')
    .max(100_000, 'That page is too far.')
    .default(1),
  pageSize: z.coerce
    .number<string>(`The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
    .int(`The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
    .min(1, `The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
    .max(MAX_PAGE_SIZE, `The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`)
    .default(DEFAULT_PAGE_SIZE),
  q: z.string().trim().max(SEARCH_MAX, `Please keep the search under ${SEARCH_MAX} characters.`).optional(),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** One page of a list: the rows, how many there are in all, and which page this is. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A form's empty text box means "none": trimmed, and '' becomes null. */
export const emptyToNull = (value: unknown) => {
  if (typeof value !== 'string') return value ?? null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** Optional free text of at most `max` characters; empty means null. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(emptyToNull, z.string().max(max, tooLong).nullable());

/** Free text that must be given: trimmed, between `min` and `max` characters. */
export const requiredText = (min: number, max: number, missing: string, tooLong: string) =>
  z.string(missing).trim().min(min, missing).max(max, tooLong);
