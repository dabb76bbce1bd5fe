// The thank-you overlay after applying (docs/requirements.md#thank-you-overlay), driven by
// thankYouOverlayMachine: fades in after 100 ms, closes after 5 s or on a click (or Escape), and is removed
// 300 ms after it starts fading out.
import '@mantine/core/styles/CloseButton.css';
import { Anchor, CloseButton, Paper, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useId, useRef } from 'react';
import { thankYouOverlayMachine } from '#machines/thank-you-overlay.machine.ts';
import { site } from '#src/content/site.ts';
import { useAppMachine } from '#src/lib/use-app-machine.ts';

export type ThankYouVariant = 'applied' | 'duplicate';

export interface ThankYouOverlayProps {
  /**
   * 'applied': the application was received; 'duplicate': one is already in process (only from the address's
   * ?status=duplicate: the server answers a second application as a first, docs/decisions/0041).
   */
  variant: ThankYouVariant;
  /** The job, named in the duplicate message when known. @default none */
  jobTitle?: string;
  /** Called once the overlay has left the page. @default none */
  onRemoved?: () => void;
}

export const thankYouTexts = {
  applied: {
    heading: 'Thank you',
    message: () => "We've received your application. A confirmation has been sent to your email.",
  },
  duplicate: {
    heading: "You're already in process",
    message: (jobTitle?: string) =>
      `We already have your profile for the selected role${jobTitle ? ` (${jobTitle})` : ''}. If anything changed, reply to our previous email with updates.`,
  },
} as const;

/** Opacity changes take as long as the requirements leave between fade-out and removal
 * (docs/requirements.md#constants-overlay). */
const FADE_MS = 300;

export function ThankYouOverlay({ variant, jobTitle, onRemoved }: ThankYouOverlayProps) {
  const [snapshot, send] = useAppMachine(thankYouOverlayMachine);
  const headingId = useId();
  const messageId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const reduceMotion = useReducedMotion();
  const removedCallback = useRef(onRemoved);
  removedCallback.current = onRemoved;

  // Focus moves into the overlay so it is announced and Escape works; it goes back afterwards.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  const removed = snapshot.status === 'done';
  useEffect(() => {
    if (removed) removedCallback.current?.();
  }, [removed]);

  if (removed) return null;
  const close = () => send({ type: 'overlay.close' });
  const texts = thankYouTexts[variant];
  const shown = snapshot.hasTag('shown');

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={headingId}
      aria-describedby={messageId}
      tabIndex={-1}
      data-state={String(snapshot.value)}
      onClick={close}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        display: 'grid',
        placeItems: 'center',
        padding: 16,
        background: 'rgba(11, 31, 58, 0.55)',
        opacity: shown ? 1 : 0,
        transition: reduceMotion ? 'none' : `opacity ${FADE_MS}ms ease`,
        cursor: 'pointer',
        outline: 'none',
      }}
    >
      <Paper shadow="xl" radius="md" p="xl" maw={480} w="100%" ta="center" pos="relative">
        <CloseButton aria-label="Close" pos="absolute" top={8} right={8} onClick={close} />
        <Title order={2} id={headingId}>
          {texts.heading}
        </Title>
        <Text mt="sm" id={messageId}>
          {texts.message(jobTitle)}
        </Text>
        <Text mt="md" size="sm" c="dimmed">
          Follow us on{' '}
          <Anchor href={site.social.linkedIn} target="_blank" rel="noopener noreferrer">
            LinkedIn
          </Anchor>
          ,{' '}
          <Anchor href={site.social.instagram} target="_blank" rel="noopener noreferrer">
            Instagram
          </Anchor>{' '}
          and{' '}
          <Anchor href={site.social.facebook} target="_blank" rel="noopener noreferrer">
            Facebook
          </Anchor>{' '}
          for new openings and news from {site.name}.
        </Text>
      </Paper>
    </div>
  );
}
