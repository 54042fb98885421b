import { X } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
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
  const [values, setValues] = useState<ProductFormValues>(initial ?? emptyProductForm);
  const [addingField, setAddingField] = useState(false);
  const { data: categories = [] } = useGetCategoriesQuery();
  const { data: subCategories = [] } = useGetSubCategoriesQuery();
  const { pending, upload } = useImageUploads((url) =>
    setValues((v) => (v.image.includes(url) ? v : { ...v, image: [...v.image, url] })),
  );

  const set = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const setDetail = (field: string, value: string) =>
    setValues((v) => ({ ...v, more_details: { ...v.more_details, [field]: value } }));
  const removeDetail = (field: string) =>
    setValues((v) => ({
      ...v,
      more_details: Object.fromEntries(Object.entries(v.more_details).filter(([k]) => k !== field)),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(formToInput(values));
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <Field label="Name">
        {(id) => (
          <input
            id={id}
            required
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            placeholder="Enter product name"
            className={inputClass}
          />
        )}
      </Field>
      <Field label="Description">
        {(id) => (
          <textarea
            id={id}
            required
            rows={3}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
            placeholder="Enter product description"
            className={`${inputClass} resize-y`}
          />
        )}
      </Field>
      <ProductImagesField
        images={values.image}
        pending={pending}
        productName={values.name}
        onFiles={upload}
        onRemove={(index) =>
          set(
            'image',
            values.image.filter((_, i) => i !== index),
          )
        }
      />
      <ChipSelect
        label="Category"
        placeholder="Select Category"
        options={categories}
        selected={values.category}
        onChange={(next) => set('category', next)}
      />
      <ChipSelect
        label="Sub Category"
        placeholder="Select Sub Category"
        options={subCategories}
        selected={values.subCategory}
        onChange={(next) => set('subCategory', next)}
      />
      <Field label="Unit">
        {(id) => (
          <input
            id={id}
            required
            value={values.unit}
            onChange={(e) => set('unit', e.target.value)}
            placeholder="Enter product unit"
            className={inputClass}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label="Number of Stock">
          {(id) => (
            <input
              id={id}
              type="number"
              required
              min={0}
              step={1}
              value={values.stock}
              onChange={(e) => set('stock', e.target.value)}
              placeholder="Enter product stock"
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Price">
          {(id) => (
            <input
              id={id}
              type="number"
              required
              min={0}
              step="any"
              value={values.price}
              onChange={(e) => set('price', e.target.value)}
              placeholder="Enter product price"
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Discount">
          {(id) => (
            <input
              id={id}
              type="number"
              required
              min={0}
              max={100}
              step={1}
              value={values.discount}
              onChange={(e) => set('discount', e.target.value)}
              placeholder="Enter product discount"
              className={inputClass}
            />
          )}
        </Field>
      </div>
      {Object.entries(values.more_details).map(([field, value]) => (
        <Field key={field} label={field}>
          {(id) => (
            <div className="flex gap-2">
              <input
                id={id}
                required
                value={value}
                onChange={(e) => setDetail(field, e.target.value)}
                className={inputClass}
              />
              <button
                type="button"
                onClick={() => removeDetail(field)}
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
        <input
          type="checkbox"
          checked={values.publish}
          onChange={(e) => set('publish', e.target.checked)}
          className="size-5 accent-buy"
        />
        Published (shoppers can see and buy it)
      </label>
      <Button variant="outline" onClick={() => setAddingField(true)} className="justify-self-start">
        Add Fields
      </Button>
      {/* An image still uploading would be lost, so wait for it. */}
      <Button type="submit" disabled={submitting || pending.length > 0}>
        {submitting ? 'Loading...' : submitLabel}
      </Button>
      <AddFieldDialog
        open={addingField}
        onClose={() => setAddingField(false)}
        onAdd={(field) => {
          // Adding a name twice keeps the value already typed for it.
          setValues((v) =>
            field in v.more_details ? v : { ...v, more_details: { ...v.more_details, [field]: '' } },
          );
          setAddingField(false);
        }}
      />
    </form>
  );
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
