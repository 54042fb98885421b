import { useDeferredValue } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { useGetStoreCategoriesQuery, useGetStoreSubCategoriesQuery } from '../api/catalogue-api';
import { CategoryGrid } from '../components/category-grid';
import { ProductRow } from '../components/product-row';
import { categoryListingPath } from '../first-sub-category';

export function HomePage() {
  const categoryList = useGetStoreCategoriesQuery();
  const subCategoryList = useGetStoreSubCategoriesQuery();
  const { data: loadedCategories } = categoryList;
  const { data: loadedSubCategories } = subCategoryList;
  // Rendered in a deferred, interruptible pass once they arrive: the grid and a dozen rows at once
  // would otherwise fill one long task.
  const categories = useDeferredValue(loadedCategories);
  const subCategories = useDeferredValue(loadedSubCategories);
  return (
    <div className="mx-auto max-w-7xl px-4 py-4">
      <h1 className="sr-only">Kirana: groceries delivered in minutes</h1>
      <picture>
        <source media="(min-width: 768px)" srcSet="/banner-desktop.svg" width={1200} height={240} />
        <img
          src="/banner-mobile.svg"
          width={600}
          height={300}
          alt="Groceries delivered in 10 minutes"
          fetchPriority="high"
          className="h-auto w-full rounded-xl"
        />
      </picture>
      <section aria-labelledby="home-categories" className="mt-6">
        <h2 id="home-categories" className="sr-only">
          Shop by category
        </h2>
        {categoryList.isError ? (
          <LoadError
            message="The categories could not be loaded."
            onRetry={() => {
              void categoryList.refetch();
              if (subCategoryList.isError) void subCategoryList.refetch();
            }}
          />
        ) : (
          <CategoryGrid categories={categories} subCategories={subCategories} />
        )}
      </section>
      {categories?.map((category) => (
        <ProductRow
          key={category._id}
          category={category}
          seeAllPath={subCategories && categoryListingPath(category, subCategories)}
        />
      ))}
    </div>
  );
}
