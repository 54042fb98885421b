import type { SubCategoryDto } from '@kirana/shared/catalogue';
import { useState } from 'react';
import { AdminListStates } from '../../../components/admin/admin-list-states';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDeleteSubCategoryMutation, useGetSubCategoriesQuery } from '../api/sub-category-api';
import { PermanentDeleteDialog } from '../components/permanent-delete-dialog';
import { SubCategoryFormDialog } from '../components/sub-category-form-dialog';
import { SubCategoryTable } from '../components/sub-category-table';
import { useConfirmDelete } from '../hooks/use-confirm-delete';

// The form dialog is either closed, adding, or editing one sub category.
type FormState = { open: false } | { open: true; subCategory?: SubCategoryDto };

export function SubCategoryAdminPage() {
  const { data: subCategories = [], isLoading, isError, error, refetch } = useGetSubCategoriesQuery();
  const [form, setForm] = useState<FormState>({ open: false });
  const [viewing, setViewing] = useState<SubCategoryDto | null>(null);
  const [deleteSubCategory, { isLoading: deleting }] = useDeleteSubCategoryMutation();
  const deletion = useConfirmDelete((subCategory: SubCategoryDto) =>
    deleteSubCategory({ _id: subCategory._id }).unwrap(),
  );

  return (
    <section>
      <div className="flex items-center justify-between gap-4 border-b border-neutral-200 pb-3">
        <h1 className="text-xl font-semibold">Sub Category</h1>
        <Button onClick={() => setForm({ open: true })}>Add Sub Category</Button>
      </div>

      <AdminListStates
        isLoading={isLoading}
        isError={isError}
        onRetry={() => void refetch()}
        error={error}
        what="subcategories"
        isEmpty={subCategories.length === 0}
        skeleton={Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-12" />
        ))}
      >
        <SubCategoryTable
          subCategories={subCategories}
          onView={setViewing}
          onEdit={(subCategory) => setForm({ open: true, subCategory })}
          onDelete={deletion.ask}
        />
      </AdminListStates>

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
      <PermanentDeleteDialog deletion={deletion} busy={deleting} />
    </section>
  );
}
