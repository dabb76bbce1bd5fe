// Helpers every admin list uses: a LIKE pattern that matches the search text literally, and the
// offset of a page.
import type { PagingQuery } from '../../contracts/admin-common';

/** `%text%` for ILIKE with the wildcard characters escaped, so "50%" searches for "50%". */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function pageWindow({ page, pageSize }: Pick<PagingQuery, 'page' | 'pageSize'>) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** Postgres reports a unique index violation with SQLSTATE 23505, possibly wrapped by the driver. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const failure = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (failure.code === '23505') {
      return !constraint || failure.constraint === constraint || String(failure.message).includes(constraint);
    }
  }
  return false;
}
