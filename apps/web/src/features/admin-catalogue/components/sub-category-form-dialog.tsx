import type { CategoryRef, SubCategoryDto } from '@kirana/shared/catalogue';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ChipSelect } from '../../../components/ui/chip-select';
import { Dialog } from '../../../components/ui/dialog';
import { getErrorMessage } from '../../../lib/api-error';
import { useGetCategoriesQuery } from '../api/category-api';
import { useCreateSubCategoryMutation, useUpdateSubCategoryMutation } from '../api/sub-category-api';
import { type NameAndImage, NameImageForm } from './name-image-form';

interface SubCategoryFormDialogProps {
  open: boolean;
  /** The sub category to edit; absent to add a new one. */
  subCategory?: SubCategoryDto;
  onClose: () => void;
}

/**
 * Add Sub Category and Edit Sub Category: a name, an image and its categories. The button looks active only
 * with all three, yet sends either way (the server names what is missing).
 */
export function SubCategoryFormDialog({ open, subCategory, onClose }: SubCategoryFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={subCategory ? 'Edit Sub Category' : 'Add Sub Category'}
      className="max-w-lg"
    >
      <SubCategoryForm subCategory={subCategory} onDone={onClose} />
    </Dialog>
  );
}

/** Inside the dialog, so every opening starts from the sub category given (or empty). */
function SubCategoryForm({ subCategory, onDone }: { subCategory?: SubCategoryDto; onDone: () => void }) {
  const [category, setCategory] = useState<CategoryRef[]>(subCategory?.category ?? []);
  const { data: categories = [] } = useGetCategoriesQuery();
  const [createSubCategory, createState] = useCreateSubCategoryMutation();
  const [updateSubCategory, updateState] = useUpdateSubCategoryMutation();

  const save = async (values: NameAndImage) => {
    const input = { ...values, category: category.map((c) => c._id) };
    try {
      const response = subCategory
        ? await updateSubCategory({ _id: subCategory._id, ...input }).unwrap()
        : await createSubCategory(input).unwrap();
      if (response.message) toast.success(response.message);
      onDone();
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <NameImageForm
      initial={{ name: subCategory?.name ?? '', image: subCategory?.image ?? '' }}
      namePlaceholder="Enter sub category name"
      imageAlt="Sub category"
      looksComplete={({ name, image }) => name.trim() !== '' && image !== '' && category.length > 0}
      submitLabel="Submit"
      saving={createState.isLoading || updateState.isLoading}
      onSubmit={save}
    >
      <ChipSelect
        label="Select Category"
        placeholder="Select Category"
        options={categories}
        selected={category}
        onChange={setCategory}
      />
    </NameImageForm>
  );
}
