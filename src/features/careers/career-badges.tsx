// A job's kind at a glance, on its card in the results and atop its own page: the employment type and the
// department as badges, then the location; a page may add more after them (the job page adds its ID).
import '@mantine/core/styles/Badge.css';
import { Badge, Group, type MantineSpacing, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CareerListItem } from '#contracts/careers.ts';
import { employmentTypeLabels } from '#contracts/value-lists.ts';

export interface CareerBadgesProps {
  career: Pick<CareerListItem, 'employmentType' | 'department' | 'location'>;
  /** The space above the row. */
  mt: MantineSpacing;
  /** Shown after the location. */
  children?: ReactNode;
}

export function CareerBadges({ career, mt, children }: CareerBadgesProps) {
  return (
    <Group gap="xs" mt={mt}>
      <Badge variant="light" radius="sm">
        {employmentTypeLabels[career.employmentType]}
      </Badge>
      <Badge variant="light" color="gray" radius="sm">
        {career.department}
      </Badge>
      <Text size="sm">{career.location}</Text>
      {children}
    </Group>
  );
}
