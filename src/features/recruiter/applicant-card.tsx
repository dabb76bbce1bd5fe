// One applicant in a status tab (docs/requirements.md#applicant-card): contact details, résumé, history, and
// the "Move to" controls.
import { Anchor, Box, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import type { ApplicationStatus } from '#contracts/application-status.ts';
import { type ApplicantChange, type BoardApplication, changeOf } from '#contracts/recruiter.ts';
import type { RejectionReason } from '#contracts/rejection-reasons.ts';
import { ApplicantDataActions } from './applicant-data-actions';
import { ApplicantHistory } from './applicant-history';
import { ApplicantSource } from './applicant-source';
import { ApplicantStatusControls } from './applicant-status-controls';
import { formatDate, locationText, telHref } from './board-rules';
import { ClientAnswerBadge } from './client-answer-badge';
import type { StageMailOptions } from './email-candidate-field';
import { PendingMailNotice } from './pending-mail-notice';
import { PersonLink } from './person-link';
import { moveApplicant, undoMove } from './recruiter-api';
import { ResumeLink } from './resume-link';
import { UndoMove } from './undo-move';

export interface ApplicantCardProps {
  applicant: BoardApplication;
  statuses: readonly ApplicationStatus[];
  reasons: readonly RejectionReason[];
  /** The applicant moved (or was moved back, or their waiting e-mail changed: as `change` says). */
  onMoved: (id: number, statusCode: string, change?: ApplicantChange) => void;
  /** What a move can e-mail the candidate. */
  stageMails?: StageMailOptions | undefined;
  /** Given to admins only: the card then offers Export data and Erase applicant. */
  onErased?: ((id: number) => void) | undefined;
  /** Given where the tab offers bulk moves: the card then has a checkbox; `range` is a shift-click. */
  onToggleSelect?: ((id: number, range: boolean) => void) | undefined;
  selected?: boolean;
  selectDisabled?: boolean;
  /** The applicant selected on the board (the panel, "j"/"k", the list): marked, and where the focus goes. */
  current?: boolean;
}

/** The card's element id: the board focuses it (and its "Move to") when the applicant is selected. */
export const cardId = (applicationId: number) => `applicant-card-${applicationId}`;

/** Memoised: a search or a move elsewhere on the board leaves the cards in view as they are. */
export const ApplicantCard = memo(function ApplicantCard({
  applicant,
  statuses,
  reasons,
  onMoved,
  onErased,
  stageMails,
  onToggleSelect,
  selected = false,
  selectDisabled = false,
  current = false,
}: ApplicantCardProps) {
  const [showHistory, setShowHistory] = useState(false);
  const onUndone = (back: BoardApplication) => onMoved(back.id, back.status.statusCode, changeOf(back));
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      mb="sm"
      component="article"
      aria-label={applicant.name}
      id={cardId(applicant.id)}
      // Focused by the board when selected; not a tab stop of its own.
      tabIndex={-1}
      aria-current={current ? 'true' : undefined}
      className="mantine-focus-auto"
      style={
        current
          ? {
              borderColor: 'var(--mantine-color-brand-7)',
              boxShadow: 'inset 3px 0 0 var(--mantine-color-brand-7)',
            }
          : undefined
      }
    >
      <Group align="flex-start" justify="space-between" wrap="nowrap" gap="lg">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            {onToggleSelect ? (
              <Checkbox
                aria-label={`Select ${applicant.name}`}
                checked={selected}
                disabled={selectDisabled}
                // The click that changes it says whether shift was held (a range, as in a mail list).
                onChange={(event) =>
                  onToggleSelect(applicant.id, (event.nativeEvent as MouseEvent).shiftKey === true)
                }
              />
            ) : null}
            <Text fw={700}>{applicant.name}</Text>
            <PersonLink applicant={applicant} size="sm" />
            <ClientAnswerBadge answer={applicant.clientAnswer} />
          </Group>
          <Anchor href={`mailto:${applicant.email}`} size="sm">
            {applicant.email}
          </Anchor>
          {applicant.mobile ? (
            <Anchor href={telHref(applicant.mobile)} size="sm">
              {applicant.mobile}
            </Anchor>
          ) : null}
          <Text size="sm" c="dimmed">
            {[locationText(applicant), `Applied ${formatDate(applicant.appliedAt)}`]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {/* onErased is an admin's: admins may set the source by hand. */}
          <ApplicantSource applicant={applicant} editable={onErased !== undefined} />
          <ResumeLink applicationId={applicant.id} filename={applicant.resumeFilename} />
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => setShowHistory((open) => !open)}
            aria-expanded={showHistory}
            // A button in a column stretches and centres its text: this one sits left, as the lines above.
            style={{ alignSelf: 'flex-start', textAlign: 'left' }}
          >
            {showHistory ? 'Hide history' : 'History'}
          </Anchor>
          {onErased ? <ApplicantDataActions applicant={applicant} onErased={onErased} /> : null}
        </Stack>
        <Box w={360} miw={360}>
          <ApplicantStatusControls
            applicant={applicant}
            statuses={statuses}
            reasons={reasons}
            move={moveApplicant}
            onMoved={onMoved}
            stageMails={stageMails}
          />
          <PendingMailNotice
            applicant={applicant}
            onStopped={() => onMoved(applicant.id, applicant.status.statusCode, { pendingMail: null })}
          />
          <UndoMove applicant={applicant} undo={undoMove} onUndone={onUndone} />
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
});
