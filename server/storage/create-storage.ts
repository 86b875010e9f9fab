// Picks the file store from the configuration: S3 when S3_BUCKET is set, else local disk.
import { join } from 'node:path';
import type { Config } from '../config';
import type { Secrets } from '../secrets';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

/**
 * The concrete type is returned so the caller can mount the `/files` routes for the local store:
 * `if (storage instanceof LocalStorage) app.route(FILES_PATH, createFileRoutes(storage, secret))`.
 */
export function createStorage(
  config: Pick<Config, 'dataDir' | 's3'>,
  secrets: Pick<Secrets, 'filesSigningSecret'>,
): LocalStorage | S3Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage({
    rootDir: join(config.dataDir, 'files'),
    signingSecret: secrets.filesSigningSecret,
  });
}
