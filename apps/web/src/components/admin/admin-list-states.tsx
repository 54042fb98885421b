import type { ReactNode } from 'react';
import { getErrorMessage } from '../../lib/api-error';
import { LoadError } from '../ui/load-error';

interface AdminListStatesProps {
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  /** What the list holds, in the failure message: 'categories', 'subcategories', 'synonyms'. */
  what: string;
  isEmpty: boolean;
  /** Fetches the list again: the failure's way out. */
  onRetry: () => void;
  /** The placeholders while loading (inside a status region). */
  skeleton: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * An admin list's loading placeholders, its failure (the rules' wording, with a way to try again), 'No Data',
 * or the list itself.
 */
export function AdminListStates({
  isLoading,
  isError,
  error,
  what,
  isEmpty,
  onRetry,
  skeleton,
  className = 'mt-4 grid grid-cols-1 gap-2',
  children,
}: AdminListStatesProps) {
  if (isLoading) {
    return (
      <div role="status" className={className}>
        <span className="sr-only">Loading...</span>
        {skeleton}
      </div>
    );
  }
  if (isError) {
    return (
      <LoadError
        message={`Something went wrong while fetching ${what}. ${getErrorMessage(error)}`}
        onRetry={onRetry}
      />
    );
  }
  if (isEmpty) return <p className="py-16 text-center text-neutral-500">No Data</p>;
  return children;
}
