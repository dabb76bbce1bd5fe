// The "Move applicant?" dialog (docs/requirements.md#move-confirmation), for one card's move and a bulk move
// alike: who moves where and that it may lock further transitions, a rejection's reason below the text
// (docs/decisions/0020), Cancel and "Move to {CODE}", which stays disabled until the reason is given and
// shows the move being saved.
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RejectionReason } from '#contracts/rejection-reasons.ts';
import { REJECTED_STATUS } from '#machines/applicant-pipeline.ts';
import { type ReasonContext, reasonGiven } from '#machines/rejection-reason.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import { RejectionReasonFields } from './rejection-reason-fields';

/** What the dialog tells its machine: both move machines take these. */
export type MoveDialogEvent =
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'confirm.dismiss' }
  | { type: 'reason.choose'; reasonId: number }
  | { type: 'reason.explain'; note: string };

export interface MoveConfirmDialogProps {
  opened: boolean;
  title: string;
  /** Who moves where, and that it may lock further transitions. */
  text: string;
  /** The status code of the move. */
  target: string;
  /** The move is being saved. */
  busy: boolean;
  /** The reasons the list offers (labels and all); the machine's context holds the choice. */
  reasons: readonly RejectionReason[];
  context: ReasonContext;
  send: (event: MoveDialogEvent) => void;
  /** Below the dialog's text and the reason, above the buttons: "E-mail the candidate" (decision 0021). */
  extra?: ReactNode;
}

export function MoveConfirmDialog({
  opened,
  title,
  text,
  target,
  busy,
  reasons,
  context,
  send,
  extra,
}: MoveConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={() => send({ type: 'confirm.dismiss' })} title={title} centered>
      <Text>{text}</Text>
      {target === REJECTED_STATUS && reasons.length ? (
        <RejectionReasonFields
          reasons={reasons}
          reasonId={context.reasonId}
          note={context.note}
          disabled={busy}
          onReason={(id) => send({ type: 'reason.choose', reasonId: id })}
          onNote={(note) => send({ type: 'reason.explain', note })}
        />
      ) : null}
      {extra}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => send({ type: 'confirm.cancel' })} disabled={busy}>
          Cancel
        </Button>
        <AppButton
          primary={false}
          variant="filled"
          color="red"
          loading={busy}
          disabled={!reasonGiven(target, context)}
          onClick={() => send({ type: 'confirm.accept' })}
        >
          Move to {target}
        </AppButton>
      </Group>
    </Modal>
  );
}
