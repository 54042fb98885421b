import { ChevronDown } from 'lucide-react';
import { deliveryLines } from '../../components/location/delivery-text';
import { useLocationPicker } from '../../components/location/use-location-picker';
import { useGetLocationQuery } from '../../lib/location/location-api';

/**
 * "Delivery in 9 minutes" over the place it is promised for, as quick-commerce headers show it; tapping it
 * changes the location (docs/product-rules.md "Stores").
 */
export function HeaderLocation() {
  const { data: location, isLoading } = useGetLocationQuery();
  const picker = useLocationPicker();
  const { title, short, place } = deliveryLines(location);
  return (
    <>
      <button
        type="button"
        onClick={picker.open}
        aria-haspopup="dialog"
        aria-label={`${title}: ${place}. Change location`}
        className="flex min-h-11 min-w-0 flex-1 flex-col items-start justify-center rounded-lg px-1 text-left hover:bg-neutral-100 md:w-40 md:flex-none lg:w-56"
      >
        <span
          className={`w-full truncate text-[0.8125rem] leading-5 font-extrabold md:text-base ${isLoading ? 'invisible' : ''}`}
        >
          <span className="max-[359px]:hidden">{title}</span>
          <span className="min-[360px]:hidden">{short}</span>
        </span>
        <span className="flex w-full min-w-0 items-center gap-0.5 text-xs text-neutral-700">
          <span className="truncate">{isLoading ? ' ' : place}</span>
          <ChevronDown aria-hidden="true" className="size-3.5 shrink-0" />
        </span>
      </button>
      {picker.dialog}
    </>
  );
}
