// Whether a toast has been asked for yet. The toast stack, and Mantine's notifications code with it, loads
// only then (src/components/toasts/toasts.tsx): most visits never see a toast (docs/decisions/0008).
import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

/** Called by src/lib/toast.ts before it shows a toast, and when a session starts (staff get toasts). */
export function wantToasts() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True from the first toast on; false on the server and while hydrating. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}
