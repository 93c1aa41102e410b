// Debian's Chromium without a display and kept off the network: it fetches nothing beyond the pages
// it is sent to (no updates, sync or background requests). The agent launches it with these; the
// tests, the e2e runner and the benches use the same list so they run the browser the portal runs.
/** Where Debian's `chromium` package puts the browser; CHROMIUM_PATH names another. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
