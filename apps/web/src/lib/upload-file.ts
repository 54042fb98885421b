import type { SuccessEnvelope } from '@kirana/shared/envelope';
import { refreshAccessToken } from './session/session-refresh';
import { getAccessToken } from './session/token-storage';

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

class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Sends one file as multipart `field` and resolves with the success envelope, or rejects with an
 * Error carrying the server's message. Like every API call, a 401 refreshes the session once and
 * retries. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export async function uploadFile<T = unknown>(
  path: string,
  field: string,
  file: Blob,
  options: UploadOptions = {},
): Promise<SuccessEnvelope<T>> {
  try {
    return await send<T>(path, field, file, options);
  } catch (error) {
    if (!(error instanceof UploadError && error.status === 401)) throw error;
    if ((await refreshAccessToken()) !== 'refreshed') throw error;
    return send<T>(path, field, file, options);
  }
}

function send<T>(
  path: string,
  field: string,
  file: Blob,
  { onProgress, method = 'POST' }: UploadOptions,
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
        reject(new UploadError(messageOf(body) ?? GENERIC_MESSAGE, xhr.status));
      }
    };

    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}

// docs/product-rules.md "Screens": the URL sits at data.url or, from older servers, at data.imageUrl.url.
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
