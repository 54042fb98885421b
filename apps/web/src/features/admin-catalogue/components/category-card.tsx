import type { CategoryDto } from '@kirana/shared/catalogue';

interface CategoryCardProps {
  category: CategoryDto;
  onEdit: () => void;
  onDelete: () => void;
}

export function CategoryCard({ category, onEdit, onDelete }: CategoryCardProps) {
  return (
    <li className="flex flex-col rounded-xl border border-neutral-200 bg-white p-2">
      <img
        src={category.image}
        alt={category.name}
        width={160}
        height={160}
        loading="lazy"
        className="aspect-square w-full object-contain"
      />
      <p className="mt-2 line-clamp-2 min-h-10 text-center text-sm font-medium">{category.name}</p>
      {/* Wraps rather than overflows when the card is narrow. */}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${category.name}`}
          className="min-h-9 flex-1 rounded-lg bg-brand-soft px-2 text-sm font-medium text-ink hover:bg-brand"
        >
          Edit
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete ${category.name}`}
          className="min-h-9 flex-1 rounded-lg border border-neutral-300 px-2 text-sm font-medium text-ink hover:bg-neutral-100"
        >
          Delete
        </button>
      </div>
    </li>
  );
}
