// GET /api/admin/dashboard, checked against its contract.
import { dashboardSchema } from '#contracts/admin-dashboard.ts';
import { DASHBOARD_PATH } from '#contracts/api-paths.ts';
import { getChecked } from '#src/lib/checked-api.ts';

export const fetchDashboard = () => getChecked(dashboardSchema, DASHBOARD_PATH);
