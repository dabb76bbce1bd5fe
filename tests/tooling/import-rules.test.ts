// The import rules (scripts/lint/import-rules.ts), fed the violations a newcomer would write.
import { describe, expect, it } from 'vitest';
import { areaOf, importViolations } from '../../scripts/lint/import-rules';

const check = (file: string, specifier: string, target?: string) =>
  importViolations({ file, specifier, target });

describe('areas of src/', () => {
  it('cuts each feature apart, and lib, components, routes and the root files', () => {
    expect(areaOf('src/features/admin/careers/career-form.tsx')).toBe('src/features/admin');
    expect(areaOf('src/lib/session/use-session.ts')).toBe('src/lib');
    expect(areaOf('src/routes/admin/JobManagement/$sno/edit.tsx')).toBe('src/routes');
    expect(areaOf('src/main.tsx')).toBe('src');
    expect(areaOf('contracts/roles.ts')).toBe('contracts');
  });
});

describe('import rules', () => {
  it('accepts relative imports inside a feature and # imports of lower layers', () => {
    expect(
      check(
        'src/features/admin/careers/career-form.tsx',
        '../shared/admin-list',
        'src/features/admin/shared/admin-list.tsx',
      ),
    ).toEqual([]);
    expect(
      check(
        'src/features/recruiter/board-page.tsx',
        '#src/lib/session/use-session.ts',
        'src/lib/session/use-session.ts',
      ),
    ).toEqual([]);
    expect(
      check(
        'src/routes/careers/index.tsx',
        '#src/features/careers/careers-page.tsx',
        'src/features/careers/careers-page.tsx',
      ),
    ).toEqual([]);
    expect(check('src/lib/api.ts', 'ofetch', undefined)).toEqual([]);
  });

  it('refuses one feature importing another, however it is written', () => {
    for (const specifier of [
      '../admin/shared/confirm-button',
      '#src/features/admin/shared/confirm-button.tsx',
    ]) {
      const problems = check(
        'src/features/recruiter/applicant-data-actions.tsx',
        specifier,
        'src/features/admin/shared/confirm-button.tsx',
      );
      // One problem, the crossing: its fix is a move, not writing the import another way.
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('crosses from src/features/recruiter into src/features/admin');
    }
  });

  it('refuses a relative path out of its area, naming the # import to use', () => {
    expect(
      check(
        'src/features/admin/careers/career-form.tsx',
        '../../../../contracts/careers',
        'contracts/careers.ts',
      ),
    ).toEqual([
      "reaches contracts/careers.ts outside its area (src/features/admin) by a relative path: import it as '#contracts/careers.ts'",
    ]);
  });

  it('refuses # for a file in the same area, and lib reaching up into features or routes', () => {
    expect(check('src/lib/api.ts', '#src/lib/toast.ts', 'src/lib/toast.ts')[0]).toContain(
      'import it by a relative path',
    );
    expect(
      check('src/lib/toast.ts', '#src/features/auth/user-menu.tsx', 'src/features/auth/user-menu.tsx'),
    ).toEqual(['src/lib imports src/features/auth: shared code never depends on features or routes']);
    expect(
      check(
        'src/components/site-header/site-header.tsx',
        '#src/routes/__root.tsx',
        'src/routes/__root.tsx',
      )[0],
    ).toContain('never depends on features or routes');
  });
});

describe('the product and the lab around it', () => {
  it('refuses the product reaching into tests/, bench/ or scripts/', () => {
    for (const [file, target] of [
      ['src/lib/api.ts', 'tests/support/dom/render.tsx'],
      ['server/app.ts', 'tests/support/server/test-app.ts'],
      ['machines/session.machine.ts', 'bench/lib/stats.ts'],
      ['contracts/careers.ts', 'scripts/build/kept-assets.ts'],
    ] as const) {
      const problems = check(file, `../../${target}`, target);
      expect(problems[0]).toContain('the product never imports tests/, bench/ or scripts/');
    }
  });

  it('refuses the build and the database tools reaching into tests/ or bench/, and lets the lab use the product', () => {
    expect(check('scripts/build/build-site.ts', '../../bench/lib/stats', 'bench/lib/stats.ts')[0]).toContain(
      'the build and the database tools never import tests/ or bench/',
    );
    expect(
      check('scripts/db/db-backup.ts', '../../tests/support/server/auth', 'tests/support/server/auth.ts'),
    ).toHaveLength(1);
    expect(
      check('bench/perf.ts', '../tests/support/server/spawn-server', 'tests/support/server/spawn-server.ts'),
    ).toEqual([]);
    expect(check('tests/server/app.test.ts', '../../server/app', 'server/app.ts')).toEqual([]);
    expect(
      check('scripts/build/build-site.ts', '../../server/ssr/page-renderer', 'server/ssr/page-renderer.ts'),
    ).toEqual([]);
  });
});
