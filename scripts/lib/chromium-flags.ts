// How headless Chromium is started here, by Lighthouse (scripts/perf.ts) and the e2e tests alike: no
// sandbox and no GPU (containers, CI), and none of the background traffic a first run would start.
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
