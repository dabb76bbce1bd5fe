// How V8 sizes the server's JavaScript heap (docs/decisions/0054). By default V8 lets the old generation grow
// to several times what is live before it collects again (a factor of up to 4, chosen by how fast it collects),
// and the young generation up to 16 MB per half: after a few minutes of pages, reports and uploads the
// server's heap held several times what was live (docs/decisions/0054).
// `npm start` gives the server its Node options on the command line (scripts/start.mjs), where they size the
// heap from its start; they win, and nothing is set here then. A server started another way (npm run dev, the
// tests' and benches' servers) gets the nearest that can be set at run time:
// - heap-growing-percent 30: the next collection comes once the heap is 1.3 times what survived the last;
// - semi-space-growth-factor 1: the young generation stays at its first size (short-lived garbage of a
//   request is collected as often as it fills, a little more CPU for the scavenges).
// HEAP_TUNING=off leaves V8's defaults.
import { setFlagsFromString } from 'node:v8';

export const HEAP_FLAGS = ['--heap-growing-percent=30', '--semi-space-growth-factor=1'] as const;

/** Node options that size the heap: given on the command line, they leave the run-time settings out. */
const HEAP_OPTIONS = /^--(heap-growing-percent|semi-space-growth-factor|max-semi-space-size)=/;

export function applyHeapSettings(
  env: NodeJS.ProcessEnv = process.env,
  execArgv: readonly string[] = process.execArgv,
): void {
  if (env.HEAP_TUNING === 'off') return;
  if (execArgv.some((arg) => HEAP_OPTIONS.test(arg))) return;
  for (const flag of HEAP_FLAGS) setFlagsFromString(flag);
}
