import type { CategoryRef, SubCategoryDto } from '@kirana/shared/catalogue';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { ChipSelect } from '../../../components/ui/chip-select';
import { Dialog } from '../../../components/ui/dialog';
import { getErrorMessage } from '../../../lib/api-error';
import { uploadImage } from '../../../lib/upload-file';
import { useGetCategoriesQuery } from '../api/category-api';
import { useCreateSubCategoryMutation, useUpdateSubCategoryMutation } from '../api/sub-category-api';

interface SubCategoryFormDialogProps {
  open: boolean;
  /** The sub category to edit; absent to add a new one. */
  subCategory?: SubCategoryDto;
  onClose: () => void;
}

/** Add Sub Category and Edit Sub Category (SPEC §2, §5). */
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

function SubCategoryForm({ subCategory, onDone }: { subCategory?: SubCategoryDto; onDone: () => void }) {
  const nameId = useId();
  const [name, setName] = useState(subCategory?.name ?? '');
  const [image, setImage] = useState(subCategory?.image ?? '');
  const [category, setCategory] = useState<CategoryRef[]>(subCategory?.category ?? []);
  const [uploading, setUploading] = useState(false);
  const { data: categories = [] } = useGetCategoriesQuery();
  const [createSubCategory, createState] = useCreateSubCategoryMutation();
  const [updateSubCategory, updateState] = useUpdateSubCategoryMutation();
  const busy = uploading || createState.isLoading || updateState.isLoading;
  const complete = name.trim() !== '' && image !== '' && category.length > 0;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      setImage(await uploadImage(file));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Failed to upload image.');
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name: name.trim(), image, category: category.map((c) => c._id) };
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
    <form onSubmit={onSubmit} className="grid gap-4">
      <div className="grid gap-1">
        <label htmlFor={nameId} className="text-sm font-medium">
          Name
        </label>
        <input
          id={nameId}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Enter sub category name"
          className="min-h-10 rounded-lg border border-neutral-300 px-3 py-2 text-sm"
        />
      </div>
      <div className="grid gap-1">
        <span className="text-sm font-medium">Image</span>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="flex size-32 items-center justify-center overflow-hidden rounded-lg border border-neutral-200 bg-neutral-50">
            {image ? (
              <img
                src={image}
                alt={name || 'Sub category'}
                width={128}
                height={128}
                className="size-full object-contain"
              />
            ) : (
              <span className="text-sm text-neutral-500">No Image</span>
            )}
          </div>
          <label
            className={`inline-flex min-h-10 items-center justify-center rounded-lg border border-brand bg-brand-soft px-4 py-2 text-sm font-semibold text-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink ${
              uploading ? 'cursor-wait' : 'cursor-pointer hover:bg-brand'
            }`}
          >
            {uploading ? 'Loading...' : 'Upload Image'}
            <input type="file" accept="image/*" className="sr-only" disabled={uploading} onChange={onFile} />
          </label>
        </div>
      </div>
      <ChipSelect
        label="Select Category"
        placeholder="Select Category"
        options={categories}
        selected={category}
        onChange={setCategory}
      />
      {/* SPEC §5: looks active only with a name, an image and a category, yet is not blocked. */}
      <button
        type="submit"
        disabled={busy}
        className={`min-h-10 rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-wait ${
          complete ? 'bg-buy text-white hover:bg-buy-dark' : 'bg-neutral-200 text-neutral-700'
        }`}
      >
        {busy ? 'Loading...' : 'Submit'}
      </button>
    </form>
  );
}
