// The tooltip of a blocked AppButton, in a chunk of its own: Mantine's Tooltip brings floating-ui
// (docs/decisions/0008), which a form needs only once a button is blocked, never on its first load.
import '@mantine/core/styles/Tooltip.css';
import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

export default function BlockedTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} withArrow>
      {children}
    </Tooltip>
  );
}
