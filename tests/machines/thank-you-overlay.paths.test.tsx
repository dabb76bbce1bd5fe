// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { site } from '../../src/content/site';
import { ThankYouOverlay, type ThankYouVariant } from '../../src/features/careers/thank-you-overlay';
import { renderWithTheme } from '../support/dom/render';
import { describeMachinePaths } from '../support/paths/path-harness';
import { domScreen } from '../support/paths/screen-dom';
import '../support/dom/web';
import { thankYouOverlayModel } from './thank-you-overlay.model';
import { JOB_TITLE, SEEN, thankYouOverlayView } from './thank-you-overlay.view';

const HEADING = SEEN.applied.heading;

/**
 * The paths walked with one variant of the overlay. The variant is the component's, not the machine's
 * (the machine only times the overlay), so each variant gets its own walk rather than a situation.
 */
function describeOverlayPaths(variant: ThankYouVariant) {
  const view = thankYouOverlayView(variant);
  describeMachinePaths(`thank-you overlay, ${variant}`, {
    ...thankYouOverlayModel,
    expectMachine: (snapshot) => {
      // Visible exactly while shown; in the page until removed.
      expect(snapshot.hasTag('shown')).toBe(snapshot.matches('shown'));
      expect(snapshot.hasTag('mounted')).toBe(!snapshot.matches('removed'));
    },
    ui: {
      ...view,
      render: () => {
        vi.useFakeTimers();
        const onRemoved = vi.fn();
        renderWithTheme(<ThankYouOverlay variant={variant} jobTitle={JOB_TITLE} onRemoved={onRemoved} />);
        // Without user-event: it waits on a real setTimeout that fake timers never run.
        return { screen: domScreen(), onRemoved };
      },
      // What a person sees, then what only the component's owner hears: it says once that it has left.
      expect: async (ui, snapshot) => {
        await view.expect(ui, snapshot);
        expect(ui.onRemoved).toHaveBeenCalledTimes(snapshot.matches('removed') ? 1 : 0);
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
