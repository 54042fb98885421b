import path from 'node:path';
import type { Config } from '../config';
import { s3Storage } from './s3-storage';
import { diskStorage, type Storage } from './storage';

/** S3 when S3_BUCKET is set, else files under DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? s3Storage(config.s3) : diskStorage(path.resolve(config.dataDir, 'uploads'));
}
