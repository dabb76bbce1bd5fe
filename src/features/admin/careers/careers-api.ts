// The staff careers calls (GET/POST/PUT /api/admin/careers…), each answer checked against its contract.

import {
  adminCareerPageSchema,
  adminCareerSchema,
  type CareerFormInput,
  type CareerStatus,
  careerFormOptionsSchema,
} from '#contracts/admin-careers.ts';
import { ADMIN_CAREERS_PATH } from '#contracts/api-paths.ts';
import { getChecked, type Query, sendChecked } from '#src/lib/checked-api.ts';

export const fetchAdminCareers = (query: Query) =>
  getChecked(adminCareerPageSchema, ADMIN_CAREERS_PATH, query);
export const fetchAdminCareer = (id: number) => getChecked(adminCareerSchema, `${ADMIN_CAREERS_PATH}/${id}`);
export const fetchCareerFormOptions = () =>
  getChecked(careerFormOptionsSchema, `${ADMIN_CAREERS_PATH}/form-options`);
export const createCareer = (form: CareerFormInput) =>
  sendChecked(adminCareerSchema, ADMIN_CAREERS_PATH, 'POST', form);
export const updateCareer = (id: number, form: CareerFormInput) =>
  sendChecked(adminCareerSchema, `${ADMIN_CAREERS_PATH}/${id}`, 'PUT', form);
export const changeCareerStatus = (id: number, status: CareerStatus) =>
  sendChecked(adminCareerSchema, `${ADMIN_CAREERS_PATH}/${id}/status`, 'POST', { status });
