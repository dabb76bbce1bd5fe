// The SPA's import rules (docs/decisions/0015-one-shape.md), as one pure function so that a test can feed it a
// deliberate violation. scripts/check-imports.ts runs it over src/ as part of `npm run lint`.
//
// src/ is cut into areas: each feature (src/features/<name>), lib, components, content, routes, and the root
// files. Inside an area, imports are relative; anything outside it (another area, contracts/, machines/) is
// named through the package's `#` imports, with its extension. Features never import each other, and lib and
// components never import features or routes: shared pieces live below the features that use them.

/** Which area a repository path (`src/...`, `contracts/...`) belongs to. */
export function areaOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] !== 'src') return parts[0] ?? file;
  if (parts.length === 2) return 'src';
  if (parts[1] === 'features') return `src/features/${parts[2]}`;
  return `src/${parts[1]}`;
}

export interface ImportFact {
  /** The importing file, from the repository root. */
  file: string;
  /** The specifier as written. */
  specifier: string;
  /** The file it resolves to, from the repository root (undefined for packages). */
  target: string | undefined;
}

const LOWER_LAYERS = new Set(['src/lib', 'src/components', 'src/content']);

/** Every rule the import breaks, each as a sentence that says what to do instead. */
export function importViolations({ file, specifier, target }: ImportFact): string[] {
  if (!target) return [];
  const from = areaOf(file);
  const to = areaOf(target);
  const problems: string[] = [];
  const crossesFeatures = from.startsWith('src/features/') && to.startsWith('src/features/') && from !== to;
  // Across features the fix is a move, not another way of writing the import.
  if (specifier.startsWith('.') && from !== to && !crossesFeatures) {
    problems.push(
      `reaches ${target} outside its area (${from}) by a relative path: import it as '#${target}'`,
    );
  }
  if (specifier.startsWith('#src/') && from === to && from !== 'src') {
    problems.push(`names ${target} in its own area through '#': import it by a relative path`);
  }
  if (crossesFeatures) {
    problems.push(
      `crosses from ${from} into ${to}: features never import each other; move what both need to src/lib or src/components`,
    );
  }
  if (LOWER_LAYERS.has(from) && (to.startsWith('src/features/') || to === 'src/routes')) {
    problems.push(`${from} imports ${to}: shared code never depends on features or routes`);
  }
  return problems;
}
