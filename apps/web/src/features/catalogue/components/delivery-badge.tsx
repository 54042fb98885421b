import { Clock } from 'lucide-react';

/** The quick-delivery promise on every product (docs/product-rules.md "What the store does"). */
export function DeliveryBadge() {
  return (
    <span className="inline-flex w-fit items-center gap-1 rounded bg-neutral-100 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide text-neutral-700">
      <Clock aria-hidden="true" className="size-3" />
      10 Min
    </span>
  );
}
