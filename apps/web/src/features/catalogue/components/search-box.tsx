import { Search } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { lazyComponent } from '../../../lib/lazy-component';
import { paths } from '../../../lib/paths';
import { useRotatingPlaceholder } from '../hooks/use-rotating-placeholder';

// Its combobox code (Downshift) loads with the search page, not with every page's header.
const SearchCombobox = lazyComponent(() => import('./search-combobox'), 'SearchCombobox');

const fieldStyles =
  'flex h-11 w-full items-center gap-3 rounded-lg border border-neutral-200 bg-neutral-50 px-3 text-sm';

/**
 * Outside the search page this is a link that opens it; on the search page it is the input that
 * drives the results through the `q` parameter, with suggestions as the shopper types.
 */
export function SearchBox() {
  const { pathname } = useLocation();
  const placeholder = useRotatingPlaceholder();
  return pathname === paths.search ? (
    <Suspense
      fallback={
        <div className={`${fieldStyles} text-neutral-600`}>
          <Search aria-hidden="true" className="size-5 shrink-0" />
        </div>
      }
    >
      <SearchCombobox placeholder={placeholder} className={fieldStyles} />
    </Suspense>
  ) : (
    <Link to={paths.search} className={`${fieldStyles} text-neutral-600 hover:border-neutral-300`}>
      <Search aria-hidden="true" className="size-5 shrink-0" />
      <span className="sr-only">Search products</span>
      {/* The rotating hint is decoration: a name that changes every 2 s is noise to a screen reader. */}
      <span aria-hidden="true" className="truncate">
        {placeholder}
      </span>
    </Link>
  );
}
