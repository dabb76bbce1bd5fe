// Which of the classes an element can be drawn with have no stylesheet in what the browser loaded: the
// Mantine classes its stylesheets define (some classes in Mantine's code have no rules at all) and the
// site's CSS-module classes (named `_` and five letters or digits in a production build: vite.config.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const MANTINE_CLASS = /\.(m_[0-9a-f]{8})\b/g;
const MODULE_CLASS = /^_[a-z0-9]{5}$/;

function mantineStylesheets(): string[] {
  const core = path.join(root, 'node_modules/@mantine/core/styles');
  return [
    ...readdirSync(core)
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      .map((file) => path.join(core, file)),
    path.join(root, 'node_modules/@mantine/notifications/styles.css'),
  ];
}

let mantineClasses: Set<string> | undefined;

/** Every class a rule of Mantine's stylesheets selects. */
function styledMantineClasses(): Set<string> {
  mantineClasses ??= new Set(
    mantineStylesheets().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(MANTINE_CLASS)].map((match) => match[1] ?? ''),
    ),
  );
  return mantineClasses;
}

/** The classes among `classes` that need a stylesheet and find none in `css`. */
export function unstyledClasses(classes: Iterable<string>, css: string): string[] {
  const mantine = styledMantineClasses();
  return [...new Set(classes)].filter(
    (name) => (mantine.has(name) || MODULE_CLASS.test(name)) && !new RegExp(`\\.${name}(?![\\w-])`).test(css),
  );
}
