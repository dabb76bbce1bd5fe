// The thank-you overlay's test model without a driver: in every state the overlay is in the page, a click
// on it and the delay of the timer that state runs (time only passes for the timer that is running).
import { type ThankYouOverlayEvent, thankYouOverlayMachine } from '../../machines/thank-you-overlay.machine';
import type { PathModel } from '../support/paths/path-model';

/** The event xstate raises when a named delay of a state has passed. */
const after = (delay: string, state: string) =>
  ({ type: `xstate.after.${delay}.thankYouOverlay.${state}` }) as unknown as ThankYouOverlayEvent;

const DELAY_OF_STATE = { waiting: 'fadeInDelay', shown: 'autoCloseDelay', fadingOut: 'removeDelay' } as const;

export const thankYouOverlayModel = {
  machine: thankYouOverlayMachine,
  events: (snapshot): ThankYouOverlayEvent[] => {
    if (snapshot.matches('removed')) return [];
    const state = snapshot.value as keyof typeof DELAY_OF_STATE;
    return [{ type: 'overlay.close' }, after(DELAY_OF_STATE[state], state)];
  },
} satisfies PathModel<typeof thankYouOverlayMachine>;
