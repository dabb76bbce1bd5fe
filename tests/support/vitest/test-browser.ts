// The browser the e2e tests drive. `npm test` never passes without one: it installs Debian's headless shell
// itself where it can (as root with apt, as .ci/run does), and otherwise stops with the one command to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const INSTALL_COMMAND = 'sudo apt-get install chromium-headless-shell';

export interface BrowserSources {
  /** Paths to try in order (CHROMIUM_PATH, the headless shell, Playwright's own); empty ones are skipped. */
  candidates: () => Promise<(string | undefined)[]>;
  /** Whether this process may install packages (root, with apt-get). */
  canInstall: () => boolean;
  install: () => void;
}

const firstExisting = (paths: (string | undefined)[]) =>
  paths.find((candidate): candidate is string => !!candidate && existsSync(candidate));

/** The browser's path, installing it first when possible; throws the install command when not. */
export async function testBrowser(sources: BrowserSources): Promise<string> {
  const found = firstExisting(await sources.candidates());
  if (found) return found;
  if (sources.canInstall()) {
    console.log("e2e: no Chromium found; installing Debian's chromium-headless-shell (apt-get)…");
    sources.install();
    const installed = firstExisting(await sources.candidates());
    if (installed) return installed;
  }
  throw new Error(
    `No Chromium for the browser tests. Install it with \`${INSTALL_COMMAND}\` (or set CHROMIUM_PATH to a Chromium), then run the tests again.`,
  );
}

export const canInstallWithApt = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

export function installWithApt() {
  const options = { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } } as const;
  execFileSync('apt-get', ['update', '-qq'], options);
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], options);
}
