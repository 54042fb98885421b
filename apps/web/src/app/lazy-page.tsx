import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { PageSkeleton } from './layout/page-skeleton';

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

/**
 * A code-split page with its own loading boundary: the page skeleton shows at once while its code
 * arrives, even when a navigation leads there (the previous page does not linger, still clickable).
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  const Page = lazyComponent(load, name);
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <div className="mx-auto max-w-7xl px-4 py-6">
            <PageSkeleton />
          </div>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
