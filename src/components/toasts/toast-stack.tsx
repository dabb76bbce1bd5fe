// Mantine's toast stack with the required settings (docs/requirements.md#toasts, src/lib/toast.ts). Its own
// chunk: see toasts.tsx.
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION, TOAST_SETTINGS } from '#src/lib/toast.ts';

export default function ToastStack() {
  return (
    <Notifications
      position={TOAST_SETTINGS.position}
      limit={TOAST_SETTINGS.limit}
      containerWidth={TOAST_SETTINGS.maxWidth}
      autoClose={TOAST_DURATION.default}
      styles={{ notification: { marginBottom: TOAST_SETTINGS.gutter } }}
    />
  );
}
