// Above the tab panel, what the last move made from a card did (the card itself has left the tab): where the
// applicant now is, said politely, and "Undo move" while the recruiter who made it may take it back.
import { Group, Text } from '@mantine/core';
import type { BoardApplication } from '#contracts/recruiter.ts';
import { undoMove } from './recruiter-api';
import { UndoMove } from './undo-move';

export interface LastMove {
  id: number;
  name: string;
  /** The label of the status the applicant is now in. */
  statusLabel: string;
  undoableMove: BoardApplication['undoableMove'];
}

export interface LastMoveNoticeProps {
  move: LastMove | null;
  /** The move was taken back from here: the board shows the applicant as the server answered. */
  onUndone: (back: BoardApplication) => void;
}

export function LastMoveNotice({ move, onUndone }: LastMoveNoticeProps) {
  return (
    <Group gap="sm" mt={move ? 'sm' : 0}>
      {/* Always in the page, so that a screen reader is listening before the first move. */}
      <Text size="sm" role="status">
        {move ? `${move.name} is now in “${move.statusLabel}”.` : ''}
      </Text>
      {move ? (
        <UndoMove
          applicant={{ id: move.id, undoableMove: move.undoableMove ?? null }}
          undo={undoMove}
          onUndone={onUndone}
        />
      ) : null}
    </Group>
  );
}
