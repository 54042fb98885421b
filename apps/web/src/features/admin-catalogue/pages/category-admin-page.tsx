import type { CategoryDto } from '@kirana/shared/catalogue';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-error';
import { useDeleteCategoryMutation, useGetCategoriesQuery } from '../api/category-api';
import { CategoryCard } from '../components/category-card';
import { CategoryFormDialog } from '../components/category-form-dialog';

// The form dialog is either closed, adding, or updating one category.
type FormState = { open: false } | { open: true; category?: CategoryDto };

export function CategoryAdminPage() {
  const { data: categories = [], isLoading, isError, error } = useGetCategoriesQuery();
  const [form, setForm] = useState<FormState>({ open: false });
  const [toDelete, setToDelete] = useState<CategoryDto | null>(null);
  const [deleteCategory, { isLoading: deleting }] = useDeleteCategoryMutation();

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const response = await deleteCategory({ _id: toDelete._id }).unwrap();
      if (response.message) toast.success(response.message);
    } catch (failure) {
      toast.error(getErrorMessage(failure));
    }
    setToDelete(null);
  };

  return (
    <section>
      <div className="flex items-center justify-between gap-4 border-b border-neutral-200 pb-3">
        <h1 className="text-xl font-semibold">Category</h1>
        <Button onClick={() => setForm({ open: true })}>Add Category</Button>
      </div>

      {isLoading ? (
        <div role="status" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          <span className="sr-only">Loading...</span>
          {Array.from({ length: 10 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="aspect-[3/4]" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="mt-8 text-center text-sm text-red-700">
          Something went wrong while fetching categories. {getErrorMessage(error)}
        </p>
      ) : categories.length === 0 ? (
        <p className="py-16 text-center text-neutral-500">No Data</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {categories.map((category) => (
            <CategoryCard
              key={category._id}
              category={category}
              onEdit={() => setForm({ open: true, category })}
              onDelete={() => setToDelete(category)}
            />
          ))}
        </ul>
      )}

      <CategoryFormDialog
        open={form.open}
        category={form.open ? form.category : undefined}
        onClose={() => setForm({ open: false })}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Permanent Delete"
        message="Are you sure permanent delete ?"
        confirmLabel="Confirm"
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
