// Before the shared address schema is built (see the module).
import '../../lib/zod-jitless';
import { type AddressDto, type AddressFields, addressFields } from '@kirana/shared/address';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
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
  const [values, setValues] = useState<AddressFields>(() =>
    address ? (Object.fromEntries(FIELDS.map(({ name }) => [name, address[name]])) as AddressFields) : EMPTY,
  );
  const [errors, setErrors] = useState<Partial<Record<keyof AddressFields, string>>>({});
  const [createAddress, createState] = useCreateAddressMutation();
  const [updateAddress, updateState] = useUpdateAddressMutation();
  const busy = createState.isLoading || updateState.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's own schema: the shopper hears about a 5-digit pincode before a round trip.
    const parsed = addressFields.safeParse(values);
    if (!parsed.success) {
      const label = (name: PropertyKey) => FIELDS.find((f) => f.name === name)?.label ?? '';
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            issue.path[0],
            `${label(issue.path[0] ?? '')} ${issue.message}`,
          ]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      const response = address
        ? await updateAddress({ _id: address._id, ...parsed.data }).unwrap()
        : await createAddress(parsed.data).unwrap();
      if (response.message) toast.success(response.message);
      onDone();
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      {FIELDS.map(({ name, label, inputMode }) => (
        <div key={name}>
          <TextField
            label={label}
            name={name}
            required
            inputMode={inputMode}
            value={values[name]}
            onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={errors[name] ? `${name}-error` : undefined}
          />
          {errors[name] && (
            <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
              {errors[name]}
            </p>
          )}
        </div>
      ))}
      <Button type="submit" disabled={busy} className="mt-2">
        {busy ? 'Loading...' : 'Submit'}
      </Button>
    </form>
  );
}
