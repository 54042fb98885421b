import type { SuccessEnvelope } from '@kirana/shared/envelope';
import { getAccessToken } from './token-storage';

const baseUrl = import.meta.env.VITE_API_URL ?? '';
const GENERIC_MESSAGE = 'Upload failed. Please try again.';
const OFFLINE_MESSAGE = 'Could not reach the server. Check your connection and try again.';

export interface UploadOptions {
  /** Whole percent, 0–100, as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  method?: 'POST' | 'PUT';
}

const messageOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message || undefined
    : undefined;

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Sends one file as multipart `field` and resolves with the success envelope, or rejects with an
 * Error carrying the server's message. XMLHttpRequest rather than fetch: only it reports upload
 * progress.
 */
export function uploadFile<T = unknown>(
  path: string,
  field: string,
  file: Blob,
  { onProgress, method = 'POST' }: UploadOptions = {},
): Promise<SuccessEnvelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${baseUrl}${path}`);
    xhr.withCredentials = true;
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new Error(OFFLINE_MESSAGE));
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && typeof body === 'object' && body !== null && 'success' in body && body.success === true) {
        resolve(body as SuccessEnvelope<T>);
      } else {
        reject(new Error(messageOf(body) ?? GENERIC_MESSAGE));
      }
    };

    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}

// SPEC §3: the URL sits at data.url or, from older servers, at data.imageUrl.url.
interface UploadedImage {
  url?: string;
  imageUrl?: { url?: string };
}

/** Uploads an image (admin only) and resolves with the URL the browser can load. */
export async function uploadImage(file: Blob, onProgress?: (percent: number) => void): Promise<string> {
  const { data } = await uploadFile<UploadedImage>('/api/file/upload', 'image', file, { onProgress });
  const url = data?.url ?? data?.imageUrl?.url;
  if (!url) throw new Error(GENERIC_MESSAGE);
  return url;
}
