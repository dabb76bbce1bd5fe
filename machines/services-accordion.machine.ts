// The "Our Services" accordion (docs/requirements.md#services-accordion): the first item open on arrival, one
// open at a time, choosing the open item closes all (active index -1).
import { assign, setup } from 'xstate';

export interface ServicesAccordionContext {
  /** Index of the open item, or -1 when every item is closed. */
  activeIndex: number;
  /** How many items the accordion has. */
  count: number;
}

export type ServicesAccordionEvent = { type: 'item.choose'; index: number };

export const servicesAccordionMachine = setup({
  types: {
    context: {} as ServicesAccordionContext,
    events: {} as ServicesAccordionEvent,
    input: {} as { count: number },
  },
  guards: {
    isOpenItem: ({ context, event }) => event.index === context.activeIndex,
    isKnownItem: ({ context, event }) =>
      Number.isInteger(event.index) && event.index >= 0 && event.index < context.count,
  },
  actions: {
    openChosenItem: assign({ activeIndex: ({ event }) => event.index }),
    closeAllItems: assign({ activeIndex: -1 }),
  },
}).createMachine({
  id: 'servicesAccordion',
  description: 'The home page’s “Our Services” list: at most one service is expanded.',
  context: ({ input }) => ({ activeIndex: 0, count: input.count }),
  initial: 'itemOpen',
  states: {
    itemOpen: {
      description: 'One item is expanded (the first one on arrival); the others are collapsed.',
      on: {
        'item.choose': [
          { guard: 'isOpenItem', target: 'allClosed', actions: 'closeAllItems' },
          { guard: 'isKnownItem', target: 'itemOpen', actions: 'openChosenItem' },
        ],
      },
    },
    allClosed: {
      description: 'Every item is collapsed: the visitor closed the open one.',
      on: {
        'item.choose': { guard: 'isKnownItem', target: 'itemOpen', actions: 'openChosenItem' },
      },
    },
  },
});
