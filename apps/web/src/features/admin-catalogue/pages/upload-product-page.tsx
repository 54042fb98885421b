import { useState } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage } from '../../../lib/api-error';
import { useCreateProductMutation } from '../api/product-admin-api';
import { ProductForm } from '../components/product-form';
import { SuccessDialog } from '../components/success-dialog';

export function UploadProductPage() {
  const [createProduct, { isLoading }] = useCreateProductMutation();
  const [success, setSuccess] = useState<string | null>(null);
  // A new key remounts the form, which empties it after a product is created.
  const [formKey, setFormKey] = useState(0);

  return (
    <section>
      <h1 className="border-b border-neutral-200 pb-3 text-xl font-semibold">Upload Product</h1>
      <div className="mt-4 max-w-3xl">
        <ProductForm
          key={formKey}
          submitLabel="Submit"
          submitting={isLoading}
          onSubmit={async (input) => {
            try {
              const response = await createProduct(input).unwrap();
              setSuccess(response.message ?? 'Product created');
              setFormKey((key) => key + 1);
            } catch (error) {
              toast.error(getErrorMessage(error));
            }
          }}
        />
      </div>
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </section>
  );
}
