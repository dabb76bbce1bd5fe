// The offer dialog (docs/decisions/0058): why "Offer Released" waits for a scorecard that says yes, and, for
// an admin, "Release offer anyway" with the reason it is recorded with. Cancel and Escape go back to the card.
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { OFFER_OVERRIDE_REASON_MAX } from '#contracts/scorecards.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';

export const OFFER_GATE_TITLE = 'An offer needs a yes scorecard';
export const OVERRIDE_REASON_LABEL = 'Why release the offer without one?';

export type OfferGateEvent =
  | { type: 'override.explain'; reason: string }
  | { type: 'override.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'confirm.dismiss' };

export interface OfferGateDialogProps {
  opened: boolean;
  applicantName: string;
  /** The viewer is an admin, who may release it anyway. */
  canOverride: boolean;
  /** The reason typed so far. */
  reason: string;
  /** The override is being saved. */
  busy: boolean;
  send: (event: OfferGateEvent) => void;
  /** Below the reason: "E-mail the candidate". */
  extra?: ReactNode;
}

export function OfferGateDialog({
  opened,
  applicantName,
  canOverride,
  reason,
  busy,
  send,
  extra,
}: OfferGateDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => send({ type: 'confirm.dismiss' })}
      title={OFFER_GATE_TITLE}
      centered
    >
      <Text>
        “Offer Released” needs at least one submitted scorecard that recommends yes or strong yes. No
        interviewer has submitted one for {applicantName} yet.
      </Text>
      {canOverride ? (
        <Textarea
          mt="md"
          label={OVERRIDE_REASON_LABEL}
          description="Recorded with your name; the candidate does not see it."
          required
          // Not autosize: it measures a window the test DOM does not have, and two lines are room enough.
          rows={2}
          maxLength={OFFER_OVERRIDE_REASON_MAX}
          value={reason}
          disabled={busy}
          onChange={(event) => send({ type: 'override.explain', reason: event.currentTarget.value })}
        />
      ) : (
        <Text mt="sm" c="dimmed" size="sm">
          Ask the interviewers to submit their scorecards, or an admin to release the offer.
        </Text>
      )}
      {canOverride ? extra : null}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => send({ type: 'confirm.cancel' })} disabled={busy}>
          Cancel
        </Button>
        {canOverride ? (
          <AppButton
            primary={false}
            variant="filled"
            color="red"
            loading={busy}
            disabled={reason.trim() === ''}
            onClick={() => send({ type: 'override.accept' })}
          >
            Release offer anyway
          </AppButton>
        ) : null}
      </Group>
    </Modal>
  );
}
