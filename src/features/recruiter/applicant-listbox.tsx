// The applicants panel as one tab stop (issue 61.5): a listbox of everyone found, whose entries select the
// applicant instead of repeating their card. Arrows, Home and End move the selection (the card scrolls into
// view, the status tab follows); Enter, Space or a click choose it and the focus goes to the card. Each entry
// keeps the panel's details (docs/requirements.md#applicants-panel): a click on the phone calls and one on the
// résumé's file name downloads it, as the requirements' links do, but an option holds no focusable content,
// so to the keyboard and screen readers they are the option's text and the card's links are one Enter away.
// Long lists are virtualised; aria-activedescendant names the selected entry, which is scrolled into the
// rendered range first.
import { Anchor, Box, Group, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type MouseEvent, memo, useEffect, useMemo, useRef } from 'react';
import type { BoardApplication } from '#contracts/recruiter.ts';
import { formatDate, locationText, telHref } from './board-rules';
import { listKeyHandler } from './list-keys';
import { ResumeLink } from './resume-link';

export const optionId = (id: number) => `applicant-option-${id}`;

/** What selecting does: `activate` only selects (arrows), `choose` also takes the focus to the card. */
export type SelectHow = 'activate' | 'choose';

export interface ApplicantListboxProps {
  applicants: readonly BoardApplication[];
  selectedId: number | null;
  onSelect: (id: number, how: SelectHow) => void;
  /** Height of the scrolling list (CSS). */
  height: string;
  /** Lists up to this length render whole. @default 60 */
  threshold?: number;
}

const ENTRY_HEIGHT = 84;

/** Follows the number's call link, as a click on the card's link does. */
function call(mobile: string) {
  const link = document.createElement('a');
  link.href = telHref(mobile);
  document.body.append(link);
  link.click();
  link.remove();
}

export function ApplicantListbox({
  applicants,
  selectedId,
  onSelect,
  height,
  threshold = 60,
}: ApplicantListboxProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = applicants.length > threshold;
  const virtualizer = useVirtualizer({
    count: virtual ? applicants.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ENTRY_HEIGHT,
    overscan: 8,
    initialRect: { width: 280, height: 800 },
  });
  const index = useMemo(
    () => (selectedId === null ? -1 : applicants.findIndex((a) => a.id === selectedId)),
    [applicants, selectedId],
  );

  // The selected entry is brought into view (and so into the rendered range) however it was selected.
  useEffect(() => {
    if (index < 0) return;
    if (virtual) virtualizer.scrollToIndex(index, { align: 'auto' });
    else
      document.getElementById(optionId(applicants[index]?.id ?? -1))?.scrollIntoView?.({ block: 'nearest' });
  }, [index, virtual, virtualizer, applicants]);

  const onKeyDown = listKeyHandler({
    items: applicants,
    activeIndex: index,
    onActivate: (a) => onSelect(a.id, 'activate'),
    onChoose: (a) => onSelect(a.id, 'choose'),
  });
  const rendered = virtual
    ? virtualizer.getVirtualItems().map((row) => ({ index: row.index, start: row.start }))
    : applicants.map((_, i) => ({ index: i, start: 0 }));
  const active = index >= 0 && rendered.some((row) => row.index === index) ? applicants[index] : undefined;

  return (
    <Box
      ref={scrollRef}
      role="listbox"
      aria-label="Applicants"
      aria-activedescendant={active ? optionId(active.id) : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      h={height}
      className="mantine-focus-auto"
      style={{ overflowY: 'auto', outlineOffset: -2 }}
    >
      <div
        role="presentation"
        style={virtual ? { height: virtualizer.getTotalSize(), position: 'relative' } : undefined}
      >
        {rendered.map((row) => {
          const applicant = applicants[row.index] as BoardApplication;
          return (
            <ListboxEntry
              key={applicant.id}
              applicant={applicant}
              selected={applicant.id === selectedId}
              position={row.index + 1}
              size={applicants.length}
              top={virtual ? row.start : undefined}
              measure={virtual ? virtualizer.measureElement : undefined}
              onChoose={onSelect}
            />
          );
        })}
      </div>
    </Box>
  );
}

interface ListboxEntryProps {
  applicant: BoardApplication;
  selected: boolean;
  position: number;
  size: number;
  top: number | undefined;
  measure: ((node: Element | null) => void) | undefined;
  onChoose: (id: number, how: SelectHow) => void;
}

/** Memoised: typing a search re-renders the panel, not the entries that stay in view unchanged. */
const ListboxEntry = memo(function ListboxEntry({
  applicant,
  selected,
  position,
  size,
  top,
  measure,
  onChoose,
}: ListboxEntryProps) {
  const place = locationText(applicant);
  return (
    // The listbox has the focus and its keys; a click chooses like Enter.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox around it handles the keys.
    // biome-ignore lint/a11y/useFocusableInteractive: the listbox keeps the focus and names this option.
    <div
      id={optionId(applicant.id)}
      role="option"
      aria-selected={selected}
      aria-posinset={position}
      aria-setsize={size}
      data-index={position - 1}
      ref={measure}
      onClick={() => onChoose(applicant.id, 'choose')}
      style={{
        cursor: 'pointer',
        padding: '6px 8px',
        borderBottom: '1px solid var(--mantine-color-gray-2)',
        borderLeft: `3px solid ${selected ? 'var(--mantine-color-brand-7)' : 'transparent'}`,
        background: selected ? 'var(--mantine-color-brand-0)' : undefined,
        ...(top === undefined
          ? {}
          : { position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${top}px)` }),
      }}
    >
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text fw={600} size="sm" truncate>
          {applicant.name}
        </Text>
        <Text size="xs" style={{ flexShrink: 0 }}>
          {applicant.status.label}
        </Text>
      </Group>
      <Text size="xs" c="gray.7">
        Applied {formatDate(applicant.appliedAt)}
        {place ? ` · ${place}` : ''}
      </Text>
      {applicant.mobile || applicant.resumeFilename ? (
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          {applicant.mobile ? (
            // A click calls; no keys of its own: the listbox has them, and Enter reaches the card's call link.
            <Anchor
              component="span"
              size="xs"
              onClick={(event: MouseEvent) => {
                event.stopPropagation();
                call(applicant.mobile ?? '');
              }}
              style={{ cursor: 'pointer', flexShrink: 0 }}
            >
              {applicant.mobile}
            </Anchor>
          ) : null}
          <Box style={{ minWidth: 0 }}>
            <ResumeLink applicationId={applicant.id} filename={applicant.resumeFilename} size="xs" inOption />
          </Box>
        </Group>
      ) : null}
    </div>
  );
});
