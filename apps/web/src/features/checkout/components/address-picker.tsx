import type { AddressDto } from '@kirana/shared/address';
import { useState } from 'react';
import { AddAddressTile } from '../../../components/address/add-address-tile';
import { AddressFormDialog } from '../../../components/address/address-form-dialog';
import { AddressText } from '../../../components/address/address-text';

interface AddressPickerProps {
  addresses: AddressDto[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** docs/product-rules.md "Screens": a radio list of the active addresses and an 'Add address' tile. */
export function AddressPicker({ addresses, selectedId, onSelect }: AddressPickerProps) {
  const [adding, setAdding] = useState(false);
  return (
    <fieldset className="grid content-start gap-3">
      <legend className="mb-3 text-lg font-semibold">Choose your address</legend>
      {addresses.map((address) => (
        <label
          key={address._id}
          className="flex cursor-pointer gap-3 rounded-xl border border-neutral-200 p-4 has-checked:border-buy has-checked:bg-green-50"
        >
          <input
            type="radio"
            name="address"
            value={address._id}
            checked={address._id === selectedId}
            onChange={() => onSelect(address._id)}
            className="mt-1 size-4 accent-buy"
          />
          <AddressText address={address} />
        </label>
      ))}
      <AddAddressTile onClick={() => setAdding(true)} />
      <AddressFormDialog open={adding} onClose={() => setAdding(false)} />
    </fieldset>
  );
}
