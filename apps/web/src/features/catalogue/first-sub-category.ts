import type { CategoryDto, SubCategoryDto } from '@kirana/shared/catalogue';
import { listingPath } from '@kirana/shared/slugs';

/**
 * Where a category leads: the listing of the first sub category (in the sorted list) that contains it
 * (docs/product-rules.md "Screens"), or undefined while it has none.
 */
export function categoryListingPath(
  category: Pick<CategoryDto, '_id' | 'name'>,
  subCategories: readonly SubCategoryDto[],
): string | undefined {
  const first = subCategories.find((sub) => sub.category.some((parent) => parent._id === category._id));
  return first && listingPath(category, first);
}
