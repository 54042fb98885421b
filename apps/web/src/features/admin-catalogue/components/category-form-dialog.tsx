import type { CategoryDto } from '@kirana/shared/catalogue';
import toast from 'react-hot-toast';
import { Dialog } from '../../../components/ui/dialog';
import { getErrorMessage } from '../../../lib/api-error';
import { useAddCategoryMutation, useUpdateCategoryMutation } from '../api/category-api';
import { type NameAndImage, NameImageForm } from './name-image-form';

interface CategoryFormDialogProps {
  open: boolean;
  /** The category to update; absent to add a new one. */
  category?: CategoryDto;
  onClose: () => void;
}

/**
 * Add Category and Update Category. The image can be uploaded only once a name is typed; the button looks
 * active only with both, yet sends either way (the server names what is missing).
 */
export function CategoryFormDialog({ open, category, onClose }: CategoryFormDialogProps) {
  const [addCategory, addState] = useAddCategoryMutation();
  const [updateCategory, updateState] = useUpdateCategoryMutation();

  const save = async (input: NameAndImage) => {
    try {
      const response = category
        ? await updateCategory({ _id: category._id, ...input }).unwrap()
        : await addCategory(input).unwrap();
      if (response.message) toast.success(response.message);
      onClose();
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={category ? 'Update Category' : 'Add Category'}>
      <NameImageForm
        initial={{ name: category?.name ?? '', image: category?.image ?? '' }}
        namePlaceholder="Enter category name"
        imageAlt="Category"
        imageNeedsName
        uploadFailedMessage="Failed to upload image."
        looksComplete={({ name, image }) => name.trim() !== '' && image !== ''}
        submitLabel={category ? 'Update Category' : 'Add Category'}
        saving={addState.isLoading || updateState.isLoading}
        onSubmit={save}
      />
    </Dialog>
  );
}
