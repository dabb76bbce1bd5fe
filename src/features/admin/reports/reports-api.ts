// The recruiting report call (GET /api/reports/recruiting), its answer checked against the contract.
import { RECRUITING_REPORT_PATH } from '#contracts/api-paths.ts';
import { recruitingReportSchema } from '#contracts/reports.ts';
import { getChecked, type Query } from '#src/lib/checked-api.ts';

export const fetchRecruitingReport = (query: Query) =>
  getChecked(recruitingReportSchema, RECRUITING_REPORT_PATH, query);
