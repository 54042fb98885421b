import type { SuggestionDto } from '@kirana/shared/search';
import { MAX_SEARCH_LENGTH, MAX_SUGGEST_LENGTH } from '@kirana/shared/search-limits';
import { useCombobox } from 'downshift';
import { FolderOpen, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { paths } from '../../../lib/paths';
import { useSuggestSearchesQuery } from '../api/search-api';

const TYPING_DEBOUNCE_MS = 300;
/** Suggestions follow the typing faster than the results do: they are small and cheap. */
const SUGGEST_DEBOUNCE_MS = 120;

const kindLabel: Record<SuggestionDto['kind'], string> = {
  query: 'Search',
  category: 'Category',
  subcategory: 'Sub category',
  product: 'Product',
};

/**
 * The search page's input: typing drives the results through `?q=` (after a 300 ms pause), and a list of
 * suggestions (docs/api.md "Search") follows the WAI-ARIA combobox pattern through Downshift: arrows move,
 * Enter picks, Escape closes, the count is announced. A query suggestion searches it; a product or a
 * listing opens it. Enter with nothing highlighted searches what was typed.
 */
export function SearchCombobox({ placeholder, className }: { placeholder: string; className: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asked = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const suggested = asked.length >= 2 && asked.length <= MAX_SUGGEST_LENGTH;
  const suggestions = useSuggestSearchesQuery(asked, { skip: !suggested });
  const items = suggested && asked === text.trim() ? (suggestions.data ?? []) : [];

  // Focus on arrival: the shopper tapped the search link to type.
  useEffect(() => {
    inputRef.current?.focus();
    return () => clearTimeout(pending.current);
  }, []);

  const showResults = (value: string) => {
    clearTimeout(pending.current);
    navigate(`${paths.search}?q=${encodeURIComponent(value)}`, { replace: true });
  };

  const combobox = useCombobox<SuggestionDto>({
    inputId,
    items,
    inputValue: text,
    selectedItem: null,
    itemToString: (item) => item?.text ?? '',
    onInputValueChange: ({ inputValue, type }) => {
      if (type !== useCombobox.stateChangeTypes.InputChange) return;
      setText(inputValue);
      clearTimeout(pending.current);
      pending.current = setTimeout(() => showResults(inputValue), TYPING_DEBOUNCE_MS);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      if (selectedItem.kind === 'query' || !selectedItem.path) {
        setText(selectedItem.text);
        showResults(selectedItem.text);
      } else {
        clearTimeout(pending.current);
        navigate(selectedItem.path);
      }
    },
    // Picking keeps the input as typed; the handler above sets it for a query.
    stateReducer: (_state, { changes, type }) =>
      type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
      type === useCombobox.stateChangeTypes.ItemClick
        ? { ...changes, inputValue: text }
        : changes,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    combobox.closeMenu();
    showResults(text);
  };
  const open = combobox.isOpen && items.length > 0;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is missing from Safari < 17 and happy-dom; the role is the same landmark.
    <form role="search" onSubmit={onSubmit} className="relative w-full">
      <div className={`${className} focus-within:border-ink focus-within:ring-1 focus-within:ring-ink`}>
        <Search aria-hidden="true" className="size-5 shrink-0 text-neutral-600" />
        <label {...combobox.getLabelProps()} htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <input
          {...combobox.getInputProps({ ref: inputRef })}
          type="search"
          enterKeyHint="search"
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          placeholder={placeholder}
          className="h-full w-full bg-transparent text-ink placeholder:text-neutral-500 focus:outline-none"
        />
      </div>
      <p role="status" className="sr-only">
        {open ? `${items.length} suggestions. Use the up and down arrows to choose one.` : ''}
      </p>
      <ul
        {...combobox.getMenuProps({ 'aria-label': 'Suggestions' })}
        className={
          open
            ? 'absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-neutral-200 bg-white py-1 shadow-lg'
            : 'hidden'
        }
      >
        {open &&
          items.map((item, index) => (
            <li
              key={`${item.kind}:${item._id ?? item.text}`}
              {...combobox.getItemProps({ item, index })}
              className={`flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm ${
                combobox.highlightedIndex === index ? 'bg-green-50' : ''
              }`}
            >
              <SuggestionIcon item={item} />
              <span className="min-w-0 flex-1 truncate">{item.text}</span>
              <span className="shrink-0 text-xs text-neutral-600">{kindLabel[item.kind]}</span>
            </li>
          ))}
      </ul>
    </form>
  );
}

function SuggestionIcon({ item }: { item: SuggestionDto }) {
  if (item.kind === 'product' && item.image) {
    return (
      <img
        src={item.image}
        alt=""
        width={32}
        height={32}
        className="size-8 shrink-0 rounded object-contain"
      />
    );
  }
  const Icon = item.kind === 'query' ? Search : FolderOpen;
  return <Icon aria-hidden="true" className="size-5 shrink-0 text-neutral-600" />;
}
