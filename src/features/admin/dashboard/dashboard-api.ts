// GET /api/admin/dashboard, checked against its contract.
import { DASHBOARD_PATH, dashboardSchema } from '../../../../contracts/admin-dashboard';
import { getChecked } from '../shared/admin-api';

export const fetchDashboard = () => getChecked(dashboardSchema, DASHBOARD_PATH);
