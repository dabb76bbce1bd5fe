// The graph diff behind `npm run machines:diff` and the “Last changed” lines of docs/machines.md
// (scripts/machines/lib/machine-graph.ts, scripts/machines/lib/machine-changes.ts), on two small inline machines.
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, and, setup } from 'xstate';
import { compareMachines, NO_CHANGE, renderChanges } from '../../scripts/machines/lib/machine-changes';
import { diffGraphs, diffLines, machineGraph, summarizeDiff } from '../../scripts/machines/lib/machine-graph';

const before = setup({
  types: { events: {} as { type: 'go' } | { type: 'stop' } | { type: 'pause' } },
  guards: { ready: () => true, old: () => true },
  delays: { tick: 1000, gone: 50 },
}).createMachine({
  id: 'lamp',
  initial: 'off',
  states: {
    off: {
      description: 'Dark.',
      on: { go: { guard: 'ready', target: 'on' }, pause: { guard: 'old', target: 'paused' } },
    },
    on: { description: 'Lit.', tags: ['lit'], on: { stop: 'off' }, after: { tick: 'off' } },
    paused: { description: 'Waiting.', after: { gone: 'off' } },
  },
});

const after = setup({
  types: { events: {} as { type: 'go' } | { type: 'stop' } | { type: 'dim' } },
  guards: { ready: () => true, bright: () => true },
  delays: { tick: 2000 },
}).createMachine({
  id: 'lamp',
  initial: 'off',
  states: {
    off: { description: 'Dark.', on: { go: { guard: 'ready', target: 'on' } } },
    on: {
      description: 'Lit, at full power.',
      tags: ['lit', 'warm'],
      on: { stop: 'off', dim: { guard: and(['ready', 'bright']), target: 'dimmed' } },
      after: { tick: 'off' },
    },
    dimmed: { description: 'Half lit.', type: 'final' },
  },
});

describe('machineGraph', () => {
  it('names states, transitions, guards, delays and events as the definition does', () => {
    const graph = machineGraph(after);
    expect(graph.states.map((state) => state.id)).toEqual(['#lamp', '#lamp.off', '#lamp.on', '#lamp.dimmed']);
    expect(graph.states[2]).toEqual({
      id: '#lamp.on',
      type: 'atomic',
      description: 'Lit, at full power.',
      tags: ['lit', 'warm'],
    });
    expect(graph.states[0]?.initial).toBe('#lamp.off');
    expect(graph.transitions).toEqual([
      '#lamp.off --go [ready]--> #lamp.on',
      '#lamp.on --stop--> #lamp.off',
      '#lamp.on --dim [and(ready, bright)]--> #lamp.dimmed',
      '#lamp.on --after tick--> #lamp.off',
    ]);
    expect(graph.guards).toEqual(['ready', 'bright']);
    expect(graph.delays).toEqual(['tick (2000 ms)']);
    expect(graph.events).toEqual(['go', 'stop', 'dim']);
    // Plain data: what a JSON round trip keeps is all there is.
    expect(JSON.parse(JSON.stringify(graph))).toEqual(graph);
  });
});

describe('diffGraphs', () => {
  const diff = diffGraphs(machineGraph(before), machineGraph(after));

  it('finds added and removed states, transitions, guards, delays and events', () => {
    expect(diff.added.states).toEqual(['#lamp.dimmed']);
    expect(diff.removed.states).toEqual(['#lamp.paused']);
    expect(diff.added.transitions).toEqual(['#lamp.on --dim [and(ready, bright)]--> #lamp.dimmed']);
    expect(diff.removed.transitions).toEqual([
      '#lamp.off --pause [old]--> #lamp.paused',
      '#lamp.paused --after gone--> #lamp.off',
    ]);
    expect(diff.added.guards).toEqual(['bright']);
    expect(diff.removed.guards).toEqual(['old']);
    // A delay whose length changes is a removed and an added delay.
    expect(diff.added.delays).toEqual(['tick (2000 ms)']);
    expect(diff.removed.delays).toEqual(['tick (1000 ms)', 'gone (50 ms)']);
    expect(diff.added.events).toEqual(['dim']);
    expect(diff.removed.events).toEqual(['pause']);
  });

  it('reports changed descriptions and tags of kept states', () => {
    expect(diff.changed).toEqual([
      { id: '#lamp.on', field: 'description', before: 'Lit.', after: 'Lit, at full power.' },
      { id: '#lamp.on', field: 'tags', before: 'lit', after: 'lit, warm' },
    ]);
  });

  it('reads as diff lines and as a one-line summary', () => {
    expect(diffLines(diff, machineGraph(after))).toEqual([
      '- state #lamp.paused',
      '+ state #lamp.dimmed (final)',
      '- description of #lamp.on: “Lit.”',
      '+ description of #lamp.on: “Lit, at full power.”',
      '+ tag warm on #lamp.on',
      '- transition #lamp.off --pause [old]--> #lamp.paused',
      '- transition #lamp.paused --after gone--> #lamp.off',
      '+ transition #lamp.on --dim [and(ready, bright)]--> #lamp.dimmed',
      '- guard old',
      '+ guard bright',
      '- delay tick (1000 ms)',
      '- delay gone (50 ms)',
      '+ delay tick (2000 ms)',
      '- event pause',
      '+ event dim',
    ]);
    expect(summarizeDiff(diff)).toBe(
      '+ 1 state, − 1 state, + 1 transition, − 2 transitions, + 1 guard, − 1 guard, + 1 delay, − 2 delays, ' +
        '+ 1 event, − 1 event, 1 description changed, tags changed on 1 state',
    );
  });

  it('finds nothing between a machine and itself', () => {
    const same = diffGraphs(machineGraph(before), machineGraph(before));
    expect(summarizeDiff(same)).toBe('no change to the graph');
  });
});

describe('compareMachines and renderChanges', () => {
  const entry = (name: string, machine: AnyStateMachine) => ({
    file: `${name}.machine.ts`,
    entries: [{ name, exportName: `${name}Machine`, machine }],
  });

  it('prints a heading and a diff block per changed file, and whole files as added or removed', () => {
    const changes = compareMachines(
      [entry('lamp', before), entry('old', before), entry('same', after)],
      [entry('lamp', after), entry('new', after), entry('same', after)],
    );
    const report = renderChanges(changes, 'main (abc1234)', 'the working tree');
    expect(report).toContain('### lamp\n\n```diff\n- state #lamp.paused\n+ state #lamp.dimmed (final)\n');
    expect(report).toContain(
      '### new\n\nNew machine file `machines/new.machine.ts`: `newMachine` (3 states, 4 transitions, ' +
        '2 guards, 1 delay, 3 events).',
    );
    expect(report).toContain('### old\n\nMachine file `machines/old.machine.ts` removed: `oldMachine`');
    expect(report).not.toContain('### same');
  });

  it('says so in one line when nothing changed', () => {
    expect(renderChanges(compareMachines([entry('lamp', before)], [entry('lamp', before)]), 'x', 'y')).toBe(
      NO_CHANGE,
    );
  });

  it('reports a file that does not load instead of failing', () => {
    const broken = { file: 'lamp.machine.ts', entries: [], error: 'Unexpected token' };
    const report = renderChanges(
      compareMachines([entry('lamp', before)], [broken]),
      'main',
      'the working tree',
    );
    expect(report).toBe(
      '### lamp\n\n`machines/lamp.machine.ts` could not be loaded from the working tree: Unexpected token',
    );
  });
});
