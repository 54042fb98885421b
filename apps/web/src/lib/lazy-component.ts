import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { reloadForNewBuild } from './new-build';

/** Never settles: the page is loading again, so the <Suspense> fallback stays until it goes. */
const reloading = () => new Promise<never>(() => {});

/**
 * A component whose code is fetched the first time it renders:
 * `lazyComponent(() => import('./x'), 'X')`. The nearest <Suspense> shows its fallback meanwhile. Code
 * that cannot be fetched loads the page again once, for a new build (new-build.ts); otherwise the error
 * reaches the nearest error boundary.
 */
export function lazyComponent<Name extends string, Props extends object = Record<string, never>>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() =>
    load().then(
      (module) => ({ default: module[name] }),
      (error: unknown) => (reloadForNewBuild() ? reloading() : Promise.reject(error)),
    ),
  );
}
