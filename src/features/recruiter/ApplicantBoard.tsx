// View 2, the board for one career (SPEC §2): sticky header with search, the applicants panel (280 px),
// status tabs with counts and, per tab, the applicants in that status newest first with their controls.
import { Anchor, Box, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { ApplicationStatus } from '../../../contracts/application-status';
import type { BoardApplication, CareerApplications } from '../../../contracts/recruiter';
import { statusLabel } from '../../../machines/applicant-pipeline';
import { ApplicantDataActions } from './ApplicantDataActions';
import { ApplicantHistory } from './ApplicantHistory';
import { ApplicantStatusControls } from './ApplicantStatusControls';
import { countByStatus, formatDate, locationText, newestFirst, searchApplicants } from './board-rules';
import { ResumeLink } from './ResumeLink';
import { moveApplicant } from './recruiter-api';
import { StatusTabs } from './StatusTabs';
import { VirtualStack } from './VirtualStack';

export const BOARD_MIN_WIDTH = 1280;
export const PANEL_WIDTH = 280;

export interface ApplicantBoardProps {
  board: CareerApplications;
  statuses: readonly ApplicationStatus[];
  /** Where Back goes (the careers list this board was opened from). */
  backTo: string;
  /** Admins may export and erase an applicant's personal data from the card. */
  canManageData?: boolean;
}

export function ApplicantBoard({ board, statuses, backTo, canManageData = false }: ApplicantBoardProps) {
  const [applicants, setApplicants] = useState<BoardApplication[]>(() => newestFirst(board.applications));
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  const found = useMemo(() => searchApplicants(applicants, query), [applicants, query]);
  const counts = useMemo(() => countByStatus(found), [found]);
  const tabStatus = statuses[selected];
  const inTab = useMemo(
    () => found.filter((applicant) => applicant.status.statusCode === tabStatus?.statusCode),
    [found, tabStatus],
  );

  // A saved move changes the applicant here at once: lists, counts and badges follow.
  const onMoved = useCallback(
    (id: number, statusCode: string) =>
      setApplicants((list) =>
        list.map((a) =>
          a.id === id ? { ...a, status: { statusCode, label: statusLabel(statusCode, statuses) } } : a,
        ),
      ),
    [statuses],
  );

  // An erased applicant leaves the board; the focus, which was in their card, goes to the tab panel.
  const onErased = useCallback((id: number) => {
    setApplicants((list) => list.filter((a) => a.id !== id));
    requestAnimationFrame(() => panelRef.current?.focus());
  }, []);

  return (
    <Box style={{ overflowX: 'auto' }}>
      <Box miw={BOARD_MIN_WIDTH}>
        <Group
          pos="sticky"
          top={0}
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
              <Text size="sm">No applicants yet.</Text>
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
              statuses={statuses}
              counts={counts}
              selected={selected}
              onSelect={setSelected}
              panelId={panelId}
            />
            <Box
              id={panelId}
              ref={panelRef}
              role="tabpanel"
              tabIndex={-1}
              aria-labelledby={`status-tab-${tabStatus?.statusCode}`}
              mt="md"
            >
              {inTab.length === 0 ? (
                <Text py="lg">No applicants in “{tabStatus?.label ?? ''}”.</Text>
              ) : (
                <VirtualStack
                  label={`Applicants in ${tabStatus?.label ?? ''}`}
                  items={inTab}
                  getKey={(a) => a.id}
                  estimateSize={220}
                  height="calc(100vh - 220px)"
                  renderItem={(applicant) => (
                    <ApplicantCard
                      applicant={applicant}
                      statuses={statuses}
                      onMoved={onMoved}
                      onErased={canManageData ? onErased : undefined}
                    />
                  )}
                />
              )}
            </Box>
          </Box>
        </Group>
      </Box>
    </Box>
  );
}

function ApplicantSummary({ applicant }: { applicant: BoardApplication }) {
  return (
    <Stack gap={2} py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <Text fw={600} size="sm">
        {applicant.name}
      </Text>
      <Text size="xs">{applicant.status.label}</Text>
      <Text size="xs" c="dimmed">
        Applied {formatDate(applicant.appliedAt)}
      </Text>
      {applicant.mobile ? (
        <Anchor href={`tel:${applicant.mobile.replace(/[^\d+]/g, '')}`} size="xs">
          {applicant.mobile}
        </Anchor>
      ) : null}
      {locationText(applicant) ? <Text size="xs">{locationText(applicant)}</Text> : null}
      <ResumeLink applicationId={applicant.id} filename={applicant.resumeFilename} />
    </Stack>
  );
}

interface ApplicantCardProps {
  applicant: BoardApplication;
  statuses: readonly ApplicationStatus[];
  onMoved: (id: number, statusCode: string) => void;
  /** Given to admins only: the card then offers Export data and Erase applicant. */
  onErased?: ((id: number) => void) | undefined;
}

function ApplicantCard({ applicant, statuses, onMoved, onErased }: ApplicantCardProps) {
  const [showHistory, setShowHistory] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" mb="sm" component="article" aria-label={applicant.name}>
      <Group align="flex-start" justify="space-between" wrap="nowrap" gap="lg">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700}>{applicant.name}</Text>
          <Anchor href={`mailto:${applicant.email}`} size="sm">
            {applicant.email}
          </Anchor>
          {applicant.mobile ? (
            <Anchor href={`tel:${applicant.mobile.replace(/[^\d+]/g, '')}`} size="sm">
              {applicant.mobile}
            </Anchor>
          ) : null}
          <Text size="sm" c="dimmed">
            {[locationText(applicant), `Applied ${formatDate(applicant.appliedAt)}`]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <ResumeLink applicationId={applicant.id} filename={applicant.resumeFilename} />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setShowHistory((open) => !open)}
            aria-expanded={showHistory}
          >
            {showHistory ? 'Hide history' : 'History'}
          </Anchor>
          {onErased ? <ApplicantDataActions applicant={applicant} onErased={onErased} /> : null}
        </Stack>
        <Box w={360} miw={360}>
          <ApplicantStatusControls
            applicant={applicant}
            statuses={statuses}
            move={moveApplicant}
            onMoved={onMoved}
          />
        </Box>
      </Group>
      {showHistory ? (
        <Box mt="md">
          <ApplicantHistory
            applicationId={applicant.id}
            statuses={statuses}
            currentStatus={applicant.status.statusCode}
          />
        </Box>
      ) : null}
    </Card>
  );
}
