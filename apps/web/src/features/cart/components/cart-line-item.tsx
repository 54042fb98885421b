import { discountedPrice } from '@kirana/shared/pricing';
import { AddToCartButton } from '../../../components/cart/add-to-cart-button';
import type { CartLine } from '../../../lib/cart/use-cart';
import { formatInr } from '../../../lib/format';

export function CartLineItem({ line }: { line: CartLine }) {
  const { product } = line;
  const price = discountedPrice(product.price, product.discount);
  return (
    <li className="flex items-center gap-3 py-3">
      <img
        src={product.image[0] ?? '/favicon.svg'}
        alt={product.name}
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-lg border border-neutral-200 object-contain"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="line-clamp-2 font-medium">{product.name}</p>
        <p className="text-neutral-600">{product.unit}</p>
        <p className="flex gap-2">
          <span className="font-semibold">{formatInr(price)}</span>
          {price < product.price && (
            <s className="text-neutral-500">
              <span className="sr-only">was </span>
              {formatInr(product.price)}
            </s>
          )}
        </p>
      </div>
      <AddToCartButton product={product} />
    </li>
  );
}
