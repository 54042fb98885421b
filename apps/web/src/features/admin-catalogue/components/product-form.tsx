// Before the shared catalogue schema is built (see the module).
import '../../../lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { productCreateBody } from '@kirana/shared/catalogue';
import { X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ChipSelect } from '../../../components/ui/chip-select';
import { useGetCategoriesQuery } from '../api/category-api';
import type { ProductInput } from '../api/product-admin-api';
import { useGetSubCategoriesQuery } from '../api/sub-category-api';
import { useImageUploads } from '../hooks/use-image-uploads';
import { AddFieldDialog } from './add-field-dialog';
import { emptyProductForm, formToInput, type ProductFormValues } from './product-form-values';
import { ProductImagesField } from './product-images-field';

const inputClass = 'min-h-10 w-full rounded-lg border border-neutral-300 px-3 py-2 text-sm';

/**
 * The form's values made into the request body, then checked with the server's own schema: its messages
 * land on the fields of the same names (name, price, …), before anything is sent.
 */
const productForm = z.custom<ProductFormValues>().transform((values, ctx): ProductInput => {
  const parsed = productCreateBody.safeParse(formToInput(values));
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});

interface ProductFormProps {
  initial?: ProductFormValues;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (input: ProductInput) => void;
}

/**
 * The product form of Upload Product and of the edit modal (docs/product-rules.md "Screens", "Forms and messages"). Remount it (new `key`)
 * to start over with empty fields.
 */
export function ProductForm({ initial, submitLabel, submitting, onSubmit }: ProductFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    watch,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: zodResolver(productForm),
    defaultValues: initial ?? emptyProductForm(),
  });
  const [addingField, setAddingField] = useState(false);
  const { data: categories = [] } = useGetCategoriesQuery();
  const { data: subCategories = [] } = useGetSubCategoriesQuery();
  const [images, category, subCategory, details, name] = watch([
    'image',
    'category',
    'subCategory',
    'more_details',
    'name',
  ]);
  const { pending, upload } = useImageUploads((url) => {
    const current = getValues('image');
    if (!current.includes(url)) setValue('image', [...current, url]);
  });

  const setDetails = (next: Record<string, string>) => setValue('more_details', next);
  const problem = (error: FieldError | undefined, label: string) =>
    error?.message ? `${label} ${error.message}` : undefined;

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="grid grid-cols-1 gap-4">
      <Field label="Name" error={problem(errors.name, 'Name')}>
        {(id) => (
          <input
            id={id}
            required
            {...register('name')}
            placeholder="Enter product name"
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Description" error={problem(errors.description, 'Description')}>
        {(id) => (
          <textarea
            id={id}
            required
            rows={3}
            {...register('description')}
            placeholder="Enter product description"
            className={`${inputClass} resize-y`}
          />
        )}
      </Field>
      <ProductImagesField
        images={images}
        pending={pending}
        productName={name}
        onFiles={upload}
        onRemove={(index) =>
          setValue(
            'image',
            images.filter((_, i) => i !== index),
          )
        }
      />
      <ChipSelect
        label="Category"
        placeholder="Select Category"
        options={categories}
        selected={category}
        onChange={(next) => setValue('category', next)}
      />
      <ChipSelect
        label="Sub Category"
        placeholder="Select Sub Category"
        options={subCategories}
        selected={subCategory}
        onChange={(next) => setValue('subCategory', next)}
      />
      <Field label="Unit" error={problem(errors.unit, 'Unit')}>
        {(id) => (
          <input
            id={id}
            required
            {...register('unit')}
            placeholder="Enter product unit"
            className={inputClass}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Number of Stock" error={problem(errors.stock, 'Number of Stock')}>
          {(id) => (
            <input
              id={id}
              type="number"
              required
              min={0}
              step={1}
              {...register('stock')}
              placeholder="Enter product stock"
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Price" error={problem(errors.price, 'Price')}>
          {(id) => (
            <input
              id={id}
              type="number"
              required
              min={0}
              step="any"
              {...register('price')}
              placeholder="Enter product price"
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Discount" error={problem(errors.discount, 'Discount')}>
          {(id) => (
            <input
              id={id}
              type="number"
              required
              min={0}
              max={100}
              step={1}
              {...register('discount')}
              placeholder="Enter product discount"
              className={inputClass}
            />
          )}
        </Field>
      </div>
      {/* Custom fields by name, held as one object: a name may hold dots or brackets a path could not. */}
      {Object.entries(details).map(([field, value]) => (
        <Field key={field} label={field}>
          {(id) => (
            <div className="flex gap-2">
              <input
                id={id}
                required
                value={value}
                onChange={(e) => setDetails({ ...getValues('more_details'), [field]: e.target.value })}
                className={inputClass}
              />
              <button
                type="button"
                onClick={() =>
                  setDetails(
                    Object.fromEntries(
                      Object.entries(getValues('more_details')).filter(([k]) => k !== field),
                    ),
                  )
                }
                aria-label={`Remove field ${field}`}
                className="rounded-lg border border-neutral-300 px-2 hover:bg-neutral-100"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          )}
        </Field>
      ))}
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" {...register('publish')} className="size-5 accent-buy" />
        Published (shoppers can see and buy it)
      </label>
      <Button variant="outline" onClick={() => setAddingField(true)} className="justify-self-start">
        Add Fields
      </Button>
      {problem(errors.more_details as FieldError | undefined, 'Fields') && (
        <p className="text-sm text-red-700">
          {problem(errors.more_details as FieldError | undefined, 'Fields')}
        </p>
      )}
      {/* An image still uploading would be lost, so wait for it. */}
      <Button type="submit" disabled={submitting || pending.length > 0}>
        {submitting ? 'Loading...' : submitLabel}
      </Button>
      <AddFieldDialog
        open={addingField}
        onClose={() => setAddingField(false)}
        onAdd={(field) => {
          // Adding a name twice keeps the value already typed for it.
          const current = getValues('more_details');
          if (!(field in current)) setDetails({ ...current, [field]: '' });
          setAddingField(false);
        }}
      />
    </form>
  );
}

function Field({
  label,
  error,
  children,
}: {
  label: string;
  /** Why the value is refused, shown under it. */
  error?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
