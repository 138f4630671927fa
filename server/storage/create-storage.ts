import { join } from 'node:path';
import type { Config } from '../config';
import { localStorage } from './local.storage';
import type { Storage } from './storage';

/** Local disk under DATA_DIR/storage unless S3_BUCKET is set. */
export function createStorage(config: Config): Storage {
  return localStorage(join(config.dataDir, 'storage'));
}
