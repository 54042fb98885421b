import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated images live. Disk by default; an S3-compatible bucket when configured. */
export interface Storage {
  /** Stores the bytes under a name derived from their content and returns the URL a browser loads. */
  put(body: Buffer, extension: string, contentType: string): Promise<{ key: string; url: string }>;
}

/** Same bytes, same name: uploads are deduplicated and safe to cache forever. */
export function contentKey(body: Buffer, extension: string): string {
  return `${createHash('sha256').update(body).digest('hex').slice(0, 32)}.${extension}`;
}

export const UPLOADS_PREFIX = '/uploads/';

/** Files under `<DATA_DIR>/uploads`, served by the static uploads route at /uploads/. */
export function diskStorage(root: string): Storage {
  return {
    async put(body, extension) {
      const key = contentKey(body, extension);
      await mkdir(root, { recursive: true });
      // 'wx' keeps an existing identical file; EEXIST just means it is already stored.
      await writeFile(path.join(root, key), body, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
      });
      return { key, url: `${UPLOADS_PREFIX}${key}` };
    },
  };
}
