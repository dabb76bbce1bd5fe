// Rules every machine follows: a generated path test of its own, a description on every state,
// and an up-to-date diagram in docs/machines.md (its “Last changed” lines as scripts/machines/machine-docs.ts
// explains: a line written before its commit stays accepted until the next regeneration).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allStateNodes, checkMachinesDoc, DOC_FILE, loadMachines } from '../../scripts/machines/machine-docs';

const machines = await loadMachines();

describe('every machine in machines/', () => {
  it('is found', () => {
    expect(machines.length).toBeGreaterThan(0);
  });

  it.each(machines.map((entry) => [entry.exportName, entry] as const))(
    '%s has generated path tests',
    (_name, entry) => {
      const testFile = path.join(import.meta.dirname, `${entry.name}.paths.test.tsx`);
      expect(
        existsSync(testFile),
        `add tests/machines/${entry.name}.paths.test.tsx using describeMachinePaths()`,
      ).toBe(true);
    },
  );

  it.each(machines.map((entry) => [entry.exportName, entry] as const))(
    '%s describes every state',
    (_name, entry) => {
      const undescribed = allStateNodes(entry.machine.root)
        .filter((node) => !node.description)
        .map((node) => `#${node.id}`);
      expect(undescribed, 'give these states a description').toEqual([]);
    },
  );
});

describe('docs/machines.md', () => {
  it('matches what the machines generate', async () => {
    const committed = existsSync(DOC_FILE) ? readFileSync(DOC_FILE, 'utf8') : '';
    const { upToDate } = await checkMachinesDoc(committed);
    expect(upToDate, 'docs/machines.md is out of date: run `npm run machines:docs`').toBe(true);
  });
});
