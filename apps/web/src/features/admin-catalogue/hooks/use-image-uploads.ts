import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { uploadImage } from '../../../lib/upload-file';

export interface PendingUpload {
  id: number;
  name: string;
  percent: number;
}

/**
 * Uploads files side by side, tracking each one's progress, and hands every finished URL to
 * `onUploaded` in the order the uploads finish.
 */
export function useImageUploads(onUploaded: (url: string) => void) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const nextId = useRef(0);

  const upload = (files: File[]) => {
    for (const file of files) {
      const id = nextId.current++;
      setPending((list) => [...list, { id, name: file.name, percent: 0 }]);
      uploadImage(file, (percent) =>
        setPending((list) => list.map((item) => (item.id === id ? { ...item, percent } : item))),
      )
        .then(onUploaded)
        .catch((error: unknown) => {
          toast.error(error instanceof Error ? error.message : 'Failed to upload image.');
        })
        .finally(() => setPending((list) => list.filter((item) => item.id !== id)));
    }
  };

  return { pending, upload };
}
