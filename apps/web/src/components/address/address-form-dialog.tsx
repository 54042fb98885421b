// Before the shared address schema is built (see the module).
import '../../lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { type AddressDto, type AddressFields, addressFields } from '@kirana/shared/address';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { useCreateAddressMutation, useUpdateAddressMutation } from '../../lib/address-api';
import { getErrorMessage } from '../../lib/api-error';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/text-field';

const FIELDS: { name: keyof AddressFields; label: string; inputMode?: 'numeric' | 'tel' }[] = [
  { name: 'address_line', label: 'Address Line' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State' },
  { name: 'pincode', label: 'Pincode', inputMode: 'numeric' },
  { name: 'country', label: 'Country' },
  { name: 'mobile', label: 'Mobile No.', inputMode: 'tel' },
];

const EMPTY: AddressFields = { address_line: '', city: '', state: '', pincode: '', country: '', mobile: '' };

interface AddressFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edits this address; without it the dialog adds a new one. */
  address?: AddressDto;
}

/** 'Add Address' / 'Edit Address' (docs/product-rules.md "Screens"): all six fields required. */
export function AddressFormDialog({ open, onClose, address }: AddressFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={address ? 'Edit Address' : 'Add Address'}
      className="max-w-lg"
    >
      {/* Mounted afresh on each opening, so the form starts from the address (or empty) every time. */}
      <AddressForm address={address} onDone={onClose} />
    </Dialog>
  );
}

function AddressForm({ address, onDone }: { address?: AddressDto; onDone: () => void }) {
  // The server's own schema validates the form: the shopper hears about a 5-digit pincode before a round trip.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof addressFields>, unknown, AddressFields>({
    resolver: zodResolver(addressFields),
    defaultValues: address
      ? (Object.fromEntries(FIELDS.map(({ name }) => [name, address[name]])) as AddressFields)
      : EMPTY,
  });
  const [createAddress, createState] = useCreateAddressMutation();
  const [updateAddress, updateState] = useUpdateAddressMutation();
  const busy = createState.isLoading || updateState.isLoading;

  const submit = async (values: AddressFields) => {
    try {
      const response = address
        ? await updateAddress({ _id: address._id, ...values }).unwrap()
        : await createAddress(values).unwrap();
      if (response.message) toast.success(response.message);
      onDone();
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid gap-3">
      {FIELDS.map(({ name, label, inputMode }) => {
        const message = errors[name]?.message;
        return (
          <div key={name}>
            <TextField
              label={label}
              required
              inputMode={inputMode}
              {...register(name)}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${name}-error` : undefined}
            />
            {message && (
              <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
                {label} {message}
              </p>
            )}
          </div>
        );
      })}
      <Button type="submit" disabled={busy} className="mt-2">
        {busy ? 'Loading...' : 'Submit'}
      </Button>
    </form>
  );
}
