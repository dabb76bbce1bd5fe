// "Withdraw my application" on an open application's status page, driven by
// machines/withdraw-application.machine.ts: the button, the dialog, and what happened, said politely.
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { MyApplication } from '#contracts/my-application.ts';
import { withdrawApplicationMachine } from '#machines/withdraw-application.machine.ts';
import { useAppMachine } from '#src/lib/use-app-machine.ts';
import { WithdrawDialog } from './withdraw-dialog';

// The thanks are the Withdrawn stage's own words (contracts/my-application.ts), shown beside this: said once.
export const WITHDRAWN_ANNOUNCEMENT = 'Your application is withdrawn.';

export interface WithdrawSectionProps {
  jobTitle: string;
  /** Saves the withdrawal (the route gives the call with the page's token; tests their own). */
  withdraw: () => Promise<MyApplication>;
  /** The application as it stands after the withdrawal. */
  onWithdrawn: (application: MyApplication) => void;
  /** The firm closed it meanwhile: the page loads it again. */
  onClosed: () => void;
}

export function WithdrawSection({ jobTitle, withdraw, onWithdrawn, onClosed }: WithdrawSectionProps) {
  // The machine is made once; it calls whichever withdraw the latest render was given.
  const latestWithdraw = useRef(withdraw);
  latestWithdraw.current = withdraw;
  const machine = useMemo(
    () =>
      withdrawApplicationMachine.provide({
        actors: { withdrawApplication: fromPromise(() => latestWithdraw.current()) },
      }),
    [],
  );
  const [snapshot, send] = useAppMachine(machine);
  const { withdrawn, problem } = snapshot.context;
  useEffect(() => {
    if (withdrawn) onWithdrawn(withdrawn);
  }, [withdrawn, onWithdrawn]);
  const closed = snapshot.matches('closed');

  return (
    <Stack gap="sm" align="flex-start">
      {snapshot.matches('withdrawn') || closed ? null : (
        <Button color="red.8" variant="outline" onClick={() => send({ type: 'withdraw.request' })}>
          Withdraw my application
        </Button>
      )}
      <Text role="status" aria-live="polite">
        {snapshot.matches('withdrawn') ? WITHDRAWN_ANNOUNCEMENT : closed ? problem : ''}
      </Text>
      {closed ? (
        <Button variant="light" onClick={onClosed}>
          See where it stands
        </Button>
      ) : null}
      <WithdrawDialog
        opened={snapshot.hasTag('dialog')}
        jobTitle={jobTitle}
        busy={snapshot.hasTag('busy')}
        problem={problem}
        onConfirm={() => send({ type: 'withdraw.confirm' })}
        onCancel={() => send({ type: 'withdraw.cancel' })}
      />
    </Stack>
  );
}
