import { ImagePlus, X } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import type { PendingUpload } from '../hooks/use-image-uploads';

interface ProductImagesFieldProps {
  images: string[];
  pending: PendingUpload[];
  productName: string;
  onFiles: (files: File[]) => void;
  onRemove: (index: number) => void;
}

/** Image (docs/product-rules.md "Screens"): several uploads with a progress bar each, removable thumbnails, a preview. */
export function ProductImagesField({
  images,
  pending,
  productName,
  onFiles,
  onRemove,
}: ProductImagesFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const alt = productName || 'Product';

  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium">Image</span>
      <label className="flex h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-neutral-400 bg-neutral-50 text-sm text-neutral-600 hover:bg-brand-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink">
        <ImagePlus aria-hidden="true" className="size-6" />
        Upload Image
        <input
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </label>

      {pending.map((upload) => (
        <div key={upload.id} className="grid gap-1 text-xs text-neutral-600">
          <span className="truncate">{upload.name}</span>
          <progress
            value={upload.percent}
            max={100}
            aria-label={`Uploading ${upload.name}`}
            className="h-2 w-full overflow-hidden rounded-full accent-buy"
          />
        </div>
      ))}

      {images.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {images.map((url, index) => (
            <li key={url} className="relative size-20 rounded-lg border border-neutral-200 bg-white">
              <button
                type="button"
                onClick={() => setPreview(url)}
                aria-label={`Preview image ${index + 1}`}
                className="size-full rounded-lg"
              >
                <img src={url} alt="" width={80} height={80} className="size-full object-contain" />
              </button>
              <button
                type="button"
                onClick={() => onRemove(index)}
                aria-label={`Remove image ${index + 1}`}
                className="absolute -top-2 -right-2 rounded-full bg-ink p-1 text-white hover:bg-neutral-700"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={preview !== null} onClose={() => setPreview(null)} title={alt} hideTitle variant="image">
        {preview && (
          <img
            src={preview}
            alt={alt}
            width={480}
            height={480}
            className="m-auto max-h-full max-w-full object-contain"
          />
        )}
      </Dialog>
    </div>
  );
}
