// The inactivity warning (docs/requirements.md#inactivity, docs/decisions/0052): a minute before the
// inactivity logout, a dialog says so with a countdown and offers "Stay signed in" and "Sign out". Focus moves
// into it (without counting as activity), a live region announces it, and any activity — or "Stay signed in" —
// dismisses it; pointing at its buttons, Tab, Enter and Space inside it are not activity
// (src/lib/session/session-runtime.ts), so that "Sign out" can be reached. Not modal: the page behind stays usable, since using it is what keeps the session.
// Loaded only for someone signed in (src/routes/__root.tsx).
import '@mantine/core/styles/VisuallyHidden.css';
import { Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { INACTIVITY_CHECK_INTERVAL_MS } from '#machines/inactivity.machine.ts';
import {
  currentSessionRuntime,
  type SessionRuntime,
  subscribeSessionRuntime,
} from '#src/lib/session/current-session.ts';
import { focusWithoutActivity } from '#src/lib/session/quiet-focus.ts';

export const INACTIVITY_WARNING_TITLE = 'Are you still there?';
export const STAY_SIGNED_IN = 'Stay signed in';
export const SIGN_OUT = 'Sign out';

/** "1 second", "45 seconds". */
export const secondsText = (seconds: number) => `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;

/** The visible countdown sentence. */
export const countdownText = (seconds: number) =>
  `For your security you will be signed out in ${secondsText(seconds)} because of inactivity.`;

const noRuntime = () => undefined;

/** The page's inactivity watcher as it is now: whether it warns, and the milliseconds left until the logout. */
function useInactivityWarning(runtime: SessionRuntime | undefined) {
  const actor = runtime?.inactivity;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot(), noRuntime);
  const warning = snapshot?.matches('warning') ?? false;
  const ticksLeft = snapshot ? snapshot.context.idleTickLimit + 1 - snapshot.context.idleTicks : 0;
  return { warning, ticksLeft, idleTicks: snapshot?.context.idleTicks ?? 0 };
}

/** Seconds until `deadline`, on a one-second timer. */
function useSecondsLeft(deadline: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function InactivityWarning() {
  const runtime = useSyncExternalStore(subscribeSessionRuntime, currentSessionRuntime, noRuntime);
  const { warning, ticksLeft, idleTicks } = useInactivityWarning(runtime);
  if (!runtime || !warning) return null;
  return (
    <WarningDialog
      runtime={runtime}
      idleTicks={idleTicks}
      msLeft={ticksLeft * (runtime.checkIntervalMs ?? INACTIVITY_CHECK_INTERVAL_MS)}
    />
  );
}

interface WarningDialogProps {
  runtime: SessionRuntime;
  /** The watcher's idle count: each check re-reads the time left. */
  idleTicks: number;
  /** Milliseconds from this check to the logout. */
  msLeft: number;
}

function WarningDialog({ runtime, idleTicks, msLeft }: WarningDialogProps) {
  const [deadline, setDeadline] = useState(() => Date.now() + msLeft);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each check (idleTicks) sets the deadline again
  useEffect(() => setDeadline(Date.now() + msLeft), [idleTicks]);
  const seconds = useSecondsLeft(deadline);
  const titleId = useId();
  const textId = useId();
  const stayRef = useRef<HTMLButtonElement>(null);

  // Focus moves to "Stay signed in", and back where it was when the warning ends; neither move is activity.
  useEffect(() => {
    const before = document.activeElement;
    focusWithoutActivity(stayRef.current);
    return () => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (lost && before instanceof HTMLElement && before.isConnected) focusWithoutActivity(before);
    };
  }, []);

  const announcement =
    seconds <= 10
      ? 'You will be signed out in 10 seconds.'
      : 'You will be signed out in 1 minute because of inactivity. Choose Stay signed in to keep working.';

  return (
    <Paper
      data-inactivity-warning
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      shadow="lg"
      radius="md"
      p="md"
      withBorder
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: 400,
        maxWidth: 'min(420px, calc(100vw - 32px))',
        background: 'var(--mantine-color-body)',
      }}
    >
      <Text id={titleId} fw={700} size="lg" mb={4}>
        {INACTIVITY_WARNING_TITLE}
      </Text>
      <Text id={textId} size="sm">
        {countdownText(seconds)} Unsaved drafts in the editors are kept in this browser.
      </Text>
      <VisuallyHidden role="alert" aria-live="assertive">
        {announcement}
      </VisuallyHidden>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={() => runtime.inactivity.send({ type: 'warning.signOut' })}>
          {SIGN_OUT}
        </Button>
        <Button ref={stayRef} onClick={() => runtime.inactivity.send({ type: 'warning.stay' })}>
          {STAY_SIGNED_IN}
        </Button>
      </Group>
    </Paper>
  );
}
