// Toasts with the required settings (docs/requirements.md#toasts): default 4.5 s, success 4 s, error 6 s.
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { wantToasts } from './toast-demand';

export const TOAST_DURATION = { default: 4500, success: 4000, error: 6000 } as const;
export const TOAST_SETTINGS = { position: 'top-center', gutter: 10, limit: 20, maxWidth: 350 } as const;

type ToastOptions = { id?: string; title?: ReactNode; autoClose?: number };

// The close button is an icon: it needs a name for screen readers (axe: button-name).
const closeButtonProps = { 'aria-label': 'Dismiss notification' };

/** Queues the toast and has the toast stack load (src/components/toasts/toasts.tsx) if it has not yet. */
function showToast(options: Parameters<typeof notifications.show>[0]) {
  wantToasts();
  return notifications.show({ closeButtonProps, ...options });
}

export const toast = {
  show: (message: ReactNode, options: ToastOptions = {}) =>
    showToast({ message, autoClose: TOAST_DURATION.default, ...options }),
  success: (message: ReactNode, options: ToastOptions = {}) =>
    showToast({ message, color: 'teal', autoClose: TOAST_DURATION.success, ...options }),
  error: (message: ReactNode, options: ToastOptions = {}) =>
    showToast({ message, color: 'red', autoClose: TOAST_DURATION.error, ...options }),
};
