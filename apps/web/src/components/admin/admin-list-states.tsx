import type { ReactNode } from 'react';
import { getErrorMessage } from '../../lib/api-error';

interface AdminListStatesProps {
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  /** What the list holds, in the failure message: 'categories', 'subcategories', 'synonyms'. */
  what: string;
  isEmpty: boolean;
  /** The placeholders while loading (inside a status region). */
  skeleton: ReactNode;
  className?: string;
  children: ReactNode;
}

/** An admin list's loading placeholders, its failure (the rules' wording), 'No Data', or the list itself. */
export function AdminListStates({
  isLoading,
  isError,
  error,
  what,
  isEmpty,
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
      <p role="alert" className="mt-8 text-center text-sm text-red-700">
        Something went wrong while fetching {what}. {getErrorMessage(error)}
      </p>
    );
  }
  if (isEmpty) return <p className="py-16 text-center text-neutral-500">No Data</p>;
  return children;
}
