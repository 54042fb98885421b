import { type ComponentType, Suspense } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import { PageSkeleton } from './layout/page-skeleton';

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
