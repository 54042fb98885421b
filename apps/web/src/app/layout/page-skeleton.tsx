import { Skeleton } from '../../components/ui/skeleton';

/** Shown while a lazily loaded page's code arrives. */
export function PageSkeleton() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-4 w-full max-w-md" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
