import { env } from '../env';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import type { FileStorage } from './types';

export { type FileStorage, StorageUnavailable } from './types';

let instance: FileStorage | undefined;

/**
 * Uploads and generated images: in the S3-compatible bucket S3_BUCKET when it is set (needed
 * for several instances), otherwise in DATA_DIR/uploads. Both are served under /media unless
 * S3_PUBLIC_URL points at the bucket itself.
 */
export function storage(): FileStorage {
  instance ??= createStorage();
  return instance;
}

function createStorage(): FileStorage {
  const settings = env();
  if (!settings.S3_BUCKET) return createLocalStorage(`${settings.DATA_DIR_ABSOLUTE}/uploads`, '/media');
  return createS3Storage(
    {
      bucket: settings.S3_BUCKET,
      endpoint: settings.S3_ENDPOINT,
      region: settings.S3_REGION,
      // env.ts refuses S3_BUCKET without both keys.
      accessKeyId: settings.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: settings.S3_SECRET_ACCESS_KEY ?? '',
      publicUrl: settings.S3_PUBLIC_URL,
    },
    '/media',
  );
}

export function resetStorageForTests(): void {
  instance = undefined;
}
