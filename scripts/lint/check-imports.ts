// Part of `npm run lint`: every import in the product (src/, server/, machines/, contracts/) and in the shipped
// tooling (scripts/build/, scripts/db/) follows the rules in scripts/lint/import-rules.ts. Prints each
// violation as file: specifier — what to do, and exits non-zero if there is any.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type ImportFact, importViolations, PRODUCT_FOLDERS, SHIPPED_TOOLING } from './import-rules';

const root = path.resolve(import.meta.dirname, '../..');
const GENERATED = new Set(['src/routeTree.gen.ts']);
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const PACKAGE_IMPORTS = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports as Record<
  string,
  string
>;

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|mjs)$/.test(entry.name) && !GENERATED.has(file) ? [file] : [];
  });
}

/** The repository path a specifier names, or undefined for a package. */
function resolveTarget(file: string, specifier: string): string | undefined {
  const bare = specifier.split('?')[0] ?? specifier;
  let base: string;
  if (bare.startsWith('.')) base = path.join(path.dirname(file), bare);
  else if (bare.startsWith('#')) {
    const [prefix, mapped] =
      Object.entries(PACKAGE_IMPORTS).find(([key]) => bare.startsWith(key.replace('*', ''))) ?? [];
    if (!prefix || !mapped) return bare;
    base = path.normalize(mapped.replace('*', bare.slice(prefix.length - 1)));
  } else return undefined;
  const found = EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile(),
  );
  return found ?? base;
}

const facts: ImportFact[] = [...PRODUCT_FOLDERS, ...SHIPPED_TOOLING]
  .flatMap((dir) => sourceFiles(dir))
  .flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(SPECIFIER)].map(([, specifier = '']) => ({
      file,
      specifier,
      target: resolveTarget(file, specifier),
    })),
  );
const violations = facts.flatMap((fact) =>
  importViolations(fact).map((problem) => `${fact.file}: '${fact.specifier}' ${problem}`),
);
for (const violation of violations) console.error(violation);
if (violations.length) {
  console.error(
    `check-imports: ${violations.length} import(s) break the rules in scripts/lint/import-rules.ts`,
  );
  process.exit(1);
}
console.info(
  `check-imports: ${facts.length} imports in ${[...PRODUCT_FOLDERS, ...SHIPPED_TOOLING].join('/, ')}/ follow the rules`,
);
