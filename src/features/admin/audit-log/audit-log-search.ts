// /admin/audit-log keeps its action filter and page in the address. No search text: the log holds ids and
// counts only, never a name to search for (docs/decisions/0007).
import type { AuditAction } from '#contracts/admin-applicants.ts';
import { auditActions } from '#contracts/value-lists.ts';
import { searchOneOf, validatedSearch } from '#src/lib/search-params.ts';
import { type PageSearch, searchPage } from '../shared/page-search';

export interface AuditLogSearch extends Pick<PageSearch, 'page'> {
  action?: AuditAction | undefined;
}

export const auditLogSearch = (search: Record<string, unknown>): AuditLogSearch =>
  validatedSearch({
    page: searchPage(search.page),
    action: searchOneOf(search.action, auditActions),
  });
export const auditLogSearchDefaults = { page: 1 } as const;
