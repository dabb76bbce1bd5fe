// View 2, the board for one career (docs/requirements.md#recruiter-board): sticky header with search, the
// applicants panel (280 px), status tabs with counts and, per tab, the applicants in that status newest first
// with their controls, selectable for a bulk move where the tab's status leads somewhere
// (tab-applicants.tsx). A career can have thousands of applicants: the search and the tab panel render as
// deferred (interruptible) updates, so keys and tab changes answer at once, and one pass groups the found
// applicants by status.
// For boards of hundreds (issue 61.5, docs/decisions/0051): every status in a menu beside the tabs, a compact
// list view with sortable columns beside the cards (remembered per recruiter on the server), a panel that
// selects the applicant rather than repeating the card, and the keyboard first: the panel and the list are
// one tab stop each, and "/", "j", "k", "m" and "?" are shortcuts (board-shortcuts.tsx).
import '@mantine/core/styles/VisuallyHidden.css';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  SegmentedControl,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ApplicationStatus } from '#contracts/application-status.ts';
import {
  type ApplicantChange,
  type BoardApplication,
  type CareerApplications,
  changeOf,
} from '#contracts/recruiter.ts';
import type { RejectionReason } from '#contracts/rejection-reasons.ts';
import {
  type BoardPreferences,
  type BoardPreferencesUpdate,
  type BoardSort,
  type BoardView,
  DEFAULT_BOARD_SORT,
  DEFAULT_BOARD_VIEW,
} from '#contracts/staff-preferences.ts';
import type { StageMailOffers } from '#contracts/stage-mail-templates.ts';
import { statusChoices, statusLabel } from '#machines/applicant-pipeline.ts';
import { ApplicantCard, cardId } from './applicant-card';
import { ApplicantListbox, type SelectHow } from './applicant-listbox';
import { ApplicantTable, LIST_GRID_ID } from './applicant-table';
import {
  boardTabs,
  countGroups,
  emptyPanelText,
  groupByStatus,
  newestFirst,
  OTHER_STATUSES_TAB,
  searchAnnouncement,
  searchApplicants,
  sortApplicants,
} from './board-rules';
import { type BoardShortcut, ShortcutsHelp, useBoardShortcuts } from './board-shortcuts';
import { type LastMove, LastMoveNotice } from './last-move-notice';
import { moveApplicants, saveBoardPreferences } from './recruiter-api';
import { StatusTabs } from './status-tabs';
import { type MoveMany, TabApplicants } from './tab-applicants';

const NO_APPLICANTS: readonly BoardApplication[] = [];
const NO_REASONS: readonly RejectionReason[] = [];
const DEFAULT_PREFERENCES: BoardPreferences = {
  boardView: DEFAULT_BOARD_VIEW,
  boardSort: DEFAULT_BOARD_SORT,
};
const saveQuietly = (change: BoardPreferencesUpdate) =>
  // The view changes at once either way; a preference that could not be saved is only not remembered.
  saveBoardPreferences(change).catch((error: unknown) =>
    console.warn('Could not remember the board preference.', error),
  );

/** Where the focus goes once an applicant is selected. */
type FocusTo = 'none' | 'main' | 'card' | 'move';

export const BOARD_MIN_WIDTH = 1280;
export const PANEL_WIDTH = 280;

export interface ApplicantBoardProps {
  board: CareerApplications;
  statuses: readonly ApplicationStatus[];
  /** Where Back goes (the careers list this board was opened from). */
  backTo: string;
  /** Admins may export and erase an applicant's personal data from the card. */
  canManageData?: boolean;
  /** The reasons a rejection can be given. @default none (rejections go without, as in the requirements) */
  reasons?: readonly RejectionReason[];
  /** Saves a bulk move. @default the server's bulk move */
  moveMany?: MoveMany;
  /** What a move can e-mail the candidate. @default nothing (moves send no e-mail, as in the requirements) */
  stageMails?: StageMailOffers | undefined;
  /** The recruiter's remembered view and list sort. @default cards, newest first */
  preferences?: BoardPreferences | undefined;
  /** Remembers a changed view or sort. @default the server's PUT of the board preferences */
  savePreferences?: (change: BoardPreferencesUpdate) => unknown;
}

