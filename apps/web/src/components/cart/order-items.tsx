import type { ProductDto } from '@kirana/shared/catalogue';
import { thumbnailUrl } from '@kirana/shared/images';
import { discountedPrice, roundRupees } from '@kirana/shared/pricing';
import { formatInr } from '../../lib/format';

interface OrderItemsProps {
  lines: readonly { product: ProductDto; quantity: number }[];
}

/** What is being ordered, a line each: image, name and pack size, quantity, and the line's price. */
export function OrderItems({ lines }: OrderItemsProps) {
  return (
    <ul
      aria-label="Items in your order"
      className="grid gap-3 rounded-xl border border-neutral-200 p-4 text-sm"
    >
      {lines.map(({ product, quantity }) => {
        const [image] = product.image;
        const lineTotal = roundRupees(discountedPrice(product.price, product.discount) * quantity);
        return (
          <li key={product._id} className="flex items-center gap-3">
            {image ? (
              <img
                src={thumbnailUrl(image)}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 shrink-0 rounded-lg border border-neutral-100 object-cover"
              />
            ) : (
              <span aria-hidden="true" className="size-12 shrink-0 rounded-lg bg-neutral-100" />
            )}
            <span className="min-w-0 flex-1">
              <span className="line-clamp-2 font-medium">{product.name}</span>
              <span className="text-neutral-600">
                {product.unit} × {quantity}
              </span>
            </span>
            <span className="shrink-0 font-semibold">{formatInr(lineTotal)}</span>
          </li>
        );
      })}
    </ul>
  );
}
