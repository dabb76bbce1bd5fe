// The audit log call (GET /api/admin/audit-log), its answer checked against the contract.
import { auditLogPageSchema } from '#contracts/admin-applicants.ts';
import { AUDIT_LOG_PATH } from '#contracts/api-paths.ts';
import { getChecked, type Query } from '#src/lib/checked-api.ts';

export const fetchAuditLog = (query: Query) => getChecked(auditLogPageSchema, AUDIT_LOG_PATH, query);
