import type { SubCategoryDto } from '@kirana/shared/catalogue';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/api-error';
import { useDeleteSubCategoryMutation, useGetSubCategoriesQuery } from '../api/sub-category-api';
import { SubCategoryFormDialog } from '../components/sub-category-form-dialog';
import { SubCategoryTable } from '../components/sub-category-table';

// The form dialog is either closed, adding, or editing one sub category.
type FormState = { open: false } | { open: true; subCategory?: SubCategoryDto };

export function SubCategoryAdminPage() {
  const { data: subCategories = [], isLoading, isError, error } = useGetSubCategoriesQuery();
  const [form, setForm] = useState<FormState>({ open: false });
  const [viewing, setViewing] = useState<SubCategoryDto | null>(null);
  const [toDelete, setToDelete] = useState<SubCategoryDto | null>(null);
  const [deleteSubCategory, { isLoading: deleting }] = useDeleteSubCategoryMutation();

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const response = await deleteSubCategory({ _id: toDelete._id }).unwrap();
      if (response.message) toast.success(response.message);
    } catch (failure) {
      toast.error(getErrorMessage(failure));
    }
    setToDelete(null);
  };

  return (
    <section>
      <div className="flex items-center justify-between gap-4 border-b border-neutral-200 pb-3">
        <h1 className="text-xl font-semibold">Sub Category</h1>
        <Button onClick={() => setForm({ open: true })}>Add Sub Category</Button>
      </div>

      {isLoading ? (
        <div role="status" className="mt-4 grid gap-2">
          <span className="sr-only">Loading...</span>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : isError ? (
        <p role="alert" className="mt-8 text-center text-sm text-red-700">
          Something went wrong while fetching subcategories. {getErrorMessage(error)}
        </p>
      ) : subCategories.length === 0 ? (
        <p className="py-16 text-center text-neutral-500">No Data</p>
      ) : (
        <SubCategoryTable
          subCategories={subCategories}
          onView={setViewing}
          onEdit={(subCategory) => setForm({ open: true, subCategory })}
          onDelete={setToDelete}
        />
      )}

      <SubCategoryFormDialog
        open={form.open}
        subCategory={form.open ? form.subCategory : undefined}
        onClose={() => setForm({ open: false })}
      />
      <Dialog
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={viewing?.name ?? ''}
        hideTitle
        variant="image"
      >
        {viewing && (
          <img
            src={viewing.image}
            alt={viewing.name}
            width={480}
            height={480}
            className="m-auto max-h-full max-w-full object-contain"
          />
        )}
      </Dialog>
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
