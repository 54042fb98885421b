import { describe, expect, it } from 'vitest';
import { BROWSER_CANDIDATES, findBrowser } from './chromium.mjs';

const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe('findBrowser', () => {
  it("prefers Debian's chromium, then Google Chrome", () => {
    expect(findBrowser({}, only('/usr/bin/google-chrome', '/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(findBrowser({}, only('/usr/bin/google-chrome-stable'))).toBe('/usr/bin/google-chrome-stable');
  });

  it('takes CHROME_PATH when it is there, and nothing else when it is not', () => {
    expect(findBrowser({ CHROME_PATH: '/opt/x/chrome' }, only('/opt/x/chrome', '/usr/bin/chromium'))).toBe(
      '/opt/x/chrome',
    );
    expect(findBrowser({ CHROME_PATH: '/opt/x/chrome' }, only('/usr/bin/chromium'))).toBeUndefined();
  });

  it('finds nothing on a machine without a browser', () => {
    expect(findBrowser({}, only())).toBeUndefined();
    expect(BROWSER_CANDIDATES[0]).toBe('/usr/bin/chromium');
  });
});
