// "Undo move" on the card of an applicant whose latest move this recruiter made (docs/decisions/0023), driven
// by moveUndoMachine: offered until the window the server gave closes, busy while the undo is saved, and the
// reason when it was not. Nothing at all once the window has closed quietly.
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { BoardApplication } from '#contracts/recruiter.ts';
import { moveUndoMachine, type UndoRequest } from '#machines/move-undo.machine.ts';
import { useAppMachine } from '#src/lib/use-app-machine.ts';
import { clockTime } from './board-rules';

export interface UndoMoveProps {
  applicant: Pick<BoardApplication, 'id' | 'undoableMove'>;
  /** Saves the undo; resolves with the applicant as the server now has them. */
  undo: (request: UndoRequest) => Promise<BoardApplication>;
  /** The move was taken back: the board shows the applicant as the server answered. */
  onUndone: (applicant: BoardApplication) => void;
}

export function UndoMove({ applicant, undo, onUndone }: UndoMoveProps) {
  const move = applicant.undoableMove;
  if (!move) return null;
  // A new move is a new offer, with a window of its own.
  return (
    <UndoOffer
      key={move.historyId}
      request={{ applicationId: applicant.id, historyId: move.historyId }}
      until={move.until}
      undo={undo}
      onUndone={onUndone}
    />
  );
}

function UndoOffer({
  request,
  until,
  undo,
  onUndone,
}: Pick<UndoMoveProps, 'undo' | 'onUndone'> & { request: UndoRequest; until: string }) {
  // The board hears of the undo from the call itself: the card leaves the tab as the applicant moves back.
  const [machine] = useState(() =>
    moveUndoMachine.provide({
      actors: {
        undoMove: fromPromise(async ({ input }: { input: UndoRequest }) => {
          onUndone(await undo(input));
        }),
      },
    }),
  );
  const [snapshot, send] = useAppMachine(machine, {
    input: { ...request, windowMs: Date.parse(until) - Date.now() },
  });
  const { problem } = snapshot.context;
  return (
    <>
      {snapshot.hasTag('offered') ? (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            loading={snapshot.hasTag('busy')}
            onClick={() => send({ type: 'undo.request' })}
          >
            Undo move
          </Button>
          <Text size="xs" c="dimmed">
            until <time dateTime={until}>{clockTime(until)}</time>
          </Text>
        </Group>
      ) : null}
      {problem ? (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      ) : null}
    </>
  );
}
