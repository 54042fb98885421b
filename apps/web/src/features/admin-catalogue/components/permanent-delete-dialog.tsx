import { ConfirmDialog } from '../../../components/ui/dialog';
import type { PendingDelete } from '../hooks/use-confirm-delete';

/** The product rules' delete confirmation of the category and sub category pages. */
export function PermanentDeleteDialog({ deletion, busy }: { deletion: PendingDelete; busy: boolean }) {
  return (
    <ConfirmDialog
      open={deletion.toDelete !== null}
      title="Permanent Delete"
      message="Are you sure permanent delete ?"
      confirmLabel="Confirm"
      busy={busy}
      onConfirm={deletion.confirm}
      onCancel={deletion.cancel}
    />
  );
}
