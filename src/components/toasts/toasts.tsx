// The page's toasts. The stack (Mantine's notifications, transitions, portal: docs/decisions/0008) is fetched
// with the first toast, since most visits never see one (docs/decisions/0008); it then stays for the visit.
import { lazy, Suspense } from 'react';
import { useToastsWanted } from '#src/lib/toast-demand.ts';

const ToastStack = lazy(() => import('./toast-stack'));

export function Toasts() {
  return useToastsWanted() ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}
