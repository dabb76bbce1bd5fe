// The applicants of one status tab, newest first. Where the tab's status leads somewhere, each card has a
// checkbox and the bulk-move bar sits above them (bulkMoveMachine): shift-click selects a range, the bar
// selects all, and the chosen status moves everyone selected at once.
import { Text } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { ApplicationStatus } from '#contracts/application-status.ts';
import { type BoardApplication, type BulkMoveResult, changeOf } from '#contracts/recruiter.ts';
import type { RejectionReason } from '#contracts/rejection-reasons.ts';
import { statusChoices } from '#machines/applicant-pipeline.ts';
import { type BulkMoveRequest, bulkMoveMachine } from '#machines/bulk-move.machine.ts';
import { useAppMachine } from '#src/lib/use-app-machine.ts';
import { ApplicantCard, type ApplicantCardProps } from './applicant-card';
import { BulkMoveBar } from './bulk-move-bar';
import type { StageMailOptions } from './email-candidate-field';
import { VirtualStack } from './virtual-stack';

export type MoveMany = (request: BulkMoveRequest) => Promise<BulkMoveResult>;

export interface TabApplicantsProps {
  tab: ApplicationStatus;
  applicants: readonly BoardApplication[];
  statuses: readonly ApplicationStatus[];
  reasons: readonly RejectionReason[];
  /** A card's own move, undo or stopped e-mail. */
  onMoved: ApplicantCardProps['onMoved'];
  /** Each applicant a bulk move moved (the bar announces the move). */
  onBulkMoved: ApplicantCardProps['onMoved'];
  onErased?: ((id: number) => void) | undefined;
  moveMany: MoveMany;
  stageMails?: StageMailOptions | undefined;
  /** The applicant selected on the board: their card is marked and scrolled into view. */
  currentId?: number | null | undefined;
}

/** The statuses everyone in the tab may move to: the tab's own choices (one status, one row of the choices
 * table, docs/requirements.md#status-choices). */
const targetsOf = (tab: ApplicationStatus, statuses: readonly ApplicationStatus[]) =>
  statusChoices(tab.statusCode, statuses).filter((code) => code !== tab.statusCode);

export function TabApplicants(props: TabApplicantsProps) {
  const targets = useMemo(() => targetsOf(props.tab, props.statuses), [props.tab, props.statuses]);
  return targets.length ? (
    <SelectableApplicants {...props} targets={targets} />
  ) : (
    <ApplicantList
      tab={props.tab}
      applicants={props.applicants}
      currentId={props.currentId}
      renderCard={(applicant) => (
        <ApplicantCard
          applicant={applicant}
          statuses={props.statuses}
          reasons={props.reasons}
          onMoved={props.onMoved}
          onErased={props.onErased}
          stageMails={props.stageMails}
          current={applicant.id === props.currentId}
        />
      )}
    />
  );
}

function SelectableApplicants({
  tab,
  applicants,
  statuses,
  reasons,
  onMoved,
  onBulkMoved,
  onErased,
  moveMany,
  stageMails,
  targets,
  currentId,
}: TabApplicantsProps & { targets: string[] }) {
  const ids = useMemo(() => applicants.map((a) => a.id), [applicants]);
  // Made once per tab (the board keys this by the tab), with the board's stable callbacks.
  const [machine] = useState(() =>
    bulkMoveMachine.provide({
      actors: {
        moveApplicants: fromPromise(async ({ input }: { input: BulkMoveRequest }) => {
          const result = await moveMany(input);
          // The board hears who moved (with the e-mail each move queued) from the call itself.
          for (const moved of result.moved) {
            onBulkMoved(moved.id, moved.status.statusCode, changeOf(moved));
          }
          return {
            toStatusCode: input.toStatusCode,
            moved: result.moved.map((a) => a.id),
            refused: result.refused,
          };
        }),
      },
    }),
  );
  const [snapshot, send] = useAppMachine(machine, {
    input: {
      ids,
      targets,
      reasons,
      mailStatuses: stageMails?.templates.map((template) => template.statusCode) ?? [],
    },
  });
  const known = snapshot.context.ids;

  // A search or a single move changes who is in the tab: the selection keeps only those still shown.
  useEffect(() => {
    if (ids.length !== known.length || ids.some((id, i) => id !== known[i]))
      send({ type: 'applicants.change', ids });
  }, [ids, known, send]);

  const onToggleSelect = useCallback(
    (id: number, range: boolean) => send({ type: range ? 'applicant.extend' : 'applicant.toggle', id }),
    [send],
  );
  const selected = useMemo(() => new Set(snapshot.context.selected), [snapshot.context.selected]);
  const busy = snapshot.hasTag('busy');
  const nameOf = useCallback(
    (id: number) => applicants.find((a) => a.id === id)?.name ?? `Applicant ${id}`,
    [applicants],
  );

  return (
    <>
      <BulkMoveBar
        snapshot={snapshot}
        send={send}
        statuses={statuses}
        reasons={reasons}
        nameOf={nameOf}
        stageMails={stageMails}
      />
      <ApplicantList
        tab={tab}
        applicants={applicants}
        currentId={currentId}
        renderCard={(applicant) => (
          <ApplicantCard
            applicant={applicant}
            statuses={statuses}
            reasons={reasons}
            onMoved={onMoved}
            onErased={onErased}
            stageMails={stageMails}
            selected={selected.has(applicant.id)}
            selectDisabled={busy}
            onToggleSelect={onToggleSelect}
            current={applicant.id === currentId}
          />
        )}
      />
    </>
  );
}

function ApplicantList({
  tab,
  applicants,
  renderCard,
  currentId,
}: {
  tab: ApplicationStatus;
  applicants: readonly BoardApplication[];
  renderCard: (applicant: BoardApplication) => ReactNode;
  currentId?: number | null | undefined;
}) {
  if (applicants.length === 0) return <Text py="lg">No applicants in “{tab.label}”.</Text>;
  return (
    <VirtualStack
      label={`Applicants in ${tab.label}`}
      items={applicants}
      getKey={(a) => a.id}
      estimateSize={220}
      height="calc(100vh - 260px)"
      renderItem={renderCard}
      activeKey={currentId ?? undefined}
    />
  );
}
