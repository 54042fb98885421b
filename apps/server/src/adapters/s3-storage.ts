import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { contentKey, type Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible service (MinIO, R2, ...); AWS itself when unset. */
  endpoint?: string;
  region: string;
  /** Without keys the SDK's default chain applies (environment, instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where browsers load the objects (a CDN or the bucket's public domain); derived when unset. */
  publicUrl?: string;
}

/** The absolute URL objects are served under, without a trailing slash. */
export function s3PublicBase({ bucket, endpoint, region, publicUrl }: S3StorageOptions): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  if (endpoint) return `${endpoint.replace(/\/+$/, '')}/${bucket}`;
  return `https://${bucket}.s3.${region}.amazonaws.com`;
}

/** Objects in a bucket, named by content like on disk, so every URL can be cached forever. */
export function s3Storage(options: S3StorageOptions): Storage {
  const { bucket, endpoint, region, accessKeyId, secretAccessKey } = options;
  const client = new S3Client({
    region,
    endpoint,
    // Other services rarely have per-bucket DNS names, and several reject the SDK's default
    // CRC32 checksum headers (added in 3.729), so they get path style and checksums only when required.
    ...(endpoint && { forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED' }),
    ...(accessKeyId && secretAccessKey && { credentials: { accessKeyId, secretAccessKey } }),
  });
  const base = s3PublicBase(options);
  return {
    async put(body, extension, contentType) {
      const key = contentKey(body, extension);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return { key, url: `${base}/${key}` };
    },
  };
}
