// The shared button (docs/requirements.md#app-button): submits if primary, otherwise plain; disabled or
// loading stops clicks, with a tooltip saying why ("Submitting…" while loading, "Please wait…" when only
// disabled).
import { Button, type ButtonProps } from '@mantine/core';
import { lazy, type MouseEventHandler, type ReactNode, Suspense } from 'react';

// Loaded the first time a button is blocked (blocked-tooltip.tsx says why).
const BlockedTooltip = lazy(() => import('./blocked-tooltip'));

export interface AppButtonProps extends Omit<ButtonProps, 'loading' | 'disabled'> {
  /** Primary buttons submit their form; others are plain buttons. @default false */
  primary?: boolean;
  /** Shows a spinner and stops clicks. @default false */
  loading?: boolean;
  /** Stops clicks. @default false */
  disabled?: boolean;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  children: ReactNode;
}

export const SUBMITTING_TOOLTIP = 'Submitting…';
export const WAIT_TOOLTIP = 'Please wait…';

export function AppButton({
  primary = false,
  loading = false,
  disabled = false,
  onClick,
  children,
  ...rest
}: AppButtonProps) {
  const blocked = loading || disabled;
  const button = (
    <Button
      type={primary ? 'submit' : 'button'}
      variant={primary ? 'filled' : 'default'}
      loading={loading}
      // aria-disabled keeps the button focusable, so its tooltip can still be read.
      data-disabled={blocked || undefined}
      aria-disabled={blocked || undefined}
      onClick={(event) => {
        if (blocked) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {children}
    </Button>
  );
  if (!blocked) return button;
  return (
    <Suspense fallback={button}>
      <BlockedTooltip label={loading ? SUBMITTING_TOOLTIP : WAIT_TOOLTIP}>{button}</BlockedTooltip>
    </Suspense>
  );
}
