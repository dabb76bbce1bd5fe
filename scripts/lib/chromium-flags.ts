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

/** The features playwright-core 1.65 turns off in every Chromium it launches (its `chromiumSwitches`). */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The e2e tests' Chromium: the flags above, with work no test sees turned off. Every new window (each
 * browser context a test opens) otherwise loads the address bar's two popups, as WebUI pages in renderers of
 * their own, and starts a spare renderer for a next page that its context closes before using. Chromium
 * reads only the last `--disable-features` it is given, so this one repeats Playwright's list;
 * tests/e2e/chromium-flags.test.ts fails when Playwright's list has a feature this one lacks.
 */
export const E2E_CHROMIUM_FLAGS = [
  ...HEADLESS_CHROMIUM_FLAGS,
  `--disable-features=${[
    ...PLAYWRIGHT_DISABLED_FEATURES,
    'WebUIOmniboxPopup',
    'WebUIOmniboxAimPopup',
    'SpareRendererForSitePerProcess',
  ].join(',')}`,
];
