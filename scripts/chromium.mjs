// Debian's Chromium, never a downloaded browser (TOOLING.md), and the flags that keep it quiet and
// sandbox-free in a container: shared by the Playwright config, the test runner and the Lighthouse bench.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
