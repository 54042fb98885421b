import { Clock } from 'lucide-react';

/** The quick-delivery promise on every product, written as the product rules quote it: '10 Min'. */
export function DeliveryBadge() {
  return (
    <span className="inline-flex w-fit items-center gap-1 rounded bg-neutral-100 px-1.5 py-0.5 text-[10px] font-bold text-neutral-700">
      <Clock aria-hidden="true" className="size-3" />
      10 Min
    </span>
  );
}
