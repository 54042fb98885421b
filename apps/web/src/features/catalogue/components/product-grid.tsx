import type { ProductDto } from '@kirana/shared/catalogue';
import { useDeferredValue } from 'react';
import { ProductCard, ProductCardSkeleton } from './product-card';

interface ProductGridProps {
  products: ProductDto[] | undefined;
  /** Placeholders shown while the first page loads. */
  skeletons: number;
  className?: string;
}

/**
 * Equal-height product cards in a responsive grid; the first row loads eagerly (it is above the fold).
 * The grid sits right under its page's h1, so card names are h2.
 */
export function ProductGrid({
  products,
  skeletons,
  className = 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
}: ProductGridProps) {
  // The cards render in a deferred, interruptible pass: arriving data then never holds the main
  // thread for the whole grid at once (the store's update itself renders synchronously).
  const shown = useDeferredValue(products);
  return (
    <ul className={`grid gap-3 ${className}`}>
      {shown
        ? shown.map((product, index) => (
            <li key={product._id}>
              <ProductCard product={product} eager={index < 4} headingLevel={2} />
            </li>
          ))
        : Array.from({ length: skeletons }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
    </ul>
  );
}
