import { useLocationPicker } from '../../components/location/use-location-picker';
import { useGetLocationQuery } from '../../lib/location/location-api';

/**
 * Before the shopper fills a cart: where we don't deliver (or the store is paused or closed), say so under
 * the header, with a way to pick another place. Add controls are hidden meanwhile.
 */
export function DeliveryNotice() {
  const { data: location } = useGetLocationQuery();
  const picker = useLocationPicker();
  if (!location || location.served) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <p className="font-semibold text-amber-950">{location.reason}</p>
        <button type="button" onClick={picker.open} className="font-semibold text-buy underline">
          Change location
        </button>
      </div>
      {picker.dialog}
    </div>
  );
}
