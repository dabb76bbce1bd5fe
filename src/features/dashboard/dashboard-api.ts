// GET /api/admin/dashboard, checked against its contract.
import { DASHBOARD_PATH, dashboardSchema } from '#contracts/admin-dashboard.ts';
import { getChecked } from '#src/lib/checked-api.ts';

export const fetchDashboard = () => getChecked(dashboardSchema, DASHBOARD_PATH);
