import { useState } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage } from '../../../lib/api-error';

/** What a confirm dialog needs of a pending delete, whatever is deleted. */
export interface PendingDelete {
  toDelete: unknown;
  confirm: () => Promise<void>;
  cancel: () => void;
}

/**
 * The item an admin asked to delete, waiting for the confirm dialog; `confirm` deletes it, toasting the
 * server's message either way, and closes the dialog.
 */
export function useConfirmDelete<T>(remove: (item: T) => Promise<{ message?: string }>) {
  const [toDelete, setToDelete] = useState<T | null>(null);
  const confirm = async () => {
    if (toDelete === null) return;
    try {
      const response = await remove(toDelete);
      if (response.message) toast.success(response.message);
    } catch (failure) {
      toast.error(getErrorMessage(failure));
    }
    setToDelete(null);
  };
  return { toDelete, ask: setToDelete, cancel: () => setToDelete(null), confirm };
}