/**
 * Focuses the element `id` (or what `selector` finds inside it) once it is shown: a selection may first
 * change the tab (a deferred render) and scroll a virtualised list, so it is looked for over a few frames.
 */
function focusWhenShown(id: string, selector?: string, frames = 30) {
  const element = document.getElementById(id);
  const target = selector ? element?.querySelector<HTMLElement>(selector) : element;
  if (target) {
    target.focus({ preventScroll: false });
    target.scrollIntoView?.({ block: 'nearest' });
    return;
  }
  if (frames > 0) requestAnimationFrame(() => focusWhenShown(id, selector, frames - 1));
}

/** Once the card that had the focus has left, the focus goes to `panel` rather than to the page's start. */
function focusPanelIfLost(panel: HTMLElement | null) {
  // Two frames: the card leaves in the render the move causes, and a closing dialog hands the focus back first.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || !focused.isConnected) panel?.focus();
    }),
  );
}

export function ApplicantBoard({
  board,
  statuses,
  backTo,
  canManageData = false,
  reasons = NO_REASONS,
  moveMany = moveApplicants,
  stageMails,
  preferences = DEFAULT_PREFERENCES,
  savePreferences = saveQuietly,
}: ApplicantBoardProps) {
  const mailOptions = useMemo(
    () => (stageMails?.templates.length ? { ...stageMails, jobTitle: board.career.title } : undefined),
    [stageMails, board.career.title],
  );
  const [applicants, setApplicants] = useState<BoardApplication[]>(() => newestFirst(board.applications));
  const [query, setQuery] = useState('');
  const [chosenTab, setSelected] = useState(0);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [view, setView] = useState<BoardView>(preferences.boardView);
  const [sort, setSort] = useState<BoardSort>(preferences.boardSort);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  // What a shortcut could not do, said politely.
  const [said, setSaid] = useState('');

  // The field shows every key at once; the lists follow with the latest query React has time for.
  const searched = useDeferredValue(query);
  // The statuses, and "Other" while someone's status is not among them
  // (docs/requirements.md#status-not-in-list).
  const tabs = useMemo(() => boardTabs(statuses, applicants), [statuses, applicants]);
  const selected = Math.min(chosenTab, tabs.length - 1);
  const found = useMemo(() => searchApplicants(applicants, searched), [applicants, searched]);
  const byStatus = useMemo(() => groupByStatus(found, tabs), [found, tabs]);
  const counts = useMemo(() => countGroups(byStatus), [byStatus]);
  // The tab is selected at once; its panel (new cards to mount) renders right after, interruptibly.
  const tabStatus = useDeferredValue(tabs[selected]);
  const inTab = byStatus.get(tabStatus?.statusCode ?? '') ?? NO_APPLICANTS;
  // The list view's order (the cards stay newest first, as the requirements say).
  const listed = useMemo(() => (view === 'list' ? sortApplicants(inTab, sort) : inTab), [view, inTab, sort]);
  const selectedApplicant = useMemo(
    () => (selectedId === null ? undefined : applicants.find((a) => a.id === selectedId)),
    [applicants, selectedId],
  );

  const [lastMove, setLastMove] = useState<LastMove | null>(null);
  // The applicants as last rendered, for the notice's name and old status (a callback must not wait on state).
  const shown = useRef(applicants);
  useEffect(() => {
    shown.current = applicants;
  }, [applicants]);

  // A saved move (or undo) changes the applicant here at once: lists, counts and badges follow, and the
  // e-mail and undo it left (or a stopped e-mail's absence) when the change says.
  const onMoved = useCallback(
    (id: number, statusCode: string, change: ApplicantChange = {}) =>
      setApplicants((list) =>
        list.map((a) =>
          a.id === id
            ? { ...a, status: { statusCode, label: statusLabel(statusCode, statuses) }, ...change }
            : a,
        ),
      ),
    [statuses],
  );

  // A card's own move or undo takes the applicant out of the tab, and the focus with them: it goes to the
  // tab panel, and the notice above it says where the applicant now is, with the undo (a bulk move's bar
  // says it for its own).
  const onCardMoved = useCallback(
    (id: number, statusCode: string, change: ApplicantChange = {}) => {
      const before = shown.current.find((a) => a.id === id);
      onMoved(id, statusCode, change);
      if (!before || before.status.statusCode === statusCode) return;
      setLastMove({
        id,
        name: before.name,
        statusLabel: statusLabel(statusCode, statuses),
        undoableMove: change.undoableMove ?? null,
      });
      focusPanelIfLost(panelRef.current);
    },
    [onMoved, statuses],
  );

  // An erased applicant leaves the board; the focus, which was in their card, goes to the tab panel.
  const onErased = useCallback((id: number) => {
    setApplicants((list) => list.filter((a) => a.id !== id));
    requestAnimationFrame(() => panelRef.current?.focus());
  }, []);

  /** Selects applicant `id`: their status's tab opens (the window follows) and their card or row scrolls
   * into view; the focus goes where `focus` says. */
  const selectApplicant = useCallback(
    (id: number, focus: FocusTo) => {
      const applicant = applicants.find((a) => a.id === id);
      if (!applicant) return;
      const tabIndex = tabs.findIndex((tab) => tab.statusCode === applicant.status.statusCode);
      setSelected(tabIndex >= 0 ? tabIndex : tabs.indexOf(OTHER_STATUSES_TAB));
      setSelectedId(id);
      setSaid('');
      if (focus === 'main') {
        if (view === 'list') focusWhenShown(LIST_GRID_ID);
        else focusWhenShown(cardId(id));
      } else if (focus === 'card') focusWhenShown(cardId(id));
      else if (focus === 'move') focusWhenShown(cardId(id), 'select');
    },
    [applicants, tabs, view],
  );

  const onPanelSelect = useCallback(
    (id: number, how: SelectHow) => selectApplicant(id, how === 'choose' ? 'main' : 'none'),
    [selectApplicant],
  );
  const onRowSelect = useCallback(
    (id: number, how: SelectHow) => selectApplicant(id, how === 'choose' ? 'card' : 'none'),
    [selectApplicant],
  );

  const runShortcut = (shortcut: BoardShortcut) => {
    if (shortcut === 'help') {
      setHelpOpen(true);
      return;
    }
    if (shortcut === 'search') {
      searchRef.current?.focus();
      searchRef.current?.select();
      return;
    }
    const at = selectedId === null ? -1 : listed.findIndex((a) => a.id === selectedId);
    if (shortcut === 'next' || shortcut === 'previous') {
      if (listed.length === 0) return;
      const step = shortcut === 'next' ? 1 : -1;
      const to =
        at < 0 ? (step > 0 ? 0 : listed.length - 1) : Math.min(Math.max(0, at + step), listed.length - 1);
      const next = listed[to];
      if (next) selectApplicant(next.id, view === 'list' ? 'none' : 'card');
      if (next && view === 'list') focusWhenShown(LIST_GRID_ID);
      return;
    }
    // "m": the selected applicant's "Move to" (the first in the tab when none is selected here).
    const target = at >= 0 ? listed[at] : (selectedApplicant ?? listed[0]);
    if (!target) return;
    const movable = statusChoices(target.status.statusCode, statuses).some(
      (code) => code !== target.status.statusCode,
    );
    if (movable) selectApplicant(target.id, 'move');
    else {
      selectApplicant(target.id, 'card');
      setSaid(`${target.name} cannot be moved from “${target.status.label}”.`);
    }
  };
  useBoardShortcuts(runShortcut);

  const changeView = (next: string) => {
    const chosen: BoardView = next === 'list' ? 'list' : 'cards';
    if (chosen === view) return;
    setView(chosen);
    savePreferences({ boardView: chosen });
  };
  const changeSort = (next: BoardSort) => {
    setSort(next);
    savePreferences({ boardSort: next });
  };
  const selectedInTab = selectedId === null ? undefined : listed.find((a) => a.id === selectedId);

  return (
    // No scrolling box of its own around the board: a narrow window scrolls the page sideways, and the
    // header sticks to the page's scrolling, just below the fixed site header.
    <Box miw={BOARD_MIN_WIDTH}>
      <Group
        pos="sticky"
        top="var(--site-header-height)"
        bg="white"
        px="lg"
        py="sm"
        justify="space-between"
        style={{ zIndex: 5, borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="sm">
          <Button component={Link} to={backTo} variant="subtle" leftSection={<span aria-hidden>←</span>}>
            Back
          </Button>
          <Title order={1} size="h3">
            {board.career.title}
          </Title>
          <Text c="dimmed" size="sm">
            {board.career.jobId}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <TextInput
            ref={searchRef}
            aria-label="Search applicants"
            placeholder="Search applicants"
            aria-keyshortcuts="/"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            w={320}
          />
          <SegmentedControl
            aria-label="View"
            value={view}
            onChange={changeView}
            data={[
              { value: 'cards', label: 'Cards' },
              { value: 'list', label: 'List' },
            ]}
          />
          <Tooltip label="Keyboard shortcuts (?)">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Keyboard shortcuts"
              aria-keyshortcuts="?"
              onClick={() => setHelpOpen(true)}
            >
              <span aria-hidden>?</span>
            </ActionIcon>
          </Tooltip>
        </Group>
        {/* Screen readers hear how many match once the lists have followed the search. */}
        <VisuallyHidden role="status">{searchAnnouncement(found.length, searched)}</VisuallyHidden>
        <VisuallyHidden role="status">{said}</VisuallyHidden>
      </Group>
      <ShortcutsHelp opened={helpOpen} onClose={() => setHelpOpen(false)} />

      <Group align="flex-start" gap={0} wrap="nowrap">
        <Box
          component="aside"
          w={PANEL_WIDTH}
          miw={PANEL_WIDTH}
          p="md"
          style={{ borderRight: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Title order={2} size="h5" mb="sm">
            Applicants ({found.length})
          </Title>
          {found.length === 0 ? (
            <Text size="sm">{emptyPanelText(applicants.length, searched)}</Text>
          ) : (
            <ApplicantListbox
              applicants={found}
              selectedId={selectedId}
              onSelect={onPanelSelect}
              height="calc(100vh - 180px)"
            />
          )}
        </Box>

        <Box p="md" style={{ flex: 1, minWidth: 0 }}>
          <StatusTabs
            statuses={tabs}
            counts={counts}
            selected={selected}
            onSelect={setSelected}
            panelId={panelId}
          />
          <LastMoveNotice
            move={lastMove}
            onUndone={(back) => onCardMoved(back.id, back.status.statusCode, changeOf(back))}
          />
          <Box
            id={panelId}
            ref={panelRef}
            role="tabpanel"
            tabIndex={-1}
            aria-labelledby={`status-tab-${tabStatus?.statusCode}`}
            mt="md"
          >
            {tabStatus && view === 'list' ? (
              inTab.length === 0 ? (
                <Text py="lg">No applicants in “{tabStatus.label}”.</Text>
              ) : (
                <>
                  <ApplicantTable
                    applicants={listed}
                    label={`Applicants in ${tabStatus.label}`}
                    sort={sort}
                    onSort={changeSort}
                    selectedId={selectedId}
                    onSelect={onRowSelect}
                    height="min(40vh, 480px)"
                  />
                  <Box mt="md">
                    {selectedInTab ? (
                      <ApplicantCard
                        applicant={selectedInTab}
                        statuses={statuses}
                        reasons={reasons}
                        onMoved={onCardMoved}
                        onErased={canManageData ? onErased : undefined}
                        stageMails={mailOptions}
                        current
                      />
                    ) : (
                      <Text c="gray.7" size="sm">
                        Select an applicant in the list to see their card.
                      </Text>
                    )}
                  </Box>
                </>
              )
            ) : tabStatus ? (
              // Keyed by the tab: a selection belongs to one tab and starts empty in the next.
              <TabApplicants
                key={tabStatus.statusCode}
                tab={tabStatus}
                applicants={inTab}
                statuses={statuses}
                reasons={reasons}
                onMoved={onCardMoved}
                onBulkMoved={onMoved}
                onErased={canManageData ? onErased : undefined}
                moveMany={moveMany}
                stageMails={mailOptions}
                currentId={selectedId}
              />
            ) : null}
          </Box>
        </Box>
      </Group>
    </Box>
  );
}
