// The machine's own Chromium or Chrome, never a downloaded browser, and the flags that keep it quiet and
// sandbox-free in a container: shared by the Playwright config, the test runner and the Lighthouse bench.
import { existsSync } from 'node:fs';

/** Where a browser is looked for when CHROME_PATH is not set: Debian's chromium first, then Google Chrome. */
export const BROWSER_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/opt/google/chrome/chrome',
];

/** CHROME_PATH when set (and there), else the first candidate installed; undefined when there is none. */
export function findBrowser(env = process.env, exists = existsSync) {
  if (env.CHROME_PATH) return exists(env.CHROME_PATH) ? env.CHROME_PATH : undefined;
  return BROWSER_CANDIDATES.find((path) => exists(path));
}

export const chromiumPath = findBrowser() ?? process.env.CHROME_PATH ?? BROWSER_CANDIDATES[0];

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
