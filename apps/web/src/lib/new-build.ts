/** When this tab last loaded itself again for a new build (sessionStorage: this tab only). */
const RELOADED_AT = 'kirana:reloaded-for-new-build';
/** A chunk still missing this soon after loading again is really missing: no second reload. */
const AGAIN_AFTER_MS = 10_000;

/** What reloadForNewBuild touches, so a test can stand in for the browser. */
export interface Browser {
  online: () => boolean;
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

const browser: Browser = {
  online: () => navigator.onLine,
  storage: () => window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
};

/**
 * A code chunk that cannot be fetched most often means a deploy replaced the build this tab started with:
 * the old build's files are gone. Loading the page again gets the new build's, so this does, once, and
 * says whether it did. Not while offline (the browser would show its own offline page instead of the
 * store's error page and its Reload), not again within AGAIN_AFTER_MS (the chunk is missing from the new
 * build too: no reload loop), and not where the tab cannot remember that it did (storage refused).
 */
export function reloadForNewBuild({ online, storage, now, reload }: Browser = browser): boolean {
  if (!online()) return false;
  try {
    const store = storage();
    const last = Number(store.getItem(RELOADED_AT));
    if (Number.isFinite(last) && now() - last < AGAIN_AFTER_MS) return false;
    store.setItem(RELOADED_AT, String(now()));
  } catch {
    return false;
  }
  reload();
  return true;
}
