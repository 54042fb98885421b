import type { AddressDto } from '@kirana/shared/address';

/** The lines of an address, as printed on a parcel. */
export function AddressText({ address }: { address: AddressDto }) {
  return (
    <div className="text-sm leading-relaxed">
      <p>{address.address_line}</p>
      <p>{address.city}</p>
      <p>
        {address.state} - {address.pincode}
      </p>
      <p>{address.country}</p>
      <p>{address.mobile}</p>
    </div>
  );
}
