// The bar above a status tab's applicants (bulkMoveMachine): "Select all in this tab", how many are selected,
// "Move selected to" with the statuses allowed for all of them, the move button, "Clear selection", the
// "Move applicants?" confirmation (with a rejection's reason), and the outcome of the last move, announced
// politely.
import { Box, Button, Checkbox, Group, NativeSelect, Text } from '@mantine/core';
import type { SnapshotFrom } from 'xstate';
import type { ApplicationStatus } from '#contracts/application-status.ts';
import type { RejectionReason } from '#contracts/rejection-reasons.ts';
import { statusLabel } from '#machines/applicant-pipeline.ts';
import { type BulkMoveEvent, type bulkMoveMachine, offersBulkMail } from '#machines/bulk-move.machine.ts';
import { AppButton } from '#src/components/app-button/app-button.tsx';
import {
  confirmationText,
  confirmationTitle,
  MOVE_FAILED_TEXT,
  moveButtonText,
  outcomeText,
} from './bulk-move-texts';
import { EmailCandidateField, type StageMailOptions } from './email-candidate-field';
import { MoveConfirmDialog } from './move-confirm-dialog';

export interface BulkMoveBarProps {
  snapshot: SnapshotFrom<typeof bulkMoveMachine>;
  send: (event: BulkMoveEvent) => void;
  statuses: readonly ApplicationStatus[];
  reasons: readonly RejectionReason[];
  nameOf: (applicationId: number) => string;
  /** The e-mails a move can send; none offered when absent. */
  stageMails?: StageMailOptions | undefined;
}

export function BulkMoveBar({ snapshot, send, statuses, reasons, nameOf, stageMails }: BulkMoveBarProps) {
  const { ids, selected, targets, target, outcome, failed, emailCandidate } = snapshot.context;
  const label = (code: string) => statusLabel(code, statuses);
  const busy = snapshot.hasTag('busy');
  const all = ids.length > 0 && selected.length === ids.length;
  const message = failed
    ? MOVE_FAILED_TEXT
    : outcome
      ? outcomeText(outcome, label(outcome.toStatusCode), nameOf)
      : '';

  // The subject's preview is the first selected candidate's: each gets their own name.
  const emailField =
    stageMails && target && offersBulkMail(snapshot.context) ? (
      <EmailCandidateField
        options={stageMails}
        statusCode={target}
        applicantName={nameOf(selected[0] ?? 0)}
        label="E-mail the candidates"
        checked={emailCandidate}
        disabled={busy}
        onToggle={() => send({ type: 'mail.toggle' })}
      />
    ) : null;

  return (
    <Box mb="sm">
      {ids.length ? (
        <Group gap="md" align="end" mih={60}>
          <Checkbox
            label="Select all in this tab"
            checked={all}
            indeterminate={selected.length > 0 && !all}
            disabled={busy}
            onChange={() => send({ type: all ? 'selection.clear' : 'selection.all' })}
            mb={8}
          />
          {selected.length ? (
            <>
              <Text size="sm" mb={8}>
                {selected.length} selected
              </Text>
              <NativeSelect
                label="Move selected to"
                value={target ?? ''}
                onChange={(event) => send({ type: 'target.choose', statusCode: event.currentTarget.value })}
                data={[
                  { value: '', label: 'Choose a status', disabled: true },
                  ...targets.map((code) => ({ value: code, label: label(code) })),
                ]}
                disabled={busy}
                w={200}
              />
              <AppButton
                primary={false}
                variant="filled"
                disabled={!snapshot.matches({ selecting: 'targeted' })}
                onClick={() => send({ type: 'bulk.move' })}
              >
                {busy ? 'Moving...' : moveButtonText(selected.length)}
              </AppButton>
              <Button variant="subtle" disabled={busy} onClick={() => send({ type: 'selection.clear' })}>
                Clear selection
              </Button>
            </>
          ) : null}
        </Group>
      ) : null}
      {selected.length > 0 && !snapshot.hasTag('confirmDialog') ? emailField : null}
      <div role="status">{message ? <Text mt="xs">{message}</Text> : null}</div>
      <MoveConfirmDialog
        opened={snapshot.hasTag('confirmDialog')}
        title={confirmationTitle(selected.length)}
        text={confirmationText(selected.map(nameOf), label(target ?? ''))}
        target={target ?? ''}
        busy={busy}
        reasons={reasons}
        context={snapshot.context}
        send={send}
        extra={emailField}
      />
    </Box>
  );
}
