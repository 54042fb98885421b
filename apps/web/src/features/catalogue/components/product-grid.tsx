import type { ProductDto } from '@kirana/shared/catalogue';
import { ProductCard, ProductCardSkeleton } from './product-card';

interface ProductGridProps {
  products: ProductDto[] | undefined;
  /** Placeholders shown while the first page loads. */
  skeletons: number;
  className?: string;
}

/** Equal-height product cards in a responsive grid; the first row loads eagerly (it is above the fold). */
export function ProductGrid({
  products,
  skeletons,
  className = 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
}: ProductGridProps) {
  return (
    <ul className={`grid gap-3 ${className}`}>
      {products
        ? products.map((product, index) => (
            <li key={product._id}>
              <ProductCard product={product} eager={index < 4} />
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
