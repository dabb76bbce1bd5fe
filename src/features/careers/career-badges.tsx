// A job's kind at a glance, on its card in the results and atop its own page: the employment type and the
// department as badges, then the location; a page may add more after them (the job page adds its ID).
import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CareerListItem } from '#contracts/careers.ts';
import { employmentTypeLabels } from '#contracts/value-lists.ts';
import classes from './careers.module.css';

export interface CareerBadgesProps {
  career: Pick<CareerListItem, 'employmentType' | 'department' | 'location'>;
  /** The space above the row. */
  mt: 'xs' | 'sm';
  /** Shown after the location. */
  children?: ReactNode;
}

/**
 * Mantine's badge drawn as plain elements with its class names, its size and colours set by `className`:
 * the careers list draws several on each card, and the component's hooks would run for each (decision 0062).
 */
export function PlainBadge({
  className,
  tone,
  children,
}: {
  className: string | undefined;
  tone?: 'gray';
  children: ReactNode;
}) {
  return (
    <div className={`${className} ${Badge.classes.root}`} data-tone={tone}>
      <span className={Badge.classes.label}>{children}</span>
    </div>
  );
}

/**
 * Laid out and coloured by classes, not Mantine's props: a props' look is written into a style attribute on
 * every element, and the careers list repeats this row on each card (decision 0053).
 */
export function CareerBadges({ career, mt, children }: CareerBadgesProps) {
  return (
    <div className={classes.badges} data-space={mt}>
      <PlainBadge className={classes.badge}>{employmentTypeLabels[career.employmentType]}</PlainBadge>
      <PlainBadge className={classes.badge} tone="gray">
        {career.department}
      </PlainBadge>
      <span className={classes.location}>{career.location}</span>
      {children}
    </div>
  );
}
