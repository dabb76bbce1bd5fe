// The rejection-reason calls (/api/admin/rejection-reasons…), each answer checked against its contract.
import { ADMIN_REJECTION_REASONS_PATH } from '#contracts/api-paths.ts';
import {
  type RejectionReasonInput,
  rejectionReasonListSchema,
  rejectionReasonSchema,
} from '#contracts/rejection-reasons.ts';
import { getChecked, sendChecked } from '#src/lib/checked-api.ts';

export const fetchRejectionReasons = () =>
  getChecked(rejectionReasonListSchema, ADMIN_REJECTION_REASONS_PATH);
export const addRejectionReason = (input: RejectionReasonInput) =>
  sendChecked(rejectionReasonSchema, ADMIN_REJECTION_REASONS_PATH, 'POST', input);
export const updateRejectionReason = (id: number, input: RejectionReasonInput) =>
  sendChecked(rejectionReasonSchema, `${ADMIN_REJECTION_REASONS_PATH}/${id}`, 'PUT', input);
