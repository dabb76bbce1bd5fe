// The harness itself: it walks delays and invoked actors, and its coverage gate names what no path reaches.

import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { servicesAccordionMachine } from '../../machines/services-accordion.machine';
import { generatePaths } from '../setup/path-generation';
import { measureCoverage } from '../setup/path-harness';

// A save-with-retry flow: an invoked actor and a named delay, the two things createTestModel refuses.
const saveMachine = setup({
  types: { context: {} as { attempts: number } },
  actors: { save: fromPromise(() => new Promise<void>(() => {})) },
  delays: { retryDelay: 2000 },
}).createMachine({
  id: 'save',
  context: { attempts: 0 },
  initial: 'saving',
  states: {
    saving: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: { id: 'save', src: 'save', onDone: 'saved', onError: 'waiting' },
    },
    waiting: { after: { retryDelay: 'saving' } },
    saved: { type: 'final' },
  },
});

describe('path harness', () => {
  it('walks after-delays on the simulated clock and settles invoked actors by event', async () => {
    const report = await measureCoverage({
      machine: saveMachine,
      events: (snapshot: { matches(state: string): boolean; context: { attempts: number } }) =>
        snapshot.matches('saving') && snapshot.context.attempts < 3
          ? [{ type: 'xstate.done.actor.save' }, { type: 'xstate.error.actor.save' }]
          : snapshot.matches('waiting')
            ? [{ type: 'xstate.after.retryDelay.save.waiting' }]
            : [],
    } as never);
    expect(report).toMatchObject({ states: [], transitions: [] });
    expect(report.paths).toBeGreaterThan(1);
  });

  it('names the transition no path takes when the test model leaves out the events that reach it', async () => {
    const report = await measureCoverage({
      machine: servicesAccordionMachine,
      input: { count: 4 },
      events: () => [{ type: 'item.choose' as const, index: 0 }],
    });
    expect(report.states).toEqual([]);
    // Only item 0: nothing ever opens another item. (Reopening item 0 returns to a state already
    // reached; the edge paths still walk that transition.)
    expect(report.transitions).toEqual([
      '#servicesAccordion.itemOpen --item.choose#1 [isKnownItem]--> #servicesAccordion.itemOpen',
    ]);
  });

  it('names a state no event reaches', async () => {
    const report = await measureCoverage({
      machine: saveMachine,
      events: () => [{ type: 'xstate.done.actor.save' }],
    } as never);
    expect(report.states).toEqual(['#save.waiting']);
    expect(report.transitions).toHaveLength(2);
  });

  it('describes each path by the events a person would recognise', () => {
    const paths = generatePaths({
      machine: servicesAccordionMachine,
      input: { count: 2 },
      events: () => [{ type: 'item.choose' as const, index: 1 }],
    });
    expect(paths.map((path) => path.description)).toContain(
      'item.choose {"index":1} → item.choose {"index":1}',
    );
  });
});
