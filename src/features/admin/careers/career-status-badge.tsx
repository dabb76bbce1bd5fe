// A career's status as a coloured badge: open is the only one the public sees.
import { Badge } from '@mantine/core';
import { type CareerStatus, careerStatusLabels } from '#contracts/admin-careers.ts';

const colours: Record<CareerStatus, string> = {
  OPEN: 'teal',
  ON_HOLD: 'yellow',
  CLOSED: 'gray',
  FILLED: 'brand',
};

export function CareerStatusBadge({ status }: { status: CareerStatus }) {
  return (
    <Badge color={colours[status]} variant="dot" miw="max-content">
      {careerStatusLabels[status]}
    </Badge>
  );
}
