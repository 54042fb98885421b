import type { CategoryDto } from '@kirana/shared/catalogue';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { useGetCategoryProductsQuery } from '../api/catalogue-api';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** SPEC §9: each arrow scrolls the row by 200 px; 6 placeholders while it loads. */
const SCROLL_STEP = 200;
const SKELETONS = 6;

const cell = 'w-[10.5rem] shrink-0 snap-start sm:w-44';
const arrow =
  'absolute top-1/2 z-20 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full border border-neutral-200 bg-white shadow-sm hover:bg-neutral-50 md:flex';

/** One category's products in a horizontal row with 'See All' and scroll arrows (SPEC §2 home). */
export function ProductRow({
  category,
  seeAllPath,
}: {
  category: CategoryDto;
  seeAllPath: string | undefined;
}) {
  const { data: products, isLoading } = useGetCategoryProductsQuery(category._id);
  const scroller = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * SCROLL_STEP, behavior: 'smooth' });

  if (!isLoading && !products?.length) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <div className="mb-3 flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-lg font-bold sm:text-xl">
          {category.name}
        </h2>
        {seeAllPath && (
          <Link to={seeAllPath} className="text-sm font-semibold text-buy hover:underline">
            See All
            <span className="sr-only"> {category.name}</span>
          </Link>
        )}
      </div>
      <div className="relative">
        <ul
          ref={scroller}
          className="flex snap-x gap-3 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none]"
        >
          {isLoading
            ? Array.from({ length: SKELETONS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <li key={index} className={cell}>
                  <ProductCardSkeleton />
                </li>
              ))
            : products?.map((product) => (
                <li key={product._id} className={cell}>
                  <ProductCard product={product} />
                </li>
              ))}
        </ul>
        <button
          type="button"
          onClick={() => scroll(-1)}
          className={`${arrow} -left-4`}
          aria-label={`Scroll ${category.name} left`}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => scroll(1)}
          className={`${arrow} -right-4`}
          aria-label={`Scroll ${category.name} right`}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </section>
  );
}
