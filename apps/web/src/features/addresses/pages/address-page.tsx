import type { AddressDto } from '@kirana/shared/address';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { AddAddressTile } from '../../../components/address/add-address-tile';
import { AddressFormDialog } from '../../../components/address/address-form-dialog';
import { AddressText } from '../../../components/address/address-text';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useActiveAddresses, useDisableAddressMutation } from '../../../lib/address-api';
import { getErrorMessage } from '../../../lib/api-error';

/** /dashboard/address: the address book; removing only disables (docs/product-rules.md "Flows"). */
export function AddressPage() {
  const { active, isLoading, isError, refetch } = useActiveAddresses();
  const [disableAddress, { isLoading: removing }] = useDisableAddressMutation();
  // null: closed; 'new': adding; an address: editing it.
  const [editing, setEditing] = useState<AddressDto | 'new' | null>(null);

  const remove = async (address: AddressDto) => {
    try {
      await disableAddress({ _id: address._id }).unwrap();
      toast.success('Address Remove');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <section>
      <div className="mb-4 flex items-center justify-between gap-4 border-b border-neutral-200 pb-3">
        <h1 className="text-xl font-semibold">Address</h1>
        <Button variant="outline" onClick={() => setEditing('new')}>
          Add Address
        </Button>
      </div>
      {isLoading ? (
        <Skeleton className="h-32" />
      ) : isError ? (
        <LoadError message="Your addresses could not be loaded." onRetry={() => void refetch()} />
      ) : (
        <ul className="grid gap-3">
          {active.map((address) => (
            <li key={address._id} className="flex gap-4 rounded-xl border border-neutral-200 p-4">
              <div className="flex-1">
                <AddressText address={address} />
              </div>
              <div className="flex flex-col gap-2">
                <button
                  type="button"
                  onClick={() => setEditing(address)}
                  aria-label={`Edit address ${address.address_line}`}
                  className="rounded-lg bg-green-50 p-2 text-buy hover:bg-buy hover:text-white"
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => remove(address)}
                  disabled={removing}
                  aria-label={`Delete address ${address.address_line}`}
                  className="rounded-lg bg-neutral-100 p-2 text-neutral-700 hover:bg-neutral-200 disabled:opacity-50"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
            </li>
          ))}
          <li className="grid">
            <AddAddressTile onClick={() => setEditing('new')} />
          </li>
        </ul>
      )}
      <AddressFormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        address={editing === 'new' || editing === null ? undefined : editing}
      />
    </section>
  );
}
