// The browser entry of the public pages the server draws as islands (decision 0017): requested by the page's
// inline boot script (contracts/islands-boot.ts) once the page has loaded and been painted, or at once on a
// first click, tap, key or focus. It starts the islands' runtime (islands/islands-runtime.tsx) with what the
// boot script saw; once the islands are started, it takes the holding of clicks and sent forms over from the
// boot script and makes a held one again.
import '#src/lib/zod-jitless.ts';
import { ISLANDS_BOOT_GLOBAL, type IslandsBoot } from '#contracts/islands-boot.ts';
import { runIslands } from '#src/islands/islands-runtime.tsx';
import { pressOver } from '#src/lib/press-over.ts';

const container = document.getElementById('root');
if (!container) throw new Error('the page has no #root element');
const boot = (window as unknown as Record<typeof ISLANDS_BOOT_GLOBAL, IslandsBoot | undefined>)[
  ISLANDS_BOOT_GLOBAL
];
if (!boot) throw new Error('the page has no islands boot script');

// The boot script holds clicks and sent forms until the islands watch them: its hold ends only then. What the
// visitor's first sign of life wakes waits for a press it began to be over, its click made (decision 0073).
void runIslands(container, { visitorPresent: boot.present.then(pressOver) }).then(() => {
  document.removeEventListener('click', boot.hold, true);
  document.removeEventListener('submit', boot.hold, true);
  if (boot.held instanceof HTMLFormElement) boot.held.requestSubmit();
  else boot.held?.click();
});
