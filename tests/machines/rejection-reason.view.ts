// A rejection's reason in a move dialog, for the applicant-status and bulk-move walks alike: the reasons the
// paths offer (the seeded ones, with the ids a fresh database gives them), which the paths try, how a person
// picks one and says more, and what the dialog shows meanwhile.
import { DEFAULT_REJECTION_REASONS, type RejectionReason } from '../../contracts/rejection-reasons';
import { REJECTED_STATUS } from '../../machines/applicant-pipeline';
import { type ReasonContext, reasonGiven } from '../../machines/rejection-reason';
import type { Query, Scope, Screen } from '../support/paths/screen';

/** The seeded reasons, ids 1–5; "Other", the last, asks for a note. */
export const REASONS: RejectionReason[] = DEFAULT_REJECTION_REASONS.map((reason, index) => ({
  ...reason,
  id: index + 1,
  active: true,
}));
const OTHER = REASONS.find((reason) => reason.needsNote);
/** What a recruiter writes for "Other". */
export const OTHER_NOTE = 'Went with an agency';

/** The events a dialog for a move to `target` tries: one reason that needs no note and the one that does,
 * and, with that one chosen, saying more. */
export function reasonEvents(target: string | null, { reasonId, note }: ReasonContext) {
  if (target !== REJECTED_STATUS) return [];
  return [
    ...[REASONS[0], OTHER]
      .filter((reason) => reason !== undefined && reason.id !== reasonId)
      .map((reason) => ({ type: 'reason.choose' as const, reasonId: reason?.id ?? 0 })),
    ...(reasonId === OTHER?.id && note !== OTHER_NOTE
      ? [{ type: 'reason.explain' as const, note: OTHER_NOTE }]
      : []),
  ];
}

/** "Move to …" in the dialog: only offered once the reason is given, as its button stays disabled until then. */
export const acceptEvents = (target: string | null, context: ReasonContext) =>
  reasonGiven(target, context) ? [{ type: 'confirm.accept' as const }] : [];

/** The guard outcome no click can bring about, for the models' impossibleGuardOutcomes. */
export const REASON_NOT_GIVEN_IS_IMPOSSIBLE = {
  reasonGiven: { false: 'The dialog’s move button stays disabled until a reason (and its note) is given.' },
};

/** Whether the move goes with the reason that asked for a note (a situation both walks must reach). */
export const explainedRejection = ({ reasonId }: ReasonContext) => reasonId === OTHER?.id;

// Required fields add " *" to their label.
const reasonField: Query = { label: /^Reason/ };
const sayMore: Query = { label: new RegExp(`^Say more about “${OTHER?.label}”`) };

export const chooseReason = (screen: Screen, reasonId: number, dialog: Scope) =>
  screen.select(reasonField, String(reasonId), dialog);
export const explainReason = (screen: Screen, note: string, dialog: Scope) =>
  screen.fill(sayMore, note, dialog);

/** The dialog's reason fields, and whether its move button works, for a move to `target`. */
export async function expectReasonFields(
  screen: Screen,
  target: string | null,
  context: ReasonContext,
  dialog: Scope,
  moveButton: Query,
) {
  await screen.expect(
    moveButton,
    { attributes: { 'aria-disabled': reasonGiven(target, context) ? null : 'true' } },
    dialog,
  );
  if (target !== REJECTED_STATUS) {
    await screen.expect(reasonField, { present: false }, dialog);
    return;
  }
  await screen.expect(
    reasonField,
    {
      value: context.reasonId === null ? '' : String(context.reasonId),
      options: ['', ...REASONS.map((reason) => String(reason.id))],
    },
    dialog,
  );
  await screen.expect(
    sayMore,
    explainedRejection(context) ? { value: context.note } : { present: false },
    dialog,
  );
}
