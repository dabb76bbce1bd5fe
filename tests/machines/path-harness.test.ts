// The harness itself: it walks delays and invoked actors, and its coverage gate names what no path reaches:
// states, transitions and the situations a test model lists.

import { describe, expect, it } from 'vitest';
import { and, assign, fromPromise, setup } from 'xstate';
import { servicesAccordionMachine } from '../../machines/services-accordion.machine';
import { describeGaps, NO_GAPS, uncovered } from '../support/paths/path-coverage';
import { generatePathSet, generatePaths } from '../support/paths/path-generation';
import { measureCoverage } from '../support/paths/path-harness';
import { coverageOf, uiPathsOf, uiTargetsOf } from '../support/paths/ui-paths';

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

  describe('situations the graph alone does not show', () => {
    // Four items, one itemOpen state: the graph is covered once any other item opens.
    const openItem = (index: number) => (index === -1 ? 'all closed' : `item ${index} open`);
    const accordionModel = (indexes: number[], expected: string[]) => ({
      machine: servicesAccordionMachine,
      input: { count: 4 },
      events: () => indexes.map((index) => ({ type: 'item.choose' as const, index })),
      situations: {
        of: (snapshot: { context: { activeIndex: number } }) => openItem(snapshot.context.activeIndex),
        expected,
      },
    });
    const accordion = (indexes: number[], expected: string[]) =>
      measureCoverage(accordionModel(indexes, expected));
    const everyItem = ['all closed', 'item 0 open', 'item 1 open', 'item 2 open', 'item 3 open'];

    it('pass when every listed situation is reached', () => {
      expect(accordion([0, 1, 2, 3], everyItem)).toMatchObject({
        states: [],
        transitions: [],
        situations: [],
        unlistedSituations: [],
      });
    });

    it('name the situation no path reaches, though every state and transition is covered', () => {
      const report = accordion([0, 1, 2], everyItem);
      expect(report).toMatchObject({ states: [], transitions: [], situations: ['item 3 open'] });
      expect(describeGaps('accordion', report)).toContain(
        "accordion, coverage gate: add the events (or payload variants) that reach them to the test model's events()",
      );
      expect(describeGaps('accordion', report)).toContain('\n  situations no path reaches: "item 3 open"');
    });

    it('name a situation reached but not listed, so the list stays complete', () => {
      const report = accordion([0, 1, 2, 3], everyItem.slice(0, 4));
      expect(report).toMatchObject({ situations: [], unlistedSituations: ['item 3 open'] });
      expect(describeGaps('accordion', report)).toContain('situations reached but not listed: "item 3 open"');
    });

    it.each([
      ['shortest-and-edges', 21],
      ['covering', 1],
    ] as const)('leave a UI walk of %s paths (%i) all that every path visits', (choice, expected) => {
      const model = { ...accordionModel([0, 1, 2, 3], everyItem), ui: { paths: choice } as never };
      const every = generatePaths(model);
      const share = uiPathsOf(model, every);
      expect([every.length, share.length]).toEqual([46, expected]);
      expect(uncovered(model, coverageOf(model, share), uiTargetsOf(model, every))).toEqual(NO_GAPS);
    });
  });

  describe('guards', () => {
    const accordion = { machine: servicesAccordionMachine, input: { count: 2 } };
    const known = () => [0, 1].map((index) => ({ type: 'item.choose' as const, index }));

    it('name the outcome of a guard no path sees', () => {
      const report = measureCoverage({ ...accordion, events: known });
      expect(report.guardOutcomes).toEqual(['isKnownItem → false']);
      expect(describeGaps('accordion', report)).toContain(
        'declare a guard outcome that cannot happen in impossibleGuardOutcomes with the reason',
      );
    });

    it('pass once an event brings the outcome about, or once it is declared impossible with a reason', () => {
      const unknownItem = { type: 'item.choose' as const, index: 2 };
      expect(measureCoverage({ ...accordion, events: () => [...known(), unknownItem] })).toMatchObject(
        NO_GAPS,
      );
      const declared = { isKnownItem: { false: 'every item the page shows is known' } };
      expect(
        measureCoverage({ ...accordion, events: known, impossibleGuardOutcomes: declared }),
      ).toMatchObject(NO_GAPS);
    });

    it('count the guards inside and() by name', () => {
      const combined = setup({
        guards: { ready: ({ context }) => context.ready, allowed: () => true },
        types: { context: {} as { ready: boolean }, events: {} as { type: 'go' } | { type: 'prepare' } },
      }).createMachine({
        context: { ready: false },
        initial: 'idle',
        states: {
          idle: {
            on: {
              go: { guard: and(['ready', 'allowed']), target: 'gone' },
              prepare: { actions: assign({ ready: true }) },
            },
          },
          gone: {},
        },
      });
      const report = measureCoverage({
        machine: combined,
        events: () => [{ type: 'go' as const }, { type: 'prepare' as const }],
      });
      // `allowed` is only checked once `ready` holds: and() stops at the first false.
      expect(report.guardOutcomes).toEqual(['allowed → false']);
    });
  });

  describe('consecutive transition pairs', () => {
    it('are all taken: a path is generated for each pair the shortest and edge paths miss', () => {
      const model = {
        machine: servicesAccordionMachine,
        input: { count: 2 },
        simplePaths: false,
        events: () => [0, 1, 2].map((index) => ({ type: 'item.choose' as const, index })),
      };
      const { paths, pairUniverse } = generatePathSet(model);
      expect(paths.some((path) => path.origin === 'pair')).toBe(true);
      // Opening item 1 right after closing item 0: a pair no shortest or edge path takes.
      expect(pairUniverse).toContain(
        '#servicesAccordion.itemOpen --item.choose#0 [isOpenItem]--> #servicesAccordion.allClosed ⇒ ' +
          '#servicesAccordion.allClosed --item.choose#0 [isKnownItem]--> #servicesAccordion.itemOpen',
      );
      expect(measureCoverage(model).pairs).toEqual([]);
    });
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
