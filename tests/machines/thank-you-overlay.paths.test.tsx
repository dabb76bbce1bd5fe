// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ThankYouOverlayEvent, thankYouOverlayMachine } from '../../machines/thank-you-overlay.machine';
import { site } from '../../src/content/site';
import { ThankYouOverlay, type ThankYouVariant } from '../../src/features/careers/thank-you-overlay';
import { describeMachinePaths } from '../setup/path-harness';
import { renderWithTheme } from '../setup/render';
import '../setup/web';

const JOB_TITLE = 'HR Recruiter';
/** What a person reads in each variant, word for word. */
const SEEN: Record<ThankYouVariant, { heading: string; message: string }> = {
  applied: {
    heading: 'Thank you',
    message: "We've received your application. A confirmation has been sent to your email.",
  },
  duplicate: {
    heading: "You're already in process",
    message: `We already have your profile for the selected role (${JOB_TITLE}). If anything changed, reply to our previous email with updates.`,
  },
};
const HEADING = SEEN.applied.heading;

/** The event xstate raises when a named delay of a state has passed. */
const after = (delay: string, state: string) =>
  ({ type: `xstate.after.${delay}.thankYouOverlay.${state}` }) as unknown as ThankYouOverlayEvent;

/**
 * The paths walked with one variant of the overlay. The variant is the component's, not the machine's
 * (the machine only times the overlay), so each variant gets its own walk rather than a situation.
 */
function describeOverlayPaths(variant: ThankYouVariant) {
  const texts = SEEN[variant];
  describeMachinePaths(`thank-you overlay, ${variant}`, {
    machine: thankYouOverlayMachine,
    // A click while the overlay is in the page, and the delay of the state it is in (time only passes
    // for the timer that is running).
    events: (snapshot): ThankYouOverlayEvent[] => {
      if (snapshot.matches('removed')) return [];
      const delay = { waiting: 'fadeInDelay', shown: 'autoCloseDelay', fadingOut: 'removeDelay' }[
        snapshot.value as 'waiting' | 'shown' | 'fadingOut'
      ];
      return [{ type: 'overlay.close' }, after(delay, String(snapshot.value))];
    },
    expectMachine: (snapshot) => {
      // Visible exactly while shown; in the page until removed.
      expect(snapshot.hasTag('shown')).toBe(snapshot.matches('shown'));
      expect(snapshot.hasTag('mounted')).toBe(!snapshot.matches('removed'));
    },
    ui: {
      render: () => {
        vi.useFakeTimers();
        const onRemoved = vi.fn();
        renderWithTheme(<ThankYouOverlay variant={variant} jobTitle={JOB_TITLE} onRemoved={onRemoved} />);
        return { onRemoved };
      },
      perform: {
        // A click anywhere on the overlay closes it. (user-event waits on a real setTimeout that fake
        // timers never run, so the click is dispatched directly.)
        'overlay.close': () => fireEvent.click(screen.getByRole('heading', { name: texts.heading })),
      },
      expect: ({ onRemoved }, snapshot) => {
        const dialog = screen.queryByRole('dialog', { name: texts.heading });
        if (snapshot.matches('removed')) {
          expect(screen.queryByRole('dialog')).toBeNull();
          expect(onRemoved).toHaveBeenCalledTimes(1);
          return;
        }
        expect(onRemoved).not.toHaveBeenCalled();
        expect(dialog).toHaveAccessibleDescription(texts.message);
        expect(dialog).toHaveStyle({ opacity: snapshot.matches('shown') ? '1' : '0' });
      },
      cleanup: () => vi.useRealTimers(),
    },
  });
}

describeOverlayPaths('applied');
describeOverlayPaths('duplicate');

describe('thank-you overlay timings and texts', () => {
  afterEach(() => vi.useRealTimers());

  it('fades in after 100 ms, fades out at 5.1 s and leaves the page 300 ms later', async () => {
    vi.useFakeTimers();
    const onRemoved = vi.fn();
    renderWithTheme(<ThankYouOverlay variant="applied" onRemoved={onRemoved} />);
    const dialog = screen.getByRole('dialog', { name: HEADING });
    expect(dialog).toHaveFocus();
    expect(dialog).toHaveStyle({ opacity: '0' });
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(dialog).toHaveStyle({ opacity: '0' });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(dialog).toHaveStyle({ opacity: '1' });
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(dialog).toHaveStyle({ opacity: '1' });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(dialog).toHaveStyle({ opacity: '0' });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onRemoved).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    vi.useFakeTimers();
    renderWithTheme(<ThankYouOverlay variant="applied" />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toHaveStyle({ opacity: '0' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the job out of the duplicate message when it is not known', () => {
    renderWithTheme(<ThankYouOverlay variant="duplicate" />);
    expect(screen.getByRole('dialog', { name: SEEN.duplicate.heading })).toHaveAccessibleDescription(
      'We already have your profile for the selected role. If anything changed, reply to our previous email with updates.',
    );
  });

  it('invites following the firm on LinkedIn, Instagram and Facebook', () => {
    renderWithTheme(<ThankYouOverlay variant="applied" />);
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', site.social.linkedIn);
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', site.social.instagram);
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', site.social.facebook);
  });
});
