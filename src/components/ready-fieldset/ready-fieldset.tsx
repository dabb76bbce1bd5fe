// Form controls the server drew do nothing until React has taken the page over: a native submit would
// put the fields in the address, and what someone typed would be reset. So they stay disabled until
// then, for a moment at most (decision 0006); forms rendered in the browser are enabled from the start.
import type { ReactNode } from 'react';
import { useHydrated } from '#src/lib/use-hydrated.ts';

const plain = { border: 0, margin: 0, padding: 0, minWidth: 0 } as const;

export function ReadyFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={plain}>
      {children}
    </fieldset>
  );
}
