import { describe, expect, it } from 'vitest';
import { type Browser, reloadForNewBuild } from './new-build';

/** A tab: its clock, its session storage and how often it loaded itself again. */
function tab({ online = true, storageRefused = false } = {}) {
  const stored = new Map<string, string>();
  const state = { now: 1_000_000, reloads: 0 };
  const browser: Browser = {
    online: () => online,
    storage: () => {
      if (storageRefused) throw new DOMException('The operation is insecure.', 'SecurityError');
      return { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => stored.set(key, value) };
    },
    now: () => state.now,
    reload: () => {
      state.reloads += 1;
    },
  };
  return { browser, state };
}

describe('reloadForNewBuild', () => {
  it('loads the page again once, and again only after ten seconds', () => {
    const { browser, state } = tab();
    expect(reloadForNewBuild(browser)).toBe(true);
    expect(state.reloads).toBe(1);
    // The reloaded page misses the chunk too: the error page, not a loop.
    state.now += 9_999;
    expect(reloadForNewBuild(browser)).toBe(false);
    expect(state.reloads).toBe(1);
    // Much later (another deploy), it may again.
    state.now += 1;
    expect(reloadForNewBuild(browser)).toBe(true);
    expect(state.reloads).toBe(2);
  });

  it('does not reload while offline, nor when the tab cannot remember that it did', () => {
    const offline = tab({ online: false });
    expect(reloadForNewBuild(offline.browser)).toBe(false);
    expect(offline.state.reloads).toBe(0);
    const refused = tab({ storageRefused: true });
    expect(reloadForNewBuild(refused.browser)).toBe(false);
    expect(refused.state.reloads).toBe(0);
  });
});
