import { discountedPrice } from '@kirana/shared/pricing';
import { formatInr } from '../../../lib/format';

interface ProductPriceProps {
  price: number;
  discount: number;
  /** The product page also names the discount; cards only strike the old price through. */
  showDiscount?: boolean;
  /** Cards put the struck-through price under the price, so the add control keeps its place beside them. */
  stacked?: boolean;
  className?: string;
}

/** Price after discount, with the struck-through price (and '{discount}% Discount') when there is one. */
export function ProductPrice({
  price,
  discount,
  showDiscount = false,
  stacked = false,
  className = '',
}: ProductPriceProps) {
  const final = discountedPrice(price, discount);
  const reduced = final < price;
  return (
    <p className={`flex ${stacked ? 'flex-col' : 'flex-wrap items-baseline gap-x-2'} ${className}`}>
      <span className="font-semibold">{formatInr(final)}</span>
      {reduced && (
        <>
          <s className={`${stacked ? 'text-xs' : 'text-sm'} text-neutral-500`}>
            <span className="sr-only">was </span>
            {formatInr(price)}
          </s>
          {showDiscount && <span className="text-sm font-semibold text-buy">{discount}% Discount</span>}
        </>
      )}
    </p>
  );
}
