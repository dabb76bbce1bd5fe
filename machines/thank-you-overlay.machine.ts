// The thank-you overlay after applying (docs/requirements.md#thank-you-overlay): fades in after 100 ms,
// closes after 5 s or when the visitor clicks it, and is removed 300 ms after its fade-out starts.
import { setup } from 'xstate';

export type ThankYouOverlayEvent = { type: 'overlay.close' };

/** The required timings (docs/requirements.md#constants-overlay), in milliseconds. */
export const THANK_YOU_OVERLAY_DELAYS = {
  fadeInDelay: 100,
  autoCloseDelay: 5000,
  removeDelay: 300,
} as const;

export const thankYouOverlayMachine = setup({
  types: {
    events: {} as ThankYouOverlayEvent,
    tags: {} as 'shown' | 'mounted',
  },
  delays: THANK_YOU_OVERLAY_DELAYS,
}).createMachine({
  id: 'thankYouOverlay',
  description: 'The message that confirms an application (or says it was already received), shown briefly.',
  initial: 'waiting',
  states: {
    waiting: {
      description: 'In the page but still transparent, about to fade in.',
      tags: ['mounted'],
      after: { fadeInDelay: 'shown' },
      on: { 'overlay.close': 'fadingOut' },
    },
    shown: {
      description: 'Fully visible; closes by itself after five seconds or when the visitor clicks it.',
      tags: ['mounted', 'shown'],
      after: { autoCloseDelay: 'fadingOut' },
      on: { 'overlay.close': 'fadingOut' },
    },
    fadingOut: {
      description: 'Fading out; a further click changes nothing.',
      tags: ['mounted'],
      after: { removeDelay: 'removed' },
    },
    removed: {
      description: 'Gone from the page.',
      type: 'final',
    },
  },
});
