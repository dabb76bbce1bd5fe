// npm run machines:docs: writes docs/machines.md — one Mermaid state diagram per machine in machines/,
// generated from the definitions (states, events, guards, delays), with every state's description.
import { readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

const root = path.resolve(import.meta.dirname, '..');
export const MACHINES_DIR = path.join(root, 'machines');
export const DOC_FILE = path.join(root, 'docs', 'machines.md');

export interface MachineEntry {
  /** File name without `.machine.ts`, e.g. `services-accordion`. */
  name: string;
  exportName: string;
  machine: AnyStateMachine;
}

/** Every `xMachine` export of every machines/*.machine.ts file, in file order. */
export async function loadMachines(): Promise<MachineEntry[]> {
  const files = readdirSync(MACHINES_DIR)
    .filter((file) => file.endsWith('.machine.ts'))
    .sort();
  const entries: MachineEntry[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(MACHINES_DIR, file)).href)) as Record<
      string,
      unknown
    >;
    for (const [exportName, value] of Object.entries(module)) {
      if (exportName.endsWith('Machine') && value && typeof value === 'object' && 'root' in value) {
        entries.push({
          name: file.replace(/\.machine\.ts$/, ''),
          exportName,
          machine: value as AnyStateMachine,
        });
      }
    }
  }
  return entries;
}

export function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states as Record<string, AnyStateNode>).flatMap(allStateNodes)];
}

const mermaidId = (node: AnyStateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

function nameOf(thing: unknown): string {
  if (typeof thing === 'string') return thing;
  if (thing && typeof thing === 'object' && 'type' in thing) return String((thing as { type: unknown }).type);
  return 'inline';
}

function delayLabel(machine: AnyStateMachine, delay: string): string {
  if (/^\d+$/.test(delay)) return `after ${delay} ms`;
  const value = (machine.implementations.delays as Record<string, unknown>)[delay];
  return typeof value === 'number' ? `after ${delay} (${value} ms)` : `after ${delay}`;
}

function eventLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const type: string = transition.eventType ?? '';
  const after = type.match(/^xstate\.after\.([^.]+)\./);
  let label = after ? delayLabel(machine, after[1] ?? '') : type === '' ? 'always' : type;
  label = label.replace(/^xstate\.done\.actor\./, 'done: ').replace(/^xstate\.error\.actor\./, 'error: ');
  if (transition.guard) label += ` [${nameOf(transition.guard)}]`;
  const actions = (transition.actions ?? []).map(nameOf).filter((name: string) => name !== 'inline');
  if (actions.length) label += ` / ${actions.join(', ')}`;
  return label.replace(/[:;#]/g, ' ');
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...(node.transitions.values() as Iterable<AnyTransitionDefinition[]>)]
    .flat()
    .concat(node.always ?? []);
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

export async function renderMachinesDoc(): Promise<string> {
  const machines = await loadMachines();
  const sections = machines.map(({ name, exportName, machine }) => {
    const states = allStateNodes(machine.root).slice(1);
    return [
      `## ${exportName} (\`machines/${name}.machine.ts\`)`,
      '',
      machine.root.description ?? '',
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
  return [
    '# State machines',
    '',
    'Generated by `npm run machines:docs` from the machine definitions in `machines/`; a test fails when this',
    'file is out of date. GitHub and most editors render the Mermaid diagrams. To explore a machine',
    'interactively, see “Inspecting machines” in the README.',
    '',
    ...sections,
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeFile(DOC_FILE, await renderMachinesDoc());
  console.info(`Wrote ${path.relative(root, DOC_FILE)}`);
}
