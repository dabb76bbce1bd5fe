// The bundle budget of issue 9, measured on the production build (made by the e2e global setup).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBundleReport } from '../../scripts/bundle-report';

const root = path.resolve(import.meta.dirname, '../..');
const report = readBundleReport(path.join(root, 'dist'));
const KB = 1024;

// The goal for the first load of / is 150 KB; today (311 KB on 2026-11-22) the entry carries the staff
// session (xstate, zod), every route's loader and params code, all page copy and floating-ui. Until those
// are split this ceiling only stops growth: lower it with every saving, never raise it.
const FIRST_LOAD_CEILING = 320 * KB;
const ROUTE_CHUNK_LIMIT = 60 * KB;

describe('the bundle budget', () => {
  it('keeps three.js and the vanta effects out of every first load', () => {
    expect(report.routes.filter((route) => route.heavyEffects.length > 0)).toEqual([]);
  });

  it('has no route that adds more than 60 KB gzip to the first load', () => {
    const heavy = report.routes
      .filter((route) => route.routeExtra > ROUTE_CHUNK_LIMIT || route.routeChunk.gzip > ROUTE_CHUNK_LIMIT)
      .map((route) => `${route.url}: ${(route.routeExtra / KB).toFixed(1)} KB`);
    expect(heavy).toEqual([]);
  });

  it('keeps the first load of / (JS + CSS, gzip) under its ceiling', () => {
    const home = report.routes.find((route) => route.url === '/');
    expect(home).toBeDefined();
    expect((home?.js ?? 0) + (home?.css ?? 0)).toBeLessThanOrEqual(FIRST_LOAD_CEILING);
  });
});

describe('the Mantine styles', () => {
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });
  const sources = sourceFiles(path.join(root, 'src')).map((file) => readFileSync(file, 'utf8'));
  const listed = readFileSync(path.join(root, 'src/lib/mantine-styles.ts'), 'utf8');
  const stylesDir = path.join(root, 'node_modules/@mantine/core/styles');

  it('are loaded per component, never all at once', () => {
    expect(sources.filter((source) => source.includes("'@mantine/core/styles.css'"))).toEqual([]);
    expect(report.routes.every((route) => route.css < 25 * KB)).toBe(true);
  });

  it('include the stylesheet of every Mantine component the site uses', () => {
    const used = new Set<string>();
    for (const source of sources) {
      for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from '@mantine\/core'/g)) {
        for (const name of (match[1] ?? '').split(',')) {
          const component = name.trim().split(/\s+as\s+/)[0] ?? '';
          if (/^[A-Z]/.test(component)) used.add(component);
        }
      }
    }
    const styled = [...used].filter((component) => readdirSync(stylesDir).includes(`${component}.css`));
    expect(styled.length).toBeGreaterThan(10);
    expect(styled.filter((component) => !listed.includes(`styles/${component}.css'`))).toEqual([]);
  });
});
