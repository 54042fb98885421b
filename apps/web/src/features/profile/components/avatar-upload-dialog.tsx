import type { AvatarData } from '@kirana/shared/user';
import { type ChangeEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useDispatch } from 'react-redux';
import { Dialog } from '../../../components/ui/dialog';
import { api } from '../../../lib/api';
import { uploadFile } from '../../../lib/upload-file';

interface AvatarUploadDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Picks one image and sends it as the multipart field `avatar`, showing the upload's progress. */
export function AvatarUploadDialog({ open, onClose }: AvatarUploadDialogProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const dispatch = useDispatch();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      const response = await uploadFile<AvatarData>('/api/user/upload-avatar', 'avatar', file, {
        method: 'PUT',
        onProgress: setProgress,
      });
      toast.success(response.message || 'Avatar updated');
      dispatch(api.util.invalidateTags(['User']));
      onClose();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Upload failed. Please try again.');
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;

  return (
    <Dialog open={open} onClose={onClose} title="Change avatar" className="max-w-sm">
      <p className="text-sm text-neutral-600">A JPEG, PNG or WebP image of at most 5 MB.</p>
      <label
        className={`mt-4 flex min-h-11 cursor-pointer items-center justify-center rounded-lg bg-buy px-4 py-2 text-sm font-semibold text-white hover:bg-buy-dark has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ink ${busy ? 'pointer-events-none opacity-50' : ''}`}
      >
        {busy ? 'Uploading...' : 'Choose image'}
        <input
          type="file"
          name="avatar"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          onChange={upload}
          className="sr-only"
        />
      </label>
      {busy && (
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="mt-4 h-2 overflow-hidden rounded-full bg-neutral-200"
        >
          <div className="h-full bg-buy transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      )}
    </Dialog>
  );
}
