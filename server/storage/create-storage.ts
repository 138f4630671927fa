import { join } from 'node:path';
import type { Config } from '../config';
import { localStorage } from './local.storage';
import { s3Storage } from './s3.storage';
import type { Storage } from './storage';

/** The S3-compatible bucket named by S3_BUCKET, else the local disk under DATA_DIR/storage. */
export function createStorage(config: Config): Storage {
  if (config.S3_BUCKET) {
    return s3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
    });
  }
  return localStorage(join(config.dataDir, 'storage'));
}
