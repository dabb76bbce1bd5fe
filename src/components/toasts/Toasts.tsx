// The page's toasts. The stack (transitions, portal, scroll-lock awareness: about 10 KB gzip) is fetched
// with the first toast, since most visits never see one (issue 9); it then stays for the visit.
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastStack = lazy(() => import('./ToastStack'));

export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}
