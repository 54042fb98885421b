import type { ProductDto } from '@kirana/shared/catalogue';
import toast from 'react-hot-toast';
import { Dialog } from '../../../components/ui/dialog';
import { getErrorMessage } from '../../../lib/api-error';
import { useUpdateProductDetailsMutation } from '../api/product-admin-api';
import { ProductForm } from './product-form';
import { productToForm } from './product-form-values';
import { ProductStoreStock } from './product-store-stock';

interface EditProductDialogProps {
  product: ProductDto | null;
  onClose: () => void;
  onUpdated: (message: string) => void;
}

/** Edit product (docs/product-rules.md "Screens"): the upload form, prefilled, in a modal titled 'Upload Product'. */
export function EditProductDialog({ product, onClose, onUpdated }: EditProductDialogProps) {
  const [updateProduct, { isLoading }] = useUpdateProductDetailsMutation();

  return (
    <Dialog open={product !== null} onClose={onClose} title="Upload Product" className="max-w-3xl">
      {product && (
        <ProductForm
          initial={productToForm(product)}
          submitLabel="Update Product"
          submitting={isLoading}
          onSubmit={async (input) => {
            try {
              const response = await updateProduct({ _id: product._id, ...input }).unwrap();
              onUpdated(response.message ?? 'Product updated');
            } catch (error) {
              toast.error(getErrorMessage(error));
            }
          }}
        />
      )}
      {product && <ProductStoreStock productId={product._id} />}
    </Dialog>
  );
}
