import type { ProductDto } from '@kirana/shared/catalogue';
import { thumbnailUrl } from '@kirana/shared/images';
import { productPath } from '@kirana/shared/slugs';
import { Link } from 'react-router';
import { AddToCartButton } from '../../../components/cart/add-to-cart-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useServed } from '../../../lib/location/location-api';
import { DeliveryBadge } from './delivery-badge';
import { ProductPrice } from './product-price';

/**
 * The price beside the add control, or, in a card too narrow for both (two and a half to a phone's row),
 * the control under it: decided by the card's width (a container query), never by the price's, so a
 * placeholder card is as tall as the card that replaces it.
 */
const priceRow =
  'flex flex-col items-end gap-2 @min-[9rem]:flex-row @min-[9rem]:items-end @min-[9rem]:justify-between';

/** Rendered size of card images: width/height reserve the box so nothing shifts as they load. */
const IMAGE_SIZE = 160;

interface ProductCardProps {
  product: ProductDto;
  /** Load the image at once: the card is above the fold. */
  eager?: boolean;
  /** The name's heading level: 3 under a row's heading (home), 2 in a grid right under the page's h1. */
  headingLevel?: 2 | 3;
}

/** First image, '10 Min', name, unit, price and the add control or 'Out of stock' (docs/product-rules.md "Screens"). */
export function ProductCard({ product, eager = false, headingLevel = 3 }: ProductCardProps) {
  const [image] = product.image;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Where we don't deliver, no add control (the notice under the header says why).
  const served = useServed();
  return (
    <article className="relative flex h-full flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-2.5 sm:p-3">
      <div className="relative flex aspect-square items-center justify-center overflow-hidden rounded-lg bg-white">
        {product.discount > 0 && (
          <span className="absolute top-0 left-0 z-10 rounded-br-lg rounded-tl-lg bg-blue-700 px-1.5 py-0.5 text-[10px] font-bold text-white">
            {product.discount}% OFF
          </span>
        )}
        {image ? (
          <img
            src={thumbnailUrl(image)}
            alt={product.name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-contain"
          />
        ) : (
          <div aria-hidden="true" className="size-full rounded-lg bg-neutral-100" />
        )}
      </div>
      <DeliveryBadge />
      <Heading className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold break-words hyphens-auto">
        {/* The stretched link makes the whole card a target without nesting the add button in it. */}
        <Link to={productPath(product)} className="after:absolute after:inset-0 after:rounded-xl">
          {product.name}
        </Link>
      </Heading>
      <p className="text-xs text-neutral-500">{product.unit}</p>
      <div className="@container mt-auto">
        <div className={priceRow}>
          <ProductPrice
            price={product.price}
            discount={product.discount}
            stacked
            className="min-h-9 self-start text-sm"
          />
          <div className="relative z-10 shrink-0">
            {product.stock === 0 ? (
              <p className="text-xs font-semibold text-red-600">Out of stock</p>
            ) : (
              served && <AddToCartButton product={product} />
            )}
          </div>
        </div>
      </div>
    </article>
  );
}

/**
 * A card-shaped placeholder while products load. Each box has the height of the card part it stands for
 * (badge 19 px, two-line name, unit, stacked price beside the add button), so a row does not change height,
 * and move the rows below it, when its products arrive.
 */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-2.5 sm:p-3"
    >
      <Skeleton className="aspect-square w-full" />
      <Skeleton className="h-[19px] w-14" />
      <div className="flex min-h-10 flex-col justify-center gap-1">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <Skeleton className="h-4 w-16" />
      <div className="@container mt-auto">
        <div className={priceRow}>
          <div className="flex min-h-9 flex-col gap-1 self-start">
            <Skeleton className="h-4 w-14" />
            <Skeleton className="h-3 w-10" />
          </div>
          <Skeleton className="h-9 w-18" />
        </div>
      </div>
    </div>
  );
}
