/** A grey block standing in for content that is loading; give it the size of what it replaces. */
export function Skeleton({ className = '' }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`rounded-lg bg-neutral-200 motion-safe:animate-pulse ${className}`} />
  );
}
