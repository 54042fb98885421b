import { listingPath, parseSlug } from '@kirana/shared/slugs';
import { Loader2 } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import {
  LISTING_PAGE_SIZE,
  useGetListingProductsInfiniteQuery,
  useGetStoreSubCategoriesQuery,
} from '../api/catalogue-api';
import { NextPageError, useNextPagesOnScroll } from '../components/next-pages';
import { NotFoundMessage } from '../components/not-found-message';
import { ProductGrid } from '../components/product-grid';
import { SubCategorySidebar } from '../components/sub-category-sidebar';

/** /{categoryName}-{categoryId}/{subCategoryName}-{subCategoryId}: one sub category's products. */
export function ProductListingPage() {
  const params = useParams();
  const category = parseSlug(params.category ?? '');
  // docs/product-rules.md "Screens": the heading is the sub category slug without its id.
  const { id: subCategoryId, name } = parseSlug(params.subCategory ?? '');
  const { data: allSubCategories } = useGetStoreSubCategoriesQuery();
  const siblings = allSubCategories?.filter((sub) =>
    sub.category.some((parent) => parent._id === category.id),
  );
  const categoryName =
    siblings?.[0]?.category.find((parent) => parent._id === category.id)?.name ?? category.name;

  const listing = useGetListingProductsInfiniteQuery({ categoryId: category.id, subCategoryId });
  // currentData: while another sub category loads, the previous one's products must not stay on screen.
  const pages = listing.currentData?.pages;
  const products = pages?.flatMap((page) => page.data);
  const sentinel = useNextPagesOnScroll(listing, pages?.length ?? 0);
  useDocumentMeta(
    name ? `${name} | Kirana` : undefined,
    name ? `Buy ${name} online, delivered in 10 minutes.` : undefined,
  );

  // An old link: its sub category moved to another category (follow it there) or is gone (say so).
  const subCategory = allSubCategories?.find((sub) => sub._id === subCategoryId);
  const parent = subCategory?.category[0];
  if (allSubCategories && !subCategory) return <NotFoundMessage title="Sub category not found" />;
  if (subCategory && parent && !subCategory.category.some((c) => c._id === category.id)) {
    return <Navigate to={listingPath(parent, subCategory)} replace />;
  }

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[88px_1fr] md:grid-cols-[220px_1fr]">
      {/* Sticks under the sticky site header (two rows on phones, one from md) and scrolls on its own. */}
      <aside className="sticky top-[7.75rem] max-h-[calc(100dvh-7.75rem)] self-start overflow-y-auto border-r border-neutral-200 [scrollbar-width:thin] md:top-[4.5rem] md:max-h-[calc(100dvh-4.5rem)]">
        <SubCategorySidebar
          category={{ _id: category.id, name: categoryName }}
          subCategories={siblings}
          currentId={subCategoryId}
        />
      </aside>
      <section
        aria-labelledby="listing-heading"
        aria-busy={listing.isFetching}
        className="min-w-0 p-3 md:p-4"
      >
        <h1 id="listing-heading" className="mb-3 text-base font-bold md:text-lg">
          {name || 'Products'}
        </h1>
        {listing.isError && !pages ? (
          <LoadError message="Could not load these products." onRetry={() => void listing.refetch()} />
        ) : products?.length === 0 ? (
          <p className="py-10 text-center text-neutral-600">No Data found</p>
        ) : (
          <ProductGrid
            products={products}
            skeletons={LISTING_PAGE_SIZE}
            className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
          />
        )}
        <NextPageError query={listing} />
        <div ref={sentinel} className="h-10" />
        {listing.isFetching && (
          <p role="status" className="flex items-center justify-center gap-2 py-4 text-sm text-neutral-600">
            <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
            Loading…
          </p>
        )}
      </section>
    </div>
  );
}
