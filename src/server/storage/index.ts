import { env } from '../env';
import { createLocalStorage } from './local';
import type { FileStorage } from './types';

export type { FileStorage, StoredFile } from './types';

let instance: FileStorage | undefined;

/** Uploads and generated images: DATA_DIR/uploads served under /media (an S3 adapter plugs in here). */
export function storage(): FileStorage {
  instance ??= createLocalStorage(`${env().DATA_DIR_ABSOLUTE}/uploads`, '/media');
  return instance;
}
