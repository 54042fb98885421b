// Before the shared catalogue schema is built (see the module).
import '../../../lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { categoryCreateBody } from '@kirana/shared/catalogue';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { uploadImage } from '../../../lib/upload-file';

/** A category's name and image, as the server checks them; a sub category's are the same two fields. */
const nameAndImage = categoryCreateBody;

export interface NameAndImage {
  name: string;
  image: string;
}

interface NameImageFormProps {
  initial: NameAndImage;
  namePlaceholder: string;
  /** The image's alt text while no name is typed. */
  imageAlt: string;
  /** Categories take an image only once they have a name. */
  imageNeedsName?: boolean;
  /** A fixed message for a failed upload; otherwise the upload's own reason is shown. */
  uploadFailedMessage?: string;
  /** The submit button looks active only when this holds; it is never blocked (the server answers). */
  looksComplete: (values: NameAndImage) => boolean;
  submitLabel: string;
  /** Saving elsewhere (the dialog's mutation). */
  saving: boolean;
  onSubmit: (values: NameAndImage) => void;
  /** Fields between the image and the submit button. */
  children?: ReactNode;
}

/**
 * The form of the category and sub category dialogs: a name, an uploaded image, then their own fields. It
 * keeps its values in react-hook-form, checked with the server's schema: what the schema refuses shows
 * under the field, and the form is sent all the same, as the product rules want (the server's answer is
 * toasted).
 */
export function NameImageForm({
  initial,
  namePlaceholder,
  imageAlt,
  imageNeedsName = false,
  uploadFailedMessage,
  looksComplete,
  submitLabel,
  saving,
  onSubmit,
  children,
}: NameImageFormProps) {
  const nameId = useId();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof nameAndImage>, unknown, NameAndImage>({
    resolver: zodResolver(nameAndImage),
    defaultValues: initial,
  });
  const [name, image] = watch(['name', 'image']);
  const [uploading, setUploading] = useState(false);
  const busy = uploading || saving;
  const canUpload = !uploading && (!imageNeedsName || String(name ?? '').trim() !== '');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      setValue('image', await uploadImage(file), { shouldValidate: Boolean(errors.image) });
    } catch (error) {
      toast.error(
        uploadFailedMessage ?? (error instanceof Error ? error.message : 'Failed to upload image.'),
      );
    } finally {
      setUploading(false);
    }
  };

  const submit = handleSubmit(onSubmit, () =>
    onSubmit({ name: String(getValues('name') ?? '').trim(), image: String(getValues('image') ?? '') }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-4">
      <div className="grid gap-1">
        <label htmlFor={nameId} className="text-sm font-medium">
          Name
        </label>
        <input
          id={nameId}
          {...register('name')}
          placeholder={namePlaceholder}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${nameId}-error` : undefined}
          className="min-h-10 rounded-lg border border-neutral-300 px-3 py-2 text-sm"
        />
        {errors.name?.message && (
          <p id={`${nameId}-error`} className="text-sm text-red-700">
            Name {errors.name.message}
          </p>
        )}
      </div>
      <div className="grid gap-1">
        <span className="text-sm font-medium">Image</span>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="flex size-32 items-center justify-center overflow-hidden rounded-lg border border-neutral-200 bg-neutral-50">
            {image ? (
              <img
                src={image}
                alt={name || imageAlt}
                width={128}
                height={128}
                className="size-full object-contain"
              />
            ) : (
              <span className="text-sm text-neutral-500">No Image</span>
            )}
          </div>
          <label
            className={`inline-flex min-h-10 items-center justify-center rounded-lg border px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink ${
              canUpload
                ? 'cursor-pointer border-brand bg-brand-soft text-ink hover:bg-brand'
                : 'cursor-not-allowed border-neutral-200 bg-neutral-100 text-neutral-500'
            }`}
          >
            {uploading ? 'Loading...' : 'Upload Image'}
            <input type="file" accept="image/*" className="sr-only" disabled={!canUpload} onChange={onFile} />
          </label>
        </div>
        {errors.image?.message && <p className="text-sm text-red-700">Image {errors.image.message}</p>}
      </div>
      {children}
      <button
        type="submit"
        disabled={busy}
        className={`min-h-10 rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-wait ${
          looksComplete({ name: String(name ?? ''), image: String(image ?? '') })
            ? 'bg-buy text-white hover:bg-buy-dark'
            : 'bg-neutral-200 text-neutral-700'
        }`}
      >
        {busy ? 'Loading...' : submitLabel}
      </button>
    </form>
  );
}
