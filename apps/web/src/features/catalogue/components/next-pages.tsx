import { LoadError } from '../../../components/ui/load-error';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll';

/** What an infinite query of product pages tells about its next page (RTK Query's infinite query result). */
interface NextPages {
  hasNextPage: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The sentinel that asks for the next page as it scrolls into view. A failed next page waits for the
 * shopper's 'Try again' (NextPageError) rather than being asked again on every scroll.
 */
export function useNextPagesOnScroll(query: NextPages, pageCount: number) {
  return useInfiniteScroll<HTMLDivElement>(
    () => void query.fetchNextPage(),
    query.hasNextPage && !query.isFetching && !query.isFetchNextPageError,
    pageCount,
  );
}

/** Under the products already shown: the next page failed, and the way to ask for it again. */
export function NextPageError({ query }: { query: NextPages }) {
  if (!query.isFetchNextPageError || query.isFetching) return null;
  return <LoadError message="Could not load more products." onRetry={() => void query.fetchNextPage()} />;
}
