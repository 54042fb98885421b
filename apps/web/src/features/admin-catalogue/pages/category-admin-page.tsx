import type { CategoryDto } from '@kirana/shared/catalogue';
import { useState } from 'react';
import { AdminListStates } from '../../../components/admin/admin-list-states';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeleteCategoryMutation, useGetCategoriesQuery } from '../api/category-api';
import { CategoryCard } from '../components/category-card';
import { CategoryFormDialog } from '../components/category-form-dialog';
import { PermanentDeleteDialog } from '../components/permanent-delete-dialog';
import { useConfirmDelete } from '../hooks/use-confirm-delete';

// The form dialog is either closed, adding, or updating one category.
type FormState = { open: false } | { open: true; category?: CategoryDto };

export function CategoryAdminPage() {
  const { data: categories = [], isLoading, isError, error, refetch } = useGetCategoriesQuery();
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleteCategory, { isLoading: deleting }] = useDeleteCategoryMutation();
  const deletion = useConfirmDelete((category: CategoryDto) =>
    deleteCategory({ _id: category._id }).unwrap(),
  );

  return (
    <section>
      <div className="flex items-center justify-between gap-4 border-b border-neutral-200 pb-3">
        <h1 className="text-xl font-semibold">Category</h1>
        <Button onClick={() => setForm({ open: true })}>Add Category</Button>
      </div>

      <AdminListStates
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
        error={error}
        what="categories"
        isEmpty={categories.length === 0}
        className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        skeleton={Array.from({ length: 10 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="aspect-[3/4]" />
        ))}
      >
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {categories.map((category) => (
            <CategoryCard
              key={category._id}
              category={category}
              onEdit={() => setForm({ open: true, category })}
              onDelete={() => deletion.ask(category)}
            />
          ))}
        </ul>
      </AdminListStates>

      <CategoryFormDialog
        open={form.open}
        category={form.open ? form.category : undefined}
        onClose={() => setForm({ open: false })}
      />
      <PermanentDeleteDialog deletion={deletion} busy={deleting} />
    </section>
  );
}
