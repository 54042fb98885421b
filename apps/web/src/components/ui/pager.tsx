interface PagerProps {
  page: number;
  total: number;
  onChange: (page: number) => void;
}

const buttonClass =
  'min-h-10 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-medium hover:bg-brand-soft aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:bg-white';

/** Previous / 'page/total' / Next; a press past either end is ignored (docs/product-rules.md "Flows"). */
export function Pager({ page, total, onChange }: PagerProps) {
  const atStart = page <= 1;
  const atEnd = page >= total;
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4">
      {/* aria-disabled rather than disabled: the button keeps focus when it reaches an end. */}
      <button
        type="button"
        aria-disabled={atStart}
        onClick={() => !atStart && onChange(page - 1)}
        className={buttonClass}
      >
        Previous
      </button>
      <span aria-live="polite" className="text-sm font-medium">
        {page}/{total}
      </span>
      <button
        type="button"
        aria-disabled={atEnd}
        onClick={() => !atEnd && onChange(page + 1)}
        className={buttonClass}
      >
        Next
      </button>
    </nav>
  );
}
