// View 2, the board for one career (docs/requirements.md#recruiter-board): sticky header with search, the
// applicants panel (280 px), status tabs with counts and, per tab, the applicants in that status newest first
// with their controls, selectable for a bulk move where the tab's status leads somewhere
// (tab-applicants.tsx). A career can have thousands of applicants: the search and the tab panel render as
// deferred (interruptible) updates, so keys and tab changes answer at once, and one pass groups the found
// applicants by status.
import '@mantine/core/styles/VisuallyHidden.css';
import { Box, Button, Group, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
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
import type { StageMailOffers } from '#contracts/stage-mail-templates.ts';
import { statusLabel } from '#machines/applicant-pipeline.ts';
import { ApplicantSummary } from './applicant-summary';
import {
  boardTabs,
  countGroups,
  emptyPanelText,
  groupByStatus,
  newestFirst,
  searchAnnouncement,
  searchApplicants,
} from './board-rules';
import { type LastMove, LastMoveNotice } from './last-move-notice';
import { moveApplicants } from './recruiter-api';
import { StatusTabs } from './status-tabs';
import { type MoveMany, TabApplicants } from './tab-applicants';
import { VirtualStack } from './virtual-stack';

const NO_APPLICANTS: readonly BoardApplication[] = [];
const NO_REASONS: readonly RejectionReason[] = [];

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
        <TextInput
          aria-label="Search applicants"
          placeholder="Search applicants"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          w={320}
        />
        {/* Screen readers hear how many match once the lists have followed the search. */}
        <VisuallyHidden role="status">{searchAnnouncement(found.length, searched)}</VisuallyHidden>
      </Group>

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
            <VirtualStack
              label="Applicants"
              items={found}
              getKey={(a) => a.id}
              estimateSize={132}
              height="calc(100vh - 180px)"
              renderItem={(applicant) => <ApplicantSummary applicant={applicant} />}
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
            {tabStatus ? (
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
              />
            ) : null}
          </Box>
        </Box>
      </Group>
    </Box>
  );
}
