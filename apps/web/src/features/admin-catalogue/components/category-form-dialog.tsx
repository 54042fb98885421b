import type { CategoryDto } from '@kirana/shared/catalogue';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { Dialog } from '../../../components/ui/dialog';
import { getErrorMessage } from '../../../lib/api-error';
import { uploadImage } from '../../../lib/upload-file';
import { useAddCategoryMutation, useUpdateCategoryMutation } from '../api/category-api';

interface CategoryFormDialogProps {
  open: boolean;
  /** The category to update; absent to add a new one. */
  category?: CategoryDto;
  onClose: () => void;
}

/** Add Category and Update Category (SPEC §2, §5). */
export function CategoryFormDialog({ open, category, onClose }: CategoryFormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={category ? 'Update Category' : 'Add Category'}>
      <CategoryForm category={category} onDone={onClose} />
    </Dialog>
  );
}

function CategoryForm({ category, onDone }: { category?: CategoryDto; onDone: () => void }) {
  const nameId = useId();
  const [name, setName] = useState(category?.name ?? '');
  const [image, setImage] = useState(category?.image ?? '');
  const [uploading, setUploading] = useState(false);
  const [addCategory, addState] = useAddCategoryMutation();
  const [updateCategory, updateState] = useUpdateCategoryMutation();
  const busy = uploading || addState.isLoading || updateState.isLoading;
  const hasName = name.trim() !== '';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      setImage(await uploadImage(file));
    } catch {
      toast.error('Failed to upload image.');
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name: name.trim(), image };
    try {
      const response = category
        ? await updateCategory({ _id: category._id, ...input }).unwrap()
        : await addCategory(input).unwrap();
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
          placeholder="Enter category name"
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
                alt={name || 'Category'}
                width={128}
                height={128}
                className="size-full object-contain"
              />
            ) : (
              <span className="text-sm text-neutral-500">No Image</span>
            )}
          </div>
          {/* SPEC §5: a name comes first, so the image is never uploaded for a nameless category. */}
          <label
            className={`inline-flex min-h-10 items-center justify-center rounded-lg border px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink ${
              hasName && !uploading
                ? 'cursor-pointer border-brand bg-brand-soft text-ink hover:bg-brand'
                : 'cursor-not-allowed border-neutral-200 bg-neutral-100 text-neutral-500'
            }`}
          >
            {uploading ? 'Loading...' : 'Upload Image'}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={!hasName || uploading}
              onChange={onFile}
            />
          </label>
        </div>
      </div>
      {/* SPEC §5: looks active only with a name and an image, yet is not blocked otherwise. */}
      <button
        type="submit"
        disabled={busy}
        className={`min-h-10 rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-wait ${
          hasName && image ? 'bg-buy text-white hover:bg-buy-dark' : 'bg-neutral-200 text-neutral-700'
        }`}
      >
        {busy ? 'Loading...' : category ? 'Update Category' : 'Add Category'}
      </button>
    </form>
  );
}
