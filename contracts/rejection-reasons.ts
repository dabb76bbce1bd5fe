// Rejection reasons (docs/decisions/0020): why an applicant was rejected, from a list admins keep. The board
// asks for one when it rejects; the stage history keeps it and the recruiting report counts it.
import { z } from 'zod';
import { positiveIdSchema } from './admin-common';

export const rejectionReasonSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** "Other": the move's note must say more. */
  needsNote: z.boolean(),
  sortOrder: z.number().int(),
  /** A switched-off reason is kept for the history rows that name it, but no longer offered. */
  active: z.boolean(),
});
export type RejectionReason = z.infer<typeof rejectionReasonSchema>;
export const rejectionReasonListSchema = z.array(rejectionReasonSchema);

/** POST and PUT /api/admin/rejection-reasons: what an admin sets. */
export const rejectionReasonInputSchema = z.object({
  label: z
    .string('Name the reason.')
    .trim()
    .min(2, 'Name the reason.')
    .max(80, 'Please keep the reason under 80 characters.'),
  needsNote: z.boolean('Say whether the reason needs a note (true or false).').default(false),
  sortOrder: z
    .number('The order must be a whole number.')
    .int('The order must be a whole number.')
    .default(0),
  active: z.boolean('Say whether the reason is offered (true or false).').default(true),
});
export type RejectionReasonInput = z.infer<typeof rejectionReasonInputSchema>;

export const rejectionReasonParamsSchema = z.object({ id: positiveIdSchema('reason id') });

/** The reasons migration 0008 seeds, in order (a test checks they match); also what tests reset to. */
export const DEFAULT_REJECTION_REASONS: readonly Omit<RejectionReason, 'id' | 'active'>[] = [
  { label: 'Skills do not match', needsNote: false, sortOrder: 1 },
  { label: 'Experience level', needsNote: false, sortOrder: 2 },
  { label: 'Position filled', needsNote: false, sortOrder: 3 },
  { label: 'Chose another candidate', needsNote: false, sortOrder: 4 },
  { label: 'Other', needsNote: true, sortOrder: 5 },
];

/** A rejection's reason as the history and the report name it when none was given (the required API has none:
 * docs/requirements.md#api-move). */
export const NO_REASON_LABEL = 'No reason given';
