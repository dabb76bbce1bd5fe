// npm run machines:docs: writes docs/machines.md — one Mermaid state diagram per machine in machines/,
// generated from the definitions (states, events, guards, delays), with every state's description and a
// line saying which commit last changed the machine and how (scripts/machines/lib/machine-history.ts).
//
// The “Last changed” lines and the up-to-date check (tests/machines/machine-rules.test.ts, through
// checkMachinesDoc): a doc generated before a commit cannot name that commit, so a machine file with
// uncommitted changes gets “Changed in the working tree (not committed yet): <change against HEAD>”.
// Committed with the machine, that line stays accepted while the file's last commit is one that also
// touched docs/machines.md (the doc was regenerated for that change); the next regeneration replaces it
// with “Last changed in <sha> …”. Every other part of the doc, and every other history line, must match
// what the machines and the history generate now: a machine commit without a regenerated doc fails the
// check, even when only its history line is stale. Without git history (a tarball) the lines read
// “(no git history)”, in a clone too shallow for a file “(git history too shallow)”, and the check
// ignores them.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import {
  allStateNodes,
  delayLabel,
  loadMachines as loadMachinesFrom,
  MACHINE_FILE_SUFFIX,
  type MachineEntry,
  nameOf,
  transitionsOf,
} from './lib/machine-graph';
import { HISTORY_LINE, type MachineHistory, machineHistories, UNKNOWN_HISTORY } from './lib/machine-history';
import { loadMachineDir } from './lib/machine-revision';

export { allStateNodes, type MachineEntry } from './lib/machine-graph';

const root = path.resolve(import.meta.dirname, '../..');
export const MACHINES_DIR = path.join(root, 'machines');
export const DOC_FILE = path.join(root, 'docs', 'machines.md');

/** Every `xMachine` export of every machines/*.machine.ts file (of `dir`, machines/ by default), in file order. */
export function loadMachines(dir = MACHINES_DIR): Promise<MachineEntry[]> {
  return loadMachinesFrom(dir);
}

const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

function eventLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const type: string = transition.eventType ?? '';
  const after = type.match(/^xstate\.after\.([^.]+)\./);
  let label = after ? `after ${delayLabel(machine, after[1] ?? '')}` : type === '' ? 'always' : type;
  label = label.replace(/^xstate\.done\.actor\./, 'done: ').replace(/^xstate\.error\.actor\./, 'error: ');
  if (transition.guard) label += ` [${nameOf(transition.guard)}]`;
  const actions = (transition.actions ?? []).map(nameOf).filter((name: string) => name !== 'inline');
  if (actions.length) label += ` / ${actions.join(', ')}`;
  return label.replace(/[:;#]/g, ' ');
}

function renderNode(machine: AnyStateMachine, node: AnyStateNode, indent: string): string[] {
  const children = Object.values(node.states as Record<string, AnyStateNode>);
  // Readable names in the diagram; the ids stay unique across nesting.
  const lines: string[] = children.map((child) => `${indent}state "${child.key}" as ${mermaidId(child)}`);
  if (children.length) {
    const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
    if (node.type === 'parallel') {
      children.forEach((child, index) => {
        if (index > 0) lines.push(`${indent}--`);
        lines.push(
          `${indent}state ${mermaidId(child)} {`,
          ...renderNode(machine, child, `${indent}  `),
          `${indent}}`,
        );
      });
    } else {
      if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
      for (const child of children) {
        if (Object.keys(child.states).length) {
          lines.push(
            `${indent}state ${mermaidId(child)} {`,
            ...renderNode(machine, child, `${indent}  `),
            `${indent}}`,
          );
        }
        if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
      }
    }
  }
  for (const child of children) {
    for (const transition of transitionsOf(child)) {
      const targets: readonly AnyStateNode[] = transition.target ?? [child];
      for (const target of targets) {
        lines.push(
          `${indent}${mermaidId(child)} --> ${mermaidId(target)} : ${eventLabel(machine, transition)}`,
        );
      }
    }
  }
  return lines;
}

export function machineToMermaid(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2', ...renderNode(machine, machine.root, '  ')];
  for (const transition of transitionsOf(machine.root)) {
    for (const target of transition.target ?? []) {
      lines.push(
        `  ${mermaidId(machine.root)} --> ${mermaidId(target)} : ${eventLabel(machine, transition)}`,
      );
    }
  }
  return lines.join('\n');
}

export interface DocOptions {
  /** The repository whose machines/ and history are documented. @default this checkout */
  root?: string;
}

interface DocParts {
  doc: string;
  /** Each machine section's heading, with its history. */
  histories: Map<string, MachineHistory>;
}

async function renderParts({ root: docRoot = root }: DocOptions = {}): Promise<DocParts> {
  const loaded = await loadMachineDir(path.join(docRoot, 'machines'));
  const broken = loaded.find((file) => file.error);
  if (broken) throw new Error(`machines/${broken.file}: ${broken.error}`);
  const byFile = await machineHistories(docRoot, loaded);
  const histories = new Map<string, MachineHistory>();
  const machines = loaded.flatMap((file) => file.entries);
  const sections = machines.map(({ name, exportName, machine }) => {
    const states = allStateNodes(machine.root).slice(1);
    const heading = `## ${exportName} (\`machines/${name}.machine.ts\`)`;
    const history = byFile.get(`${name}${MACHINE_FILE_SUFFIX}`);
    if (history) histories.set(heading, history);
    return [
      heading,
      '',
      machine.root.description ?? '',
      '',
      history?.line ?? '',
      '',
      '```mermaid',
      machineToMermaid(machine),
      '```',
      '',
      '| state | description |',
      '|---|---|',
      ...states.map((node) => `| \`${node.path.join('.')}\` | ${node.description ?? ''} |`),
      '',
    ].join('\n');
  });
  const doc = [
    '# State machines',
    '',
    'Generated by `npm run machines:docs` from the machine definitions in `machines/`; a test fails when this',
    'file is out of date. GitHub and most editors render the Mermaid diagrams. To explore a machine',
    'interactively, see “Inspecting machines” in the README.',
    '',
    'Under each machine, a line names the last commit that touched its file and counts what that commit',
    'changed in the graph (`npm run machines:diff <sha>^ <sha>` lists it). A change regenerated before its commit',
    'reads “Changed in the working tree (not committed yet)” until the next regeneration.',
    '',
    ...sections,
  ].join('\n');
  return { doc, histories };
}

export async function renderMachinesDoc(options: DocOptions = {}): Promise<string> {
  return (await renderParts(options)).doc;
}

/**
 * Whether `committed` (the doc as it is on disk) is what `npm run machines:docs` would write, but for
 * history lines the file header accepts in place of the generated ones. `expected` is the generated doc.
 */
export async function checkMachinesDoc(
  committed: string,
  options: DocOptions = {},
): Promise<{ upToDate: boolean; expected: string }> {
  const { doc: expected, histories } = await renderParts(options);
  let heading = '';
  const normalized = committed.split('\n').map((line) => {
    if (line.startsWith('## ')) heading = line;
    const history = histories.get(heading);
    if (!history || !HISTORY_LINE.test(line)) return line;
    const unknown = UNKNOWN_HISTORY.includes(history.line);
    return unknown || history.accepted.includes(line) ? history.line : line;
  });
  return { upToDate: normalized.join('\n') === expected, expected };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeFile(DOC_FILE, await renderMachinesDoc());
  console.info(`Wrote ${path.relative(root, DOC_FILE)}`);
}
