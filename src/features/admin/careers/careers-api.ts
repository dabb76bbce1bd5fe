// The staff careers calls (GET/POST/PUT /api/admin/careers…), each answer checked against its contract.
import {
  adminCareerPageSchema,
  adminCareerSchema,
  type CareerFormInput,
  type CareerStatus,
  careerFormOptionsSchema,
} from '#contracts/admin-careers.ts';
import { getChecked, type Query, sendChecked } from '#src/lib/checked-api.ts';

const BASE = '/api/admin/careers';

export const fetchAdminCareers = (query: Query) => getChecked(adminCareerPageSchema, BASE, query);
export const fetchAdminCareer = (id: number) => getChecked(adminCareerSchema, `${BASE}/${id}`);
export const fetchCareerFormOptions = () => getChecked(careerFormOptionsSchema, `${BASE}/form-options`);
export const createCareer = (form: CareerFormInput) => sendChecked(adminCareerSchema, BASE, 'POST', form);
export const updateCareer = (id: number, form: CareerFormInput) =>
  sendChecked(adminCareerSchema, `${BASE}/${id}`, 'PUT', form);
export const changeCareerStatus = (id: number, status: CareerStatus) =>
  sendChecked(adminCareerSchema, `${BASE}/${id}/status`, 'POST', { status });
