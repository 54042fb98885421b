import type { ProductDto } from '@kirana/shared/catalogue';

interface ProductAdminCardProps {
  product: ProductDto;
  onEdit: () => void;
  onDelete: () => void;
}

export function ProductAdminCard({ product, onEdit, onDelete }: ProductAdminCardProps) {
  return (
    <li className="flex flex-col rounded-xl border border-neutral-200 bg-white p-2">
      {product.image[0] ? (
        <img
          src={product.image[0]}
          alt={product.name}
          width={160}
          height={160}
          loading="lazy"
          className="aspect-square w-full object-contain"
        />
      ) : (
        <div className="aspect-square w-full rounded-lg bg-neutral-100" />
      )}
      <p className="mt-2 line-clamp-2 min-h-10 text-sm font-medium">{product.name}</p>
      <p className="text-xs text-neutral-500">{product.unit}</p>
      {!product.publish && (
        <p className="mt-1 self-start rounded bg-neutral-800 px-1.5 py-0.5 text-xs font-medium text-white">
          Unpublished
        </p>
      )}
      {/* Wraps rather than overflows when the card is narrow. */}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Edit ${product.name}`}
          className="min-h-9 flex-1 rounded-lg bg-brand-soft px-2 text-sm font-medium text-ink hover:bg-brand"
        >
          Edit
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete ${product.name}`}
          className="min-h-9 flex-1 rounded-lg border border-neutral-300 px-2 text-sm font-medium text-ink hover:bg-neutral-100"
        >
          Delete
        </button>
      </div>
    </li>
  );
}
