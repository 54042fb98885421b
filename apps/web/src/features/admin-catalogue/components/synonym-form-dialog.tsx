// Before the shared schema is built (see the module).
import '../../../lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { type SynonymGroupDto, synonymGroupForm } from '@kirana/shared/search';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/api-error';
import { useAddSynonymGroupMutation, useUpdateSynonymGroupMutation } from '../api/synonym-api';

type FormInput = z.input<typeof synonymGroupForm>;
type FormValues = z.output<typeof synonymGroupForm>;

interface SynonymFormDialogProps {
  open: boolean;
  /** The group to edit; absent to add one. */
  group?: SynonymGroupDto;
  onClose: () => void;
}

/** Add or edit a synonym group: its terms in one field, separated by commas, checked as the server does. */
export function SynonymFormDialog({ open, group, onClose }: SynonymFormDialogProps) {
  const [addGroup, addState] = useAddSynonymGroupMutation();
  const [updateGroup, updateState] = useUpdateSynonymGroupMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(synonymGroupForm),
    values: { terms: group?.terms.join(', ') ?? '' },
  });

  const save = async ({ terms }: FormValues) => {
    try {
      const response = group
        ? await updateGroup({ _id: group._id, terms }).unwrap()
        : await addGroup({ terms }).unwrap();
      if (response.message) toast.success(response.message);
      onClose();
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };
  const busy = addState.isLoading || updateState.isLoading;

  return (
    <Dialog open={open} onClose={onClose} title={group ? 'Edit Synonyms' : 'Add Synonyms'}>
      <form onSubmit={handleSubmit(save)} noValidate className="grid gap-4">
        <TextField
          label="Terms"
          placeholder="dahi, curd, yogurt"
          autoComplete="off"
          error={errors.terms?.message}
          {...register('terms')}
        />
        <p className="-mt-2 text-sm text-neutral-600">
          Words shoppers use for the same thing, separated by commas. A search for any of them finds them all.
        </p>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </Dialog>
  );
}
