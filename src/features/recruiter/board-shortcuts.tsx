// The board's keyboard shortcuts (issue 61.5) and the "?" dialog that lists them. A shortcut never fires
// while a field is being typed in (board-rules.ts isTypingTarget), with Ctrl, Alt or Meta held, or while a
// dialog is open over the board.
import '@mantine/core/styles/Kbd.css';
import { Kbd, Modal, Table } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { isTypingTarget } from './board-rules';

export type BoardShortcut = 'search' | 'next' | 'previous' | 'move' | 'help';

/** Every key the board answers, as the help dialog lists them. */
export const SHORTCUTS: readonly { keys: string[]; does: string }[] = [
  { keys: ['/'], does: 'Search applicants' },
  { keys: ['j'], does: 'Next applicant' },
  { keys: ['k'], does: 'Previous applicant' },
  { keys: ['m'], does: 'Move the selected applicant (opens “Move to”)' },
  { keys: ['?'], does: 'Show these shortcuts' },
  { keys: ['↑', '↓'], does: 'In the applicants list: previous or next applicant' },
  { keys: ['Home', 'End'], does: 'In the applicants list: first or last applicant' },
  { keys: ['Enter'], does: 'In the applicants list: go to the applicant’s card' },
  { keys: ['←', '→'], does: 'In the status tabs: previous or next status' },
  { keys: ['Esc'], does: 'Close a dialog or menu' },
];

const KEYS: Record<string, BoardShortcut> = {
  '/': 'search',
  j: 'next',
  k: 'previous',
  m: 'move',
  '?': 'help',
};

/** Listens on the document while the board is shown; `run` gets the shortcut pressed. */
export function useBoardShortcuts(run: (shortcut: BoardShortcut) => void) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      const shortcut = KEYS[event.key];
      if (!shortcut || isTypingTarget(event.target)) return;
      // A dialog (a move's confirmation, this help) or an open menu keeps its own keys.
      if (document.querySelector('[role="dialog"][aria-modal="true"], [role="menu"]')) return;
      event.preventDefault();
      latest.current(shortcut);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

export interface ShortcutsHelpProps {
  opened: boolean;
  onClose: () => void;
}

export function ShortcutsHelp({ opened, onClose }: ShortcutsHelpProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Keyboard shortcuts"
      size="lg"
      centered
      // Mantine's close button is an icon alone: it needs its name said.
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Key</Table.Th>
            <Table.Th scope="col">What it does</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map(({ keys, does }) => (
            <Table.Tr key={does}>
              <Table.Td>
                {keys.map((key, i) => (
                  <span key={key}>
                    {i > 0 ? ' ' : null}
                    <Kbd>{key}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{does}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
