import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

interface AddFieldDialogProps {
  open: boolean;
  onClose: () => void;
  onAdd: (fieldName: string) => void;
}

/** Add Field (docs/product-rules.md "Screens"): names a custom product detail, such as 'Key Features'. */
export function AddFieldDialog({ open, onClose, onAdd }: AddFieldDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Add Field" className="max-w-sm">
      <AddFieldForm onAdd={onAdd} />
    </Dialog>
  );
}

function AddFieldForm({ onAdd }: { onAdd: (fieldName: string) => void }) {
  const id = useId();
  const [fieldName, setFieldName] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A form nested in the product form through a portal would submit that form too.
    event.stopPropagation();
    if (fieldName.trim()) onAdd(fieldName.trim());
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          Field name
        </label>
        <input
          id={id}
          value={fieldName}
          onChange={(event) => setFieldName(event.target.value)}
          placeholder="Enter field name"
          className="min-h-10 rounded-lg border border-neutral-300 px-3 py-2 text-sm"
        />
      </div>
      <Button type="submit" disabled={!fieldName.trim()}>
        Add Field
      </Button>
    </form>
  );
}
