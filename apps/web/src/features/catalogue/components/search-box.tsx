import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { useRotatingPlaceholder } from '../hooks/use-rotating-placeholder';

const TYPING_DEBOUNCE_MS = 300;

const fieldStyles =
  'flex h-11 w-full items-center gap-3 rounded-lg border border-neutral-200 bg-neutral-50 px-3 text-sm';

/**
 * Outside the search page this is a link that opens it; on the search page it is the input that
 * drives the results through the `q` parameter.
 */
export function SearchBox() {
  const { pathname } = useLocation();
  const placeholder = useRotatingPlaceholder();
  return pathname === paths.search ? (
    <SearchInput placeholder={placeholder} />
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

function SearchInput({ placeholder }: { placeholder: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Focus on arrival: the shopper tapped the search link to type.
  useEffect(() => {
    inputRef.current?.focus();
    return () => clearTimeout(pending.current);
  }, []);

  const showResults = (text: string) =>
    navigate(`${paths.search}?q=${encodeURIComponent(text)}`, { replace: true });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(pending.current);
    showResults(inputRef.current?.value ?? '');
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is missing from Safari < 17 and happy-dom; the role is the same landmark.
    <form
      role="search"
      onSubmit={onSubmit}
      className={`${fieldStyles} focus-within:border-ink focus-within:ring-1 focus-within:ring-ink`}
    >
      <Search aria-hidden="true" className="size-5 shrink-0 text-neutral-600" />
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        defaultValue={params.get('q') ?? ''}
        placeholder={placeholder}
        onChange={(event) => {
          const text = event.target.value;
          clearTimeout(pending.current);
          pending.current = setTimeout(() => showResults(text), TYPING_DEBOUNCE_MS);
        }}
        className="h-full w-full bg-transparent text-ink placeholder:text-neutral-500 focus:outline-none"
      />
    </form>
  );
}
