// The import rules `npm run lint` checks beyond Biome's, as pure functions so that a test can feed them a
// deliberate violation. scripts/lint/check-imports.ts runs them over the product and the build.
//
// The product (src/, server/, machines/, contracts/) never imports the lab around it: the tests and their
// support (tests/), the measurements (bench/) or the tooling (scripts/). The build and the database tools
// (scripts/build/, scripts/db/) never import tests/ or bench/: they run where those are not needed.
//
// The SPA's own rules (docs/decisions/0015-one-shape.md): src/ is cut into areas: each feature
// (src/features/<name>), lib, components, content, routes, and the root files. Inside an area, imports are
// relative; anything outside it (another area, contracts/, machines/) is named through the package's `#`
// imports, with its extension. Features never import each other, and lib and components never import features
// or routes: shared pieces live below the features that use them.

/** The folders whose code ships. */
export const PRODUCT_FOLDERS = ['src', 'server', 'machines', 'contracts'];
/** Tooling that ships with the product, as far as it may import: the build and the database tools. */
export const SHIPPED_TOOLING = ['scripts/build', 'scripts/db'];
const LAB = ['tests', 'bench', 'scripts'];
const MEASURING_AND_TESTING = ['tests', 'bench'];

const inside = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);
const folderOf = (file: string, folders: string[]) => folders.find((folder) => inside(file, folder));

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
export function importViolations(fact: ImportFact): string[] {
  // Across the boundary the fix is a move, not another way of writing the import.
  const boundary = boundaryViolations(fact);
  if (boundary.length) return boundary;
  return inside(fact.file, 'src') ? spaViolations(fact) : [];
}

/** The product never reaches into the lab, nor the shipped tooling into the tests or the measurements. */
export function boundaryViolations({ file, target }: ImportFact): string[] {
  if (!target) return [];
  const product = folderOf(file, PRODUCT_FOLDERS);
  const lab = folderOf(target, LAB);
  if (product && lab) {
    return [
      `reaches from the product (${product}/) into ${lab}/: the product never imports tests/, bench/ or scripts/; move what both need into the product`,
    ];
  }
  const tooling = folderOf(file, SHIPPED_TOOLING);
  const measuring = folderOf(target, MEASURING_AND_TESTING);
  if (tooling && measuring) {
    return [
      `reaches from ${tooling}/ into ${measuring}/: the build and the database tools never import tests/ or bench/`,
    ];
  }
  return [];
}

/** The SPA's rules between its areas. */
function spaViolations({ file, specifier, target }: ImportFact): string[] {
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
