import type { AddressDto } from '@kirana/shared/address';
import type { AddressServiceDto } from '@kirana/shared/store';
import { useState } from 'react';
import { AddAddressTile } from '../../../components/address/add-address-tile';
import { AddressFormDialog } from '../../../components/address/address-form-dialog';
import { AddressText } from '../../../components/address/address-text';
import { deliveryIn } from '../../../components/location/delivery-text';

interface AddressPickerProps {
  addresses: AddressDto[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** Each address's delivery time, or why it is not served; absent while it loads. */
  service: ReadonlyMap<string, AddressServiceDto>;
}

/**
 * docs/product-rules.md "Screens": a radio list of the active addresses and an 'Add address' tile. Each
 * says when it would be delivered; one we don't deliver to is greyed out with the reason ("Stores").
 */
export function AddressPicker({ addresses, selectedId, onSelect, service }: AddressPickerProps) {
  const [adding, setAdding] = useState(false);
  return (
    <fieldset className="grid content-start gap-3">
      <legend className="mb-3 text-lg font-semibold">Choose your address</legend>
      {addresses.map((address) => {
        const served = service.get(address._id);
        const unserved = served?.served === false;
        const noteId = `address-${address._id}-delivery`;
        return (
          <label
            key={address._id}
            className="flex cursor-pointer gap-3 rounded-xl border border-neutral-200 p-4 has-checked:border-buy has-checked:bg-green-50 has-disabled:cursor-not-allowed has-disabled:bg-neutral-100 has-disabled:text-neutral-600"
          >
            <input
              type="radio"
              name="address"
              value={address._id}
              checked={address._id === selectedId}
              disabled={unserved}
              aria-describedby={served ? noteId : undefined}
              onChange={() => onSelect(address._id)}
              className="mt-1 size-4 accent-buy"
            />
            <span className="grid min-w-0 gap-1">
              <AddressText address={address} />
              {served && (
                <span
                  id={noteId}
                  className={`text-sm font-semibold ${unserved ? 'text-red-700' : 'text-buy'}`}
                >
                  {unserved
                    ? served.reason
                    : served.etaMinutes === null
                      ? `Delivered by ${served.storeName}`
                      : deliveryIn(served.etaMinutes)}
                </span>
              )}
            </span>
          </label>
        );
      })}
      <AddAddressTile onClick={() => setAdding(true)} />
      <AddressFormDialog open={adding} onClose={() => setAdding(false)} />
    </fieldset>
  );
}
