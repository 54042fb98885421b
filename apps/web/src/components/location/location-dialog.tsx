// Before the shared schema is built (see the module).
import '../../lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import type { LocationBody } from '@kirana/shared/store';
import { pincodeForm } from '@kirana/shared/store';
import { LocateFixed, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSelector } from 'react-redux';
import type { z } from 'zod';
import { useActiveAddresses } from '../../lib/address-api';
import { getErrorMessage } from '../../lib/api-error';
import {
  useGetAddressServiceQuery,
  useGetLocationQuery,
  useSetLocationMutation,
} from '../../lib/location/location-api';
import { selectIsLoggedIn } from '../../lib/session/user-slice';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextField } from '../ui/text-field';
import { deliveryIn } from './delivery-text';

type PincodeValues = z.output<typeof pincodeForm>;

/** Why the browser gave no position, in the shopper's words. */
function geolocationProblem(error: GeolocationPositionError): string {
  if (error.code === error.PERMISSION_DENIED) {
    return 'Location access is blocked for this site. Allow it in your browser, or enter a PIN code.';
  }
  return "We couldn't find your location just now. Try again, or enter a PIN code.";
}

function currentPosition(): Promise<{ latitude: number; longitude: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error("This browser can't share its location. Enter a PIN code instead."));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        // Six decimals are 10 cm: all a delivery needs, and what the server keeps.
        resolve({
          latitude: Number(coords.latitude.toFixed(6)),
          longitude: Number(coords.longitude.toFixed(6)),
        }),
      (error) => reject(new Error(geolocationProblem(error))),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}

/**
 * Where to deliver (docs/product-rules.md "Stores"): the browser's location, a PIN code, or a saved address
 * with its delivery time. Choosing closes the dialog; the header, stock and add controls follow.
 */
export function LocationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const loggedIn = useSelector(selectIsLoggedIn);
  const { data: location } = useGetLocationQuery();
  const [setLocation, { isLoading: saving }] = useSetLocationMutation();
  const [locating, setLocating] = useState(false);
  const [problem, setProblem] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof pincodeForm>, unknown, PincodeValues>({
    resolver: zodResolver(pincodeForm),
    defaultValues: { pincode: location?.pincode ?? '' },
  });

  const choose = async (body: LocationBody): Promise<boolean> => {
    setProblem(undefined);
    try {
      await setLocation(body).unwrap();
      onClose();
      return true;
    } catch (error) {
      setProblem(getErrorMessage(error));
      return false;
    }
  };

  const useMyLocation = async () => {
    setProblem(undefined);
    setLocating(true);
    try {
      await choose(await currentPosition());
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setLocating(false);
    }
  };

  const submitPincode = ({ pincode }: PincodeValues) => choose({ pincode });

  const busy = saving || locating;
  return (
    <Dialog open={open} onClose={onClose} title="Choose your location">
      <div className="grid gap-4">
        {location?.chosen && (
          <p className="text-sm text-neutral-700">
            Delivering to <span className="font-semibold">{location.label}</span>
            {location.served ? '' : ` (${location.reason})`}
          </p>
        )}
        <Button onClick={useMyLocation} disabled={busy}>
          <LocateFixed aria-hidden="true" className="size-4" />
          {locating ? 'Finding you...' : 'Use my current location'}
        </Button>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <form onSubmit={handleSubmit(submitPincode)} noValidate className="flex items-end gap-2">
          <TextField
            label="PIN code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            placeholder="560034"
            className="min-w-0 flex-1"
            error={errors.pincode?.message}
            {...register('pincode')}
          />
          <Button type="submit" variant="outline" disabled={busy} className={errors.pincode ? 'mb-7' : ''}>
            Deliver here
          </Button>
        </form>
        {loggedIn && <SavedAddresses disabled={busy} onChoose={(addressId) => choose({ addressId })} />}
      </div>
    </Dialog>
  );
}

/** The shopper's saved addresses, each with its delivery time or why it is not served. */
function SavedAddresses({
  disabled,
  onChoose,
}: {
  disabled: boolean;
  onChoose: (addressId: string) => void;
}) {
  const { active } = useActiveAddresses();
  const { data: service = [] } = useGetAddressServiceQuery();
  if (active.length === 0) return null;
  const byId = new Map(service.map((entry) => [entry.addressId, entry]));
  return (
    <section aria-labelledby="saved-addresses" className="grid gap-2">
      <h3 id="saved-addresses" className="text-sm font-semibold">
        Saved addresses
      </h3>
      <ul className="grid gap-2">
        {active.map((address) => {
          const served = byId.get(address._id);
          return (
            <li key={address._id}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChoose(address._id)}
                className="flex w-full items-start gap-3 rounded-lg border border-neutral-200 p-3 text-left hover:bg-neutral-50 disabled:opacity-60"
              >
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-neutral-600" />
                <span className="grid min-w-0 gap-0.5">
                  <span className="break-words text-sm font-medium">
                    {address.address_line}, {address.city} {address.pincode}
                  </span>
                  {served && (
                    <span className={`text-xs ${served.served ? 'text-buy' : 'text-red-700'}`}>
                      {served.served
                        ? served.etaMinutes === null
                          ? `From ${served.storeName}`
                          : deliveryIn(served.etaMinutes)
                        : served.reason}
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
