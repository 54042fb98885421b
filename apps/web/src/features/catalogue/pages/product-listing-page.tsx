import { parseSlug } from '@kirana/shared/slugs';
import { useParams } from 'react-router';

/** /{categoryName}-{categoryId}/{subCategoryName}-{subCategoryId}: one sub category's products. */
export function ProductListingPage() {
  const { subCategory = '' } = useParams();
  // SPEC §2: the heading is the sub category slug without its id.
  const { name } = parseSlug(subCategory);
  return (
    <section className="mx-auto max-w-7xl px-4 py-6">
      <h1 className="text-xl font-semibold">{name || 'Products'}</h1>
      <p className="mt-2 text-neutral-600">The products of this sub category will appear here.</p>
    </section>
  );
}
