// "Move to" and "Update status" for one applicant, driven by applicantStatusMachine; REJECTED, NO_SHOW and
// WITHDRAWN show a fixed label. Moves to those ask first in the "Move applicant?" dialog, where a rejection
// also takes its reason; "Record withdrawal" is there while the applicant can still withdraw. A move to "Offer
// Released" without a yes scorecard opens the offer dialog instead (docs/decisions/0058).
import { Badge, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { ApplicationStatus } from '#contracts/application-status.ts';
import { type ApplicantChange, type BoardApplication, changeOf } from '#contracts/recruiter.ts';
import type { RejectionReason } from '#contracts/rejection-reasons.ts';
import { canWithdraw, statusChoices, statusLabel } from '#machines/applicant-pipeline.ts';
import { applicantStatusMachine, type MoveRequest, offersMail } from '#machines/applicant-status.machine.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { useSession } from '#src/lib/session/use-session.ts';
import { useAppMachine } from '#src/lib/use-app-machine.ts';
import { EmailCandidateField, type StageMailOptions } from './email-candidate-field';
import { MoveConfirmDialog } from './move-confirm-dialog';
import { OfferGateDialog } from './offer-gate-dialog';

export interface ApplicantStatusControlsProps {
  applicant: Pick<BoardApplication, 'id' | 'name' | 'status' | 'hasYesScorecard'>;
  statuses: readonly ApplicationStatus[];
  /** The reasons a rejection can be given. */
  reasons: readonly RejectionReason[];
  /** Saves the move; resolves with the applicant as the server now has them. */
  move: (request: MoveRequest) => Promise<{ status: { statusCode: string } } & ApplicantChange>;
  /** Called after a successful move, so the board can move the applicant locally (with the e-mail it queued). */
  onMoved: (applicationId: number, statusCode: string, change?: ApplicantChange) => void;
  /** The e-mails a move can send; none offered when absent. */
  stageMails?: StageMailOptions | undefined;
  /** Whether the viewer may release an offer without a yes scorecard; by default, whether they are an admin. */
  canOverrideOffer?: boolean | undefined;
}

export function ApplicantStatusControls({
  applicant,
  statuses,
  reasons,
  move,
  onMoved,
  stageMails,
  canOverrideOffer,
}: ApplicantStatusControlsProps) {
  const { role } = useSession();
  // The machine is made once per card, with this card's move and onMoved: the board passes stable ones.
  // The board hears of a saved move from the call itself, not from the machine: the card may be gone by then
  // (its tab changed while the move was on its way), and the board must still move the applicant.
  const [machine] = useState(() =>
    applicantStatusMachine.provide({
      actors: {
        moveApplicant: fromPromise(async ({ input }: { input: MoveRequest }) => {
          const moved = await move(input);
          onMoved(input.applicationId, moved.status.statusCode, changeOf(moved));
          return { statusCode: moved.status.statusCode };
        }),
      },
    }),
  );
  const [snapshot, send] = useAppMachine(machine, {
    input: {
      applicationId: applicant.id,
      current: applicant.status.statusCode,
      reasons,
      mailStatuses: stageMails?.templates.map((template) => template.statusCode) ?? [],
      hasYesScorecard: applicant.hasYesScorecard ?? false,
      canOverrideOffer: canOverrideOffer ?? role === 'ADMIN',
    },
  });
  const { current, pending, note, emailCandidate } = snapshot.context;
  const label = (code: string) => statusLabel(code, statuses);

  if (snapshot.matches('locked')) {
    return (
      // tt="none": a Badge capitalises its text, which would show the label as the code ("NO SHOW").
      <Badge color={current === 'REJECTED' ? 'red' : 'gray'} variant="light" size="lg" tt="none">
        {label(current)}
      </Badge>
    );
  }

  const updating = snapshot.hasTag('busy');
  const confirmTarget = pending ?? current;
  const emailField =
    stageMails && offersMail(snapshot.context) ? (
      <EmailCandidateField
        options={stageMails}
        statusCode={confirmTarget}
        applicantName={applicant.name}
        checked={emailCandidate}
        disabled={updating}
        onToggle={() => send({ type: 'mail.toggle' })}
      />
    ) : null;
  const choices = statusChoices(current, statuses);
  const selectId = `move-to-${applicant.id}`;

  return (
    <Stack gap="xs">
      <Group align="end" gap="xs" wrap="nowrap">
        <NativeSelect
          id={selectId}
          label="Move to"
          // A withdrawal is never one of the choices: the select keeps showing the current status.
          value={pending && choices.includes(pending) ? pending : current}
          onChange={(event) => send({ type: 'status.choose', statusCode: event.currentTarget.value })}
          data={moveOptions(current, statuses, label)}
          disabled={updating}
          style={{ flex: 1 }}
        />
        <AppButton
          primary={false}
          variant="filled"
          // Kept enabled behind the dialog: a disabled button loses the focus, which the dialog returns on close.
          disabled={!snapshot.hasTag('updatable')}
          onClick={() => send({ type: 'status.update' })}
        >
          {updating ? 'Updating...' : 'Update status'}
        </AppButton>
      </Group>
      <TextInput
        label="Note (optional)"
        size="xs"
        value={note}
        maxLength={500}
        onChange={(event) => send({ type: 'note.change', note: event.currentTarget.value })}
        disabled={updating}
      />
      {snapshot.hasTag('confirmDialog') || snapshot.hasTag('offerGate') ? null : emailField}
      {canWithdraw(current, statuses) ? (
        <Button
          variant="subtle"
          size="compact-xs"
          color="gray"
          style={{ alignSelf: 'flex-start' }}
          disabled={updating}
          onClick={() => send({ type: 'withdraw.record' })}
        >
          Record withdrawal
        </Button>
      ) : null}
      <MoveConfirmDialog
        opened={snapshot.hasTag('confirmDialog')}
        title="Move applicant?"
        text={`${applicant.name} will be moved to “${label(confirmTarget)}”. This may lock further transitions.`}
        target={confirmTarget}
        busy={updating}
        reasons={reasons}
        context={snapshot.context}
        send={send}
        extra={emailField}
      />
      <OfferGateDialog
        opened={snapshot.hasTag('offerGate')}
        applicantName={applicant.name}
        canOverride={snapshot.context.canOverrideOffer}
        reason={snapshot.context.overrideReason}
        busy={updating}
        send={send}
        extra={emailField}
      />
    </Stack>
  );
}

/**
 * The "Move to" options: the allowed statuses, the current one first. A status not in the list is not one of
 * them (docs/requirements.md#status-not-in-list offers the first two): it is shown, as the select's value,
 * but cannot be chosen.
 */
function moveOptions(
  current: string,
  statuses: readonly ApplicationStatus[],
  label: (code: string) => string,
) {
  const choices = statusChoices(current, statuses).map((code) => ({ value: code, label: label(code) }));
  return choices.some((choice) => choice.value === current)
    ? choices
    : [{ value: current, label: label(current), disabled: true }, ...choices];
}
