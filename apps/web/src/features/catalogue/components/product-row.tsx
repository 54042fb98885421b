import type { CategoryDto, ProductDto } from '@kirana/shared/catalogue';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type Ref, useDeferredValue, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import { useGetCategoryProductsQuery } from '../api/catalogue-api';
import { ProductCard, ProductCardSkeleton } from './product-card';

/** docs/product-rules.md "Numbers": each arrow scrolls the row by 200 px; 6 placeholders while it loads. */
const SCROLL_STEP = 200;
const SKELETONS = 6;

/** Phones see two and a half cards (the half says the row scrolls), never narrower than 7.5rem. */
const cell = 'w-[max(7.5rem,calc((100vw-3.5rem)/2.5))] shrink-0 sm:w-44';
const arrow =
  'absolute top-1/2 z-20 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full border border-neutral-200 bg-white shadow-sm hover:bg-neutral-50 md:flex';

interface ProductRowProps {
  category: CategoryDto;
  seeAllPath: string | undefined;
}

/**
 * One category's products in a horizontal row with 'See All' and scroll arrows (docs/product-rules.md "Screens" home). A row
 * asks for its products only as it nears the viewport: a dozen rows of cards at once would keep a phone
 * busy for seconds and fetch a dozen lists before the shopper scrolls. Until then it holds a single
 * placeholder card, which keeps the row's height with few elements.
 */
export function ProductRow(props: ProductRowProps) {
  const [section, near] = useNearViewport<HTMLElement>();
  return near ? <LoadedRow {...props} /> : <RowFrame {...props} ref={section} placeholders={1} />;
}

function LoadedRow(props: ProductRowProps) {
  const { data: products, isLoading } = useGetCategoryProductsQuery(props.category._id);
  // The cards render in a deferred, interruptible pass rather than in the store update's own render.
  const shown = useDeferredValue(products);
  if (!isLoading && !products?.length) return null;
  return <RowFrame {...props} products={shown} placeholders={SKELETONS} />;
}

interface RowFrameProps extends ProductRowProps {
  ref?: Ref<HTMLElement>;
  /** Undefined while loading: `placeholders` skeleton cards stand in. */
  products?: ProductDto[];
  placeholders: number;
}

function RowFrame({ ref, category, seeAllPath, products, placeholders }: RowFrameProps) {
  const scroller = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * SCROLL_STEP, behavior: 'smooth' });

  return (
    <section ref={ref} aria-labelledby={headingId} className="mt-8">
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
        <ul ref={scroller} className="flex gap-3 overflow-x-auto scroll-smooth pb-2 [scrollbar-width:none]">
          {!products
            ? Array.from({ length: placeholders }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <li key={index} className={cell}>
                  <ProductCardSkeleton />
                </li>
              ))
            : products.map((product) => (
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
