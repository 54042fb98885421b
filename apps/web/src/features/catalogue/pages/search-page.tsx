import { Loader2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { paths } from '../../../lib/paths';
import { SEARCH_PAGE_SIZE, searchArgsOf, useSearchProductsInfiniteQuery } from '../api/search-api';
import { NextPageError, useNextPagesOnScroll } from '../components/next-pages';
import { ProductGrid } from '../components/product-grid';

/** /search?q=: results as the shopper types (the header box sets q), more on scroll until totalPage. */
export function SearchPage() {
  const [params] = useSearchParams();
  const args = searchArgsOf(params);
  const query = args.text;
  const search = useSearchProductsInfiniteQuery(args);
  // This query's pages only: `data` keeps the last query's while this one loads or after it failed.
  const pages = search.currentData?.pages;
  const corrected = pages?.[0]?.correctedSearch;
  const products = pages?.flatMap((page) => page.data);
  // A broad search counts so far and no further ('Search Results: 1000+').
  const total = `${pages?.[0]?.totalCount ?? 0}${pages?.[0]?.totalCapped ? '+' : ''}`;
  const sentinel = useNextPagesOnScroll(search, pages?.length ?? 0);
  useDocumentMeta(query ? `${query} | Search | Kirana` : 'Search | Kirana', undefined);
  // While a new query loads, the previous query's results would mislead: show placeholders instead.
  const loading = search.isLoading || (search.isFetching && !search.isFetchingNextPage);
  // Only a failed first page replaces the results; a failed next page keeps them (see below).
  const failed = search.isError && !loading && !search.isFetchNextPageError;

  return (
    <section
      aria-labelledby="search-heading"
      aria-busy={search.isFetching}
      className="mx-auto max-w-7xl px-4 py-4"
    >
      <h1 id="search-heading" className="sr-only">
        {query ? `Results for ${query}` : 'Search'}
      </h1>
      {failed ? (
        <LoadError message="The search could not be completed." onRetry={() => void search.refetch()} />
      ) : (
        <p role="status" className="mb-3 font-semibold">
          {loading ? 'Searching…' : `Search Results: ${total}`}
        </p>
      )}
      {!loading && corrected && (
        <div className="mb-3 text-sm">
          <p>
            Showing results for <strong>{corrected}</strong>
          </p>
          <p className="text-neutral-600">
            Search instead for{' '}
            <Link
              to={`${paths.search}?q=${encodeURIComponent(query)}&exact=1`}
              replace
              className="font-medium text-green-800 underline"
            >
              {query}
            </Link>
          </p>
        </div>
      )}
      {failed ? null : !loading && products?.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-lg font-semibold">No Data found</p>
          <p className="mt-1 text-sm text-neutral-600">Try another word, or check the spelling.</p>
        </div>
      ) : (
        <ProductGrid
          products={loading ? undefined : products}
          skeletons={SEARCH_PAGE_SIZE}
          className="grid-cols-1 min-[360px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
        />
      )}
      <div ref={sentinel} className="h-10" />
      <NextPageError query={search} />
      {search.isFetchingNextPage && (
        <p className="flex items-center justify-center gap-2 py-4 text-sm text-neutral-600">
          <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
          Loading more…
        </p>
      )}
    </section>
  );
}
