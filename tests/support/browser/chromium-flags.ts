// How headless Chromium is started here, by Lighthouse (bench/perf.ts), the UI benchmarks and the e2e
// tests alike: no sandbox and no GPU (containers, CI), and none of the background traffic a first run would
// start.
export const HEADLESS_CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/**
 * The e2e tests' browser: Debian's headless shell of Chromium, the same engine without the desktop browser
 * around its pages (docs/testing.md#headless-shell). Lighthouse and the UI benchmarks measure a person's
 * browser and keep the full /usr/bin/chromium.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
