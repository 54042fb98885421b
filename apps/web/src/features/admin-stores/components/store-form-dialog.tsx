// Before the shared schema is built (see the module).
import '../../../lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import type { StoreDto } from '@kirana/shared/store';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { getErrorMessage } from '../../../lib/api-error';
import { useCreateStoreMutation, useUpdateStoreMutation } from '../api/store-admin-api';
import {
  emptyStoreForm,
  firstMessage,
  type StoreFormValues,
  storeForm,
  storeToForm,
} from './store-form-values';

interface StoreFormDialogProps {
  open: boolean;
  /** The store to edit; absent to add one. */
  store?: StoreDto;
  onClose: () => void;
}

/** Add or edit a dark store: where it is, what it serves, when it is open and how many riders it has. */
export function StoreFormDialog({ open, store, onClose }: StoreFormDialogProps) {
  const [createStore, createState] = useCreateStoreMutation();
  const [updateStore, updateState] = useUpdateStoreMutation();
  const initial = store ? storeToForm(store) : emptyStoreForm();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StoreFormValues, unknown, z.output<typeof storeForm>>({
    resolver: zodResolver(storeForm),
    values: initial,
  });

  const save = async (body: z.output<typeof storeForm>) => {
    try {
      // A new PIN code with the old coordinates would leave the store where it was: place it anew.
      const moved =
        store &&
        body.pincode !== store.pincode &&
        body.latitude === store.latitude &&
        body.longitude === store.longitude;
      const fields = moved ? { ...body, latitude: null, longitude: null } : body;
      const response = store
        ? await updateStore({ _id: store._id, ...fields }).unwrap()
        : await createStore(fields).unwrap();
      if (response.message) toast.success(response.message);
      onClose();
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };
  const busy = createState.isLoading || updateState.isLoading;

  return (
    <Dialog open={open} onClose={onClose} title={store ? 'Edit Store' : 'Add Store'} className="max-w-2xl">
      <form onSubmit={handleSubmit(save)} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Code"
          placeholder="blr-koramangala"
          autoComplete="off"
          error={errors.code?.message}
          {...register('code')}
        />
        <TextField
          label="Address"
          className="sm:col-span-2"
          error={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label="PIN code"
          inputMode="numeric"
          maxLength={6}
          error={errors.pincode?.message}
          {...register('pincode')}
        />
        <TextField
          label="Radius (km)"
          inputMode="decimal"
          error={errors.radiusKm?.message}
          {...register('radiusKm')}
        />
        <TextField
          label="Latitude"
          inputMode="decimal"
          placeholder="From the PIN code"
          error={errors.latitude?.message}
          {...register('latitude')}
        />
        <TextField
          label="Longitude"
          inputMode="decimal"
          placeholder="From the PIN code"
          error={errors.longitude?.message}
          {...register('longitude')}
        />
        <TextField
          label="Also serves PIN codes"
          placeholder="560095, 560047"
          className="sm:col-span-2"
          error={firstMessage(errors.servedPincodes)}
          {...register('servedPincodes')}
        />
        <TextField label="Opens at" type="time" error={errors.opensAt?.message} {...register('opensAt')} />
        <TextField label="Closes at" type="time" error={errors.closesAt?.message} {...register('closesAt')} />
        <TextField
          label="Riders on shift"
          inputMode="numeric"
          error={errors.ridersOnShift?.message}
          {...register('ridersOnShift')}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-medium">
          <input type="checkbox" {...register('isOpen')} className="size-5 accent-buy" />
          Taking orders
        </label>
        <p className="text-sm text-neutral-600 sm:col-span-2">
          Leave the coordinates empty to place the store at its PIN code. Leave both times empty for a store
          that never closes.
        </p>
        <Button type="submit" disabled={busy} className="sm:col-span-2">
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </form>
    </Dialog>
  );
}
