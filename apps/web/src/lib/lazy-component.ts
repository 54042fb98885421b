import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A component whose code is fetched the first time it renders:
 * `lazyComponent(() => import('./x'), 'X')`. The nearest <Suspense> shows its fallback meanwhile.
 */
export function lazyComponent<Name extends string, Props extends object = Record<string, never>>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
