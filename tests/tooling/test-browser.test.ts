// npm test never passes without a browser: it finds one, installs one where it may, or stops with the command.
import { writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTALL_COMMAND, testBrowser } from '../support/vitest/test-browser';

let dir = '';
let browser = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'test-browser-'));
  browser = path.join(dir, 'chromium-headless-shell');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the browser for the e2e tests', () => {
  it('is the first candidate that exists', async () => {
    await writeFile(path.join(dir, 'second'), '');
    const found = await testBrowser({
      candidates: async () => [undefined, path.join(dir, 'missing'), path.join(dir, 'second')],
      canInstall: () => true,
      install: () => expect.unreachable('nothing to install'),
    });
    expect(found).toBe(path.join(dir, 'second'));
  });

  it('is installed when none exists and this process may install it', async () => {
    let installs = 0;
    const found = await testBrowser({
      candidates: async () => [browser],
      canInstall: () => true,
      install: () => {
        installs++;
        writeFileSync(browser, '');
      },
    });
    expect(installs).toBe(1);
    expect(found).toBe(browser);
  });

  it('stops the run with the command to install it when it cannot be had', async () => {
    await expect(
      testBrowser({
        candidates: async () => [path.join(dir, 'nowhere')],
        canInstall: () => false,
        install: () => {},
      }),
    ).rejects.toThrow(INSTALL_COMMAND);
  });
});
