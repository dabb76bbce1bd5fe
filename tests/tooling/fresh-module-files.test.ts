// Which test files run with modules of their own (tests/support/vitest/fresh-module-files.ts, used by vitest.config.ts).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FRESH_MODULES_MARK, filesNeedingFreshModules } from '../support/vitest/fresh-module-files';

let root = '';
afterEach(() => rm(root, { recursive: true, force: true }));

async function folderWith(files: Record<string, string>) {
  root = await mkdtemp(path.join(os.tmpdir(), 'fresh-modules-'));
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), text);
  }
}

describe('filesNeedingFreshModules', () => {
  it('picks the test files that replace a module or carry the mark, in nested folders too', async () => {
    await folderWith({
      'web/plain.test.tsx': "import { it } from 'vitest';",
      'web/mocks.test.ts': "vi.mock('../src/firm', () => ({}));",
      'web/deep/resets.test.tsx': 'beforeEach(() => vi.resetModules());',
      'web/deep/later.test.ts': "const firm = await vi.doMock('../src/firm');",
      'web/first-load.test.tsx': `// ${FRESH_MODULES_MARK}: the stack loads on the first toast.`,
      'web/helper.ts': "vi.mock('../src/firm');",
      'web/spies.test.ts': "vi.spyOn(window, 'scrollTo').mockReturnValue(undefined);",
    });

    expect(filesNeedingFreshModules(['web'], root).sort()).toEqual([
      'web/deep/later.test.ts',
      'web/deep/resets.test.tsx',
      'web/first-load.test.tsx',
      'web/mocks.test.ts',
    ]);
  });

  it('finds none where no file needs them', async () => {
    await folderWith({ 'web/plain.test.tsx': "import { it } from 'vitest';" });
    expect(filesNeedingFreshModules(['web'], root)).toEqual([]);
  });
});
