import type { CategoryDto, SubCategoryDto } from '@kirana/shared/catalogue';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { categoryListingPath } from '../first-sub-category';

/** docs/product-rules.md "Numbers": 12 placeholders while categories load. */
const SKELETONS = 12;

interface CategoryGridProps {
  categories: CategoryDto[] | undefined;
  subCategories: SubCategoryDto[] | undefined;
}

/** The home grid of category images; each opens the listing of its first sub category. */
export function CategoryGrid({ categories, subCategories }: CategoryGridProps) {
  const loading = !categories || !subCategories;
  return (
    <ul className="grid grid-cols-4 gap-x-3 gap-y-4 sm:grid-cols-6 lg:grid-cols-10 xl:grid-cols-12">
      {loading
        ? Array.from({ length: SKELETONS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={index} aria-hidden="true" className="flex flex-col items-center gap-2">
              <Skeleton className="aspect-square w-full" />
              <Skeleton className="h-3 w-3/4" />
            </li>
          ))
        : categories.map((category) => (
            <li key={category._id}>
              <CategoryTile category={category} to={categoryListingPath(category, subCategories)} />
            </li>
          ))}
    </ul>
  );
}

function CategoryTile({ category, to }: { category: CategoryDto; to: string | undefined }) {
  const content = (
    <>
      <span className="flex aspect-square w-full items-center justify-center overflow-hidden rounded-xl bg-brand-soft">
        <img
          src={category.image}
          alt=""
          width={120}
          height={120}
          decoding="async"
          className="size-full object-cover"
        />
      </span>
      <span className="text-center text-xs leading-4 font-medium sm:text-sm">{category.name}</span>
    </>
  );
  const tileClass = 'flex flex-col items-center gap-2 rounded-xl';
  // A category without sub categories has no listing to open yet.
  return to ? (
    <Link to={to} className={tileClass}>
      {content}
    </Link>
  ) : (
    <span className={`${tileClass} opacity-60`}>{content}</span>
  );
}
